/// A view a layout engine has work pending for, without keeping it alive: the engine of a root
/// view is held by that view, so a strong reference back to it (or to a view inside it) would
/// keep both alive for good once the view left its window (issue 25: the layout fuzzer's leak
/// check found stack views kept alive by their pending constraint updates). It holds the view's
/// `LayoutItemLink` rather than a weak reference (which would slow every retain of the view).
@MainActor
struct WeakViewReference {
    private let link: LayoutItemLink

    /// A reference to `view`.
    init(view: View) {
        link = view.layoutItemLink
    }

    /// The view, or `nil` once it is freed.
    var view: View? { link.view }
}
