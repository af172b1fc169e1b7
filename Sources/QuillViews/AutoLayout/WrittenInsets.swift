import QuillFoundation

/// A view's margins and safe area insets as `LayoutEngine` wrote them into constraints (as
/// constants), to tell when they have changed.
@MainActor
struct WrittenInsets {
    /// The view (the engine does not keep views alive).
    private let reference: WeakViewReference
    /// The view, or `nil` once it is freed.
    var view: View? { reference.view }
    /// Its effective layout margins when written.
    let margins: EdgeInsets
    /// Its safe area insets when written.
    let safeArea: EdgeInsets
    /// Whether its margins were wider than a readable line, so that its readable content guide
    /// was written narrower than its margins guide (`LayoutGuideSpan`).
    let readableIsNarrower: Bool

    /// The view's insets now.
    init(view: View) {
        reference = WeakViewReference(view: view)
        margins = view.effectiveLayoutMargins
        safeArea = view.safeAreaInsets
        readableIsNarrower = view.bounds.width - margins.left - margins.right > LayoutGuide.Kind.readableContentWidth
    }

    /// Whether both are of the same view, with the same insets (and readable width).
    func matches(_ other: WrittenInsets) -> Bool {
        view === other.view && margins == other.margins && safeArea == other.safeArea && readableIsNarrower == other.readableIsNarrower
    }
}
