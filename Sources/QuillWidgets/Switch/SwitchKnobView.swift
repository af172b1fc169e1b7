import QuillFoundation
import QuillGraphics
import QuillViews
/// The round knob of a `Switch`: a white disc with a soft shadow below it. Its frame is one
/// knob high plus room for the shadow.
@MainActor
final class SwitchKnobView: View {
    /// The space below the disc kept for its shadow.
    static let shadowAllowance = 2.0

    var fillColor: Color = .white { didSet { if fillColor != oldValue { setNeedsDisplay() } } }

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Not made by templates.
    required init?(coder: TemplateCoder) { nil }

    override func draw(in context: GraphicsContext) {
        let disc = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - SwitchKnobView.shadowAllowance)
        let radius = disc.height / 2
        context.fill(disc.offsetBy(dx: 0, dy: 1.5), cornerRadius: radius, with: .color(Color(white: 0, alpha: 0.12)))
        context.fill(disc, cornerRadius: radius, with: .color(fillColor))
        context.strokeInside(disc, cornerRadius: radius, lineWidth: 0.5, color: Color(white: 0, alpha: 0.06))
    }
}
