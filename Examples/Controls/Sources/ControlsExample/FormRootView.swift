import Quill

/// The form screen's root view: the picker column stands beside the form when the screen is
/// wide enough for both, and folds below it when not, so nothing is cut off (or out of reach of
/// the keyboard) in a narrow window.
@MainActor
final class FormRootView: View {
    /// The constraints that place the picker beside the form.
    var besideConstraints: [LayoutConstraint] = []
    /// The constraints that place the picker below the form.
    var belowConstraints: [LayoutConstraint] = []
    /// The narrowest width that holds both columns.
    var foldWidth = 620.0
    /// Whether the picker is below the form now.
    private(set) var isFolded: Bool?

    override func layoutSubviews() {
        super.layoutSubviews()
        let fold = bounds.width < foldWidth
        guard fold != isFolded else { return }
        isFolded = fold
        LayoutConstraint.deactivate(fold ? besideConstraints : belowConstraints)
        LayoutConstraint.activate(fold ? belowConstraints : besideConstraints)
    }
}
