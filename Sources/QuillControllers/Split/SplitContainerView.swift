import QuillFoundation
import QuillViews

/// A split view controller's view: lays its columns out whenever it is laid out (a resize
/// places the columns again, or collapses them).
@MainActor
final class SplitContainerView: View {
    var layoutColumns: (@MainActor () -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutColumns?()
    }
}
