import QuillFoundation
import QuillViews
/// The thin bar that shows where the visible part of the content is while scrolling.
@MainActor
final class ScrollIndicatorView: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = Color(white: 0, alpha: 0.35)
        cornerRadius = 1.5
        alpha = 0
    }

    /// Not made by templates.
    required init?(coder: TemplateCoder) { nil }
}
