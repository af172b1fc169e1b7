import QuillFoundation
import QuillGraphics
import QuillViews

/// The grip at the trailing edge of a movable row in editing mode: three grey lines; dragging
/// it moves the row.
@MainActor
final class ReorderControlView: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
    }

    /// Not made by templates.
    required init?(coder: TemplateCoder) { nil }

    override func draw(in context: GraphicsContext) {
        let width = 18.0, top = (bounds.midY - 6).rounded()
        let x = (bounds.midX - width / 2).rounded()
        for line in 0..<3 {
            context.fill(Rect(x: x, y: top + Double(line) * 5, width: width, height: 2), color: Color(red8: 170, green8: 170, blue8: 175))
        }
    }
}
