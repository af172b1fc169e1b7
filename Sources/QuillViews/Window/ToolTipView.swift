import QuillFoundation
import QuillGraphics

/// The box a tooltip shows in: dark text on a pale yellow-grey, a hairline border, wrapped at a
/// width. It takes no events (the pointer passes through to what is under it).
@MainActor
final class ToolTipView: View {
    /// The tip's text.
    let text: String
    private var layout: TextLayout?
    static let padding = Size(width: 6, height: 4)
    static let style = TextStyle(font: .systemFont(ofSize: 12), lineBreakMode: .byWordWrapping, numberOfLines: 0)

    init(text: String, maxWidth: Double, fonts: FontLibrary) {
        self.text = text
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        let width = Swift.max(40, maxWidth) - 2 * ToolTipView.padding.width
        layout = try? TextLayout(text: text, style: ToolTipView.style, maxWidth: width, library: fonts)
        let size = layout?.size ?? Size(width: 0, height: 14)
        frame = Rect(
            x: 0, y: 0, width: (size.width + 2 * ToolTipView.padding.width).rounded(.up),
            height: (size.height + 2 * ToolTipView.padding.height).rounded(.up))
        accessibilityIdentifier = "quill.toolTip"
    }

    /// Not made by templates.
    required init?(coder: TemplateCoder) { nil }

    override func draw(in context: GraphicsContext) {
        context.fill(bounds, cornerRadius: 4, with: .color(Color(red8: 250, green8: 250, blue8: 240)))
        context.strokeInside(bounds, cornerRadius: 4, lineWidth: 1, color: Color(red8: 0, green8: 0, blue8: 0, alpha8: 90))
        if let layout { context.draw(layout, at: Point(x: ToolTipView.padding.width, y: ToolTipView.padding.height), color: .label) }
    }
}
