import QuillFoundation

/// A view's margins and safe area insets as `LayoutEngine` wrote them into constraints (as
/// constants), to tell when they have changed.
@MainActor
struct WrittenInsets {
    /// The view (weak: the engine does not keep views alive).
    weak var view: View?
    /// Its effective layout margins when written.
    let margins: EdgeInsets
    /// Its safe area insets when written.
    let safeArea: EdgeInsets

    /// The view's insets now.
    init(view: View) {
        self.view = view
        margins = view.effectiveLayoutMargins
        safeArea = view.safeAreaInsets
    }

    /// Whether both are of the same view, with the same insets.
    func matches(_ other: WrittenInsets) -> Bool {
        view === other.view && margins == other.margins && safeArea == other.safeArea
    }
}
