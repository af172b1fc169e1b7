/// An on/off control with a sliding knob (UIKit's `UISwitch`). Click to toggle, or drag the
/// knob; the knob slides over a quarter of a second and `valueChanged` is sent when the
/// value changes through the user.
@MainActor
open class Switch: Control {
    /// The natural size, as on iOS.
    public static let defaultSize = Size(width: 51, height: 31)
    /// How long the knob takes to slide.
    public static let animationDuration = 0.25

    /// Whether the switch is on. Setting it moves the knob without animation and sends no action.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track colour when on.
    public var onTintColor: Color = .systemGreen { didSet { setNeedsDisplay() } }
    /// The track colour when off.
    public var offTintColor = Color(red8: 233, green8: 233, blue8: 235) { didSet { setNeedsDisplay() } }
    /// The knob colour.
    public var thumbTintColor: Color = .white { didSet { setNeedsDisplay() } }

    private var on = false
    /// How far the knob is towards "on", 0...1 (moves during animations and drags).
    public private(set) var knobPosition = 0.0 { didSet { if knobPosition != oldValue { setNeedsDisplay() } } }
    private var animation: FrameCallback?
    private var dragStart: (x: Double, position: Double)?
    private var didDrag = false

    /// Creates a switch at its natural size.
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: frame.size == .zero ? Switch.defaultSize : frame.size))
    }

    /// Creates a switch at the origin with its natural size.
    public convenience init() { self.init(frame: .zero) }

    /// Turns the switch on or off, optionally sliding the knob; sends no action.
    public func setOn(_ newValue: Bool, animated: Bool) {
        on = newValue
        animation?.cancel()
        animation = nil
        let target = newValue ? 1.0 : 0.0
        guard animated, knobPosition != target else {
            knobPosition = target
            return
        }
        let start = knobPosition
        let startTime = Application.shared.now
        let duration = Switch.animationDuration * abs(target - start)
        animation = Application.shared.addFrameCallback { [weak self] time in
            guard let self else { return false }
            let t = duration > 0 ? Swift.min(1, (time - startTime) / duration) : 1
            // Ease out: fast start, gentle stop.
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)
            self.knobPosition = start + (target - start) * eased
            if t >= 1 { self.animation = nil }
            return t < 1
        }
    }

    /// Whether the knob is sliding.
    public var isAnimating: Bool { animation != nil }

    // MARK: Tracking

    open override func beginTracking(_ event: PointerEvent) -> Bool {
        dragStart = (event.location(in: self).x, knobPosition)
        didDrag = false
        return true
    }

    open override func continueTracking(_ event: PointerEvent) -> Bool {
        guard let dragStart else { return true }
        let dx = event.location(in: self).x - dragStart.x
        if abs(dx) > 3 { didDrag = true }
        if didDrag {
            animation?.cancel()
            animation = nil
            knobPosition = Swift.min(1, Swift.max(0, dragStart.position + dx / knobTravel))
        }
        return true
    }

    open override func endTracking(_ event: PointerEvent?) {
        guard let event else { return }
        let inside = point(inside: event.location(in: self))
        let newValue: Bool
        if didDrag {
            newValue = knobPosition >= 0.5
        } else if inside {
            newValue = !on
        } else {
            newValue = on
        }
        let changed = newValue != on
        setOn(newValue, animated: true)
        dragStart = nil
        if changed { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking() {
        dragStart = nil
        setOn(on, animated: true)
    }

    open override func keyDown(_ event: KeyEvent) {
        if event.key == .space, isEnabled, !event.isRepeat {
            setOn(!on, animated: true)
            sendActions(for: .valueChanged)
        } else {
            super.keyDown(event)
        }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    // MARK: Drawing

    private var knobDiameter: Double { bounds.height - 4 }
    private var knobTravel: Double { Swift.max(1, bounds.width - bounds.height) }

    open override func draw(in context: GraphicsContext) {
        let radius = bounds.height / 2
        let dim = isEnabled ? 1.0 : 0.5
        if !isEnabled { context.beginTransparencyLayer(opacity: dim) }
        let track = offTintColor.interpolated(to: onTintColor, fraction: knobPosition)
        context.fill(bounds, cornerRadius: radius, with: .color(track))
        // The knob stretches while pressed, towards the side it would move to.
        let stretch = isHighlighted ? 6.0 : 0
        let x = bounds.minX + 2 + knobTravel * knobPosition - stretch * knobPosition
        let knob = Rect(x: x, y: bounds.minY + 2, width: knobDiameter + stretch, height: knobDiameter)
        context.fill(knob.offsetBy(dx: 0, dy: 1.5), cornerRadius: knobDiameter / 2, with: .color(Color(white: 0, alpha: 0.12)))
        context.fill(knob, cornerRadius: knobDiameter / 2, with: .color(thumbTintColor))
        context.strokeInside(knob, cornerRadius: knobDiameter / 2, lineWidth: 0.5, color: Color(white: 0, alpha: 0.06))
        if isFirstResponder {
            context.strokeInside(bounds, cornerRadius: radius, lineWidth: 2, color: tintColor.withAlphaComponent(0.6))
        }
        if !isEnabled { context.endTransparencyLayer() }
    }

    open override func sizeThatFits(_ size: Size) -> Size { Switch.defaultSize }
    open override var intrinsicContentSize: Size? { Switch.defaultSize }

    open override var debugDetails: [String] { [on ? "on" : "off"] }
}
