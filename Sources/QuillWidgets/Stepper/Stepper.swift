import QuillFoundation
import QuillGraphics
import QuillViews

/// A minus and a plus button that step a value (UIKit's `UIStepper`): a click changes `value`
/// by `stepValue` within `minimumValue…maximumValue` (or wraps around) and sends
/// `valueChanged`; holding a button repeats. With focus, Up and Right step up, Down and Left
/// down.
@MainActor
open class Stepper: Control {
    /// The value. Default 0.
    public var value = 0.0 { didSet { if value != oldValue { setNeedsDisplay() } } }
    /// The lowest value. Default 0.
    public var minimumValue = 0.0 { didSet { value = clamped(value) } }
    /// The highest value. Default 100.
    public var maximumValue = 100.0 { didSet { value = clamped(value) } }
    /// How much a click changes the value. Default 1.
    public var stepValue = 1.0
    /// Whether stepping past an end goes round to the other. Default `false`.
    public var wraps = false
    /// Whether holding a button keeps stepping. Default `true`.
    public var autorepeat = true
    /// Whether each repeated step sends `valueChanged` (otherwise only the release does).
    /// Default `true`.
    public var isContinuous = true

    /// UIKit's size for a stepper.
    public static let defaultSize = Size(width: 94, height: 32)

    private var pressedDirection: Double = 0
    private var repeatTimer: ScheduledTimer?
    private var changedDuringPress = false

    /// Creates a stepper.
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: frame.size == .zero ? Stepper.defaultSize : frame.size))
    }

    /// Creates the stepper a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        bounds.size = Stepper.defaultSize
    }

    private func clamped(_ v: Double) -> Double { Swift.min(maximumValue, Swift.max(minimumValue, v)) }

    /// Steps the value up (`direction` 1) or down (-1), as a click does; returns whether it
    /// changed.
    @discardableResult
    func step(_ direction: Double) -> Bool {
        guard isEnabled, stepValue > 0, maximumValue >= minimumValue else { return false }
        var next = value + direction * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return false }
        value = next
        return true
    }

    open override func beginTracking(_ event: PointerEvent) -> Bool {
        becomeFirstResponder()
        pressedDirection = event.location(in: self).x >= bounds.midX ? 1 : -1
        changedDuringPress = false
        stepAndSend()
        if autorepeat {
            repeatTimer = scheduler.schedule(after: 0.5, repeating: 0.1) { [weak self] _ in self?.stepAndSend() }
        }
        setNeedsDisplay()
        return true
    }

    private func stepAndSend() {
        guard step(pressedDirection) else { return }
        changedDuringPress = true
        if isContinuous { sendActions(for: .valueChanged) }
    }

    open override func endTracking(_ event: PointerEvent?) {
        repeatTimer?.cancel()
        repeatTimer = nil
        if !isContinuous && changedDuringPress { sendActions(for: .valueChanged) }
        pressedDirection = 0
        setNeedsDisplay()
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func keyDown(_ event: KeyEvent) {
        switch event.key {
        case .up, .right: if step(1) { sendActions(for: .valueChanged) }
        case .down, .left: if step(-1) { sendActions(for: .valueChanged) }
        default: super.keyDown(event)
        }
    }

    open override func draw(in context: GraphicsContext) {
        let radius = 8.0
        context.fill(bounds, cornerRadius: radius, with: .color(Color(red8: 118, green8: 118, blue8: 128, alpha8: 31)))
        let half = bounds.width / 2
        if pressedDirection != 0 {
            let pressed = Rect(x: pressedDirection > 0 ? half : 0, y: 0, width: half, height: bounds.height)
            context.save()
            context.clip(to: pressed)
            context.fill(bounds, cornerRadius: radius, with: .color(Color(red8: 118, green8: 118, blue8: 128, alpha8: 60)))
            context.restore()
        }
        context.fill(Rect(x: half - 0.5, y: 8, width: 1, height: bounds.height - 16), color: .separator)
        let canGoDown = wraps || value > minimumValue, canGoUp = wraps || value < maximumValue
        for (symbol, x, enabled) in [("minus", half / 2, canGoDown), ("plus", half * 1.5, canGoUp)] {
            guard let image = Image(systemName: symbol, pointSize: 16) else { continue }
            let size = image.size
            let rect = Rect(x: (x - size.width / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            context.draw(image.tinted(with: enabled && isEnabled ? .label : Color(red8: 60, green8: 60, blue8: 67, alpha8: 76)), in: rect)
        }
        if isFirstResponder { context.strokeInside(bounds, cornerRadius: radius, lineWidth: 2, color: tintColor.withAlphaComponent(0.7)) }
    }

    open override var intrinsicContentSize: Size? { Stepper.defaultSize }

    open override var defaultAccessibility: AccessibilityDescription {
        let shown = value.rounded() == value ? String(Int(value)) : String(value)
        return AccessibilityDescription(isElement: true, value: shown, traits: AccessibilityTraits([.adjustable]).union(controlStateTraits))
    }

    /// Steps up, as the plus button does.
    open override func accessibilityIncrement() { if step(1) { sendActions(for: .valueChanged) } }
    /// Steps down, as the minus button does.
    open override func accessibilityDecrement() { if step(-1) { sendActions(for: .valueChanged) } }
}
