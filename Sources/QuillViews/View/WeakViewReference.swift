/// A reference to a view that does not keep it alive and reads `nil` once it is freed, like a
/// weak reference, but through the view's own `LayoutItemLink`: a weak reference would move the
/// view's reference count to a side table for good, making every retain and release of the
/// view slower. Layout engines keep views with pending work this way (a strong reference back
/// would keep a root and its engine alive for good once the view left its window: issue 25),
/// and gesture recognizers and interactions their view.
@MainActor
package struct WeakViewReference {
    private let link: LayoutItemLink

    /// A reference to `view`.
    package init(view: View) {
        link = view.layoutItemLink
    }

    /// The view, or `nil` once it is freed.
    package var view: View? { link.view }
}
