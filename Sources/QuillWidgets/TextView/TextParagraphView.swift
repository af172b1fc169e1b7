import QuillFoundation
import QuillGraphics
import QuillViews

/// Shows one paragraph of a text view, with the part of the selection, the caret and the
/// marked text that fall in it. Only paragraphs on screen have one; the text view reuses them
/// as it scrolls.
@MainActor
final class TextParagraphView: View {
    /// The text view that owns the paragraph.
    weak var textView: TextView?
    /// The paragraph shown.
    var index = -1

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Not made by templates.
    required init?(coder: TemplateCoder) { nil }

    override func draw(in context: GraphicsContext) {
        textView?.drawParagraph(index, in: context)
    }
}
