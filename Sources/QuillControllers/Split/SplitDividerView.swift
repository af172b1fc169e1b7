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
        backgroundColor = .clear
    }

    override func draw(in context: GraphicsContext) {
        let onePixel = 1 / (window?.scale ?? 1)
        context.fill(Rect(x: (bounds.midX - onePixel / 2), y: 0, width: onePixel, height: bounds.height), color: Color(red8: 198, green8: 198, blue8: 200))
    }

    override func beginTracking(_ event: PointerEvent) -> Bool { true }

    override func continueTracking(_ event: PointerEvent) -> Bool {
        onDrag?(event.location(in: superview ?? self).x)
        return true
    }

    override var defaultAccessibility: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: "Sidebar width", value: widthDescription, traits: .adjustable)
    }

    override func accessibilityIncrement() { onStep?(20) }
    override func accessibilityDecrement() { onStep?(-20) }

    override func keyDown(_ event: KeyEvent) {
        switch event.key {
        case .left: onStep?(-20)
        case .right: onStep?(20)
        default: super.keyDown(event)
        }
    }

    override var canBecomeFirstResponder: Bool { true }
}
