import QuillFoundation
import QuillGraphics
import QuillViews

/// The line between a split view controller's sidebar and the next column: dragging it (within
/// a few points of it) resizes the sidebar; for assistive technology it is an adjustable
/// "Sidebar width" that steps by 20 points.
@MainActor
final class SplitDividerView: Control {
    /// Called with the pointer's x in the divider's superview while dragging.
    var onDrag: (@MainActor (Double) -> Void)?
    /// Steps the sidebar's width by points.
    var onStep: (@MainActor (Double) -> Void)?
    /// The sidebar's width, read as the divider's value.
    var widthDescription = ""

    override init(frame: Rect) {
        super.init(frame: frame)
        pointerStyle = .resizeLeftRight
        backgroundColor = .clear
    }

    /// Not made by templates.
    required init?(coder: TemplateCoder) { nil }

    override func draw(in context: GraphicsContext) {
        let onePixel = 1 / (window?.scale ?? 1)
        // Focused, the line thickens in the tint colour (the arrow keys move it).
        let width = isFirstResponder ? 3 : onePixel
        let color: Color = isFirstResponder ? tintColor : Color(red8: 198, green8: 198, blue8: 200)
        context.fill(Rect(x: bounds.midX - width / 2, y: 0, width: width, height: bounds.height), color: color)
    }

    override func beginTracking(_ event: PointerEvent) -> Bool { true }

    override func continueTracking(_ event: PointerEvent) -> Bool {
        onDrag?(event.location(in: superview ?? self).x)
        sendActions(for: .valueChanged)
        return true
    }

    override var defaultAccessibility: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: "Sidebar width", value: widthDescription, traits: .adjustable)
    }

    override func accessibilityIncrement() { step(20) }
    override func accessibilityDecrement() { step(-20) }

    /// Left and Right (and Up and Down) narrow and widen the sidebar by 20 points.
    override func keyDown(_ event: KeyEvent) {
        switch event.key {
        case .left, .down: step(-20)
        case .right, .up: step(20)
        default: super.keyDown(event)
        }
    }

    private func step(_ points: Double) {
        onStep?(points)
        sendActions(for: .valueChanged)
    }

    override var canBecomeFirstResponder: Bool { true }
}
