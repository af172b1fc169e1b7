import QuillFoundation
import QuillViews
/// An on/off control with a sliding knob (UIKit's `UISwitch`). Click to toggle, or drag the
/// knob; the knob slides over a quarter of a second (a `View.animate` of the knob's frame and
/// the track's colour) and `valueChanged` is sent when the value changes through the user.
@MainActor
open class Switch: Control {
    /// While the switch is being dragged, pans and swipes of its ancestors do not begin (UIKit's
    /// rule for drags along a control's own travel).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if isTracking, gestureRecognizer.view !== self, gestureRecognizer is PanGestureRecognizer || gestureRecognizer is SwipeGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

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
    public var onTintColor: Color = .systemGreen { didSet { updateTrackColor() } }
    /// The track colour when off.
    public var offTintColor = Color(red8: 233, green8: 233, blue8: 235) { didSet { updateTrackColor() } }
    /// The knob colour.
    public var thumbTintColor: Color = .white { didSet { knobView.fillColor = thumbTintColor } }

    private var on = false
    /// The track and knob, dimmed together when the switch is disabled.
    private let contentView = View()
    private let trackView = View()
    private let knobView = SwitchKnobView()
    /// The ring shown while the switch has keyboard focus, made the first time it has.
    private var focusRing: View?
    /// How much wider the knob was laid out (it stretches while pressed).
    private var knobStretch = 0.0
    private var dragStart: (x: Double, position: Double)?
    private var didDrag = false

    /// Creates a switch at its natural size.
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: frame.size == .zero ? Switch.defaultSize : frame.size))
        commonInit()
    }

    /// Creates the switch a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        bounds.size = Switch.defaultSize
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        for view in [contentView, trackView] {
            view.isUserInteractionEnabled = false
        }
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(trackView)
        contentView.addSubview(knobView)
        addSubview(contentView)
        trackView.backgroundColor = offTintColor
        layoutParts()
    }

    /// Creates a switch at the origin with its natural size.
    public convenience init() { self.init(frame: .zero) }

    /// How far the knob is towards "on", 0...1 (moves during animations and drags).
    public var knobPosition: Double {
        let travel = Swift.max(1, knobTravel - knobStretch)
        let knob = mirroredForLayoutDirection(knobView.frame, in: bounds)
        return Swift.min(1, Swift.max(0, (knob.minX - bounds.minX - 2) / travel))
    }

    /// Turns the switch on or off, optionally sliding the knob (with `View.animate`); sends no
    /// action.
    public func setOn(_ newValue: Bool, animated: Bool) {
        on = newValue
        let start = knobPosition
        stopAnimations()
        let target = newValue ? 1.0 : 0.0
        guard animated, start != target else {
            placeKnob(at: target)
            return
        }
        View.animate(withDuration: Switch.animationDuration * abs(target - start), curve: .easeOut) {
            self.placeKnob(at: target)
        }
    }

    /// Whether the knob is sliding.
    public var isAnimating: Bool { knobView.hasRunningAnimations || trackView.hasRunningAnimations }

    private func stopAnimations() {
        knobView.removeAllAnimations()
        trackView.removeAllAnimations()
    }

    /// Puts the knob at `position` (0 = off, 1 = on) and colours the track to match.
    private func placeKnob(at position: Double) {
        knobStretch = isHighlighted ? 6 : 0
        let x = bounds.minX + 2 + (knobTravel - knobStretch) * position
        // "On" is the trailing side: the left in right-to-left layouts, as UISwitch mirrors.
        knobView.frame = mirroredForLayoutDirection(
            Rect(x: x, y: bounds.minY + 2, width: knobDiameter + knobStretch, height: knobDiameter + SwitchKnobView.shadowAllowance), in: bounds)
        trackView.backgroundColor = offTintColor.interpolated(to: onTintColor, fraction: position)
    }

    private func updateTrackColor() {
        guard !trackView.hasRunningAnimations else { return }
        trackView.backgroundColor = offTintColor.interpolated(to: onTintColor, fraction: knobPosition)
    }

    private func layoutParts() {
        trackView.frame = bounds
        trackView.cornerRadius = bounds.height / 2
        focusRing?.frame = bounds
        focusRing?.cornerRadius = bounds.height / 2
        if !isAnimating { placeKnob(at: dragStart == nil ? (on ? 1 : 0) : knobPosition) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func stateDidChange() {
        super.stateDidChange()
        contentView.alpha = isEnabled ? 1 : 0.5
        // The knob stretches while pressed, towards the side it would move to; a press stops a
        // slide where it is.
        let stretch = isHighlighted ? 6.0 : 0
        if stretch != knobStretch {
            let position = knobPosition
            stopAnimations()
            placeKnob(at: position)
        }
    }

    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        let ring = focusRing ?? makeFocusRing()
        ring.borderColor = tintColor.withAlphaComponent(0.6)
        ring.isHidden = false
    }

    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        focusRing?.isHidden = true
    }

    private func makeFocusRing() -> View {
        let ring = View(frame: bounds)
        ring.isUserInteractionEnabled = false
        ring.borderWidth = 2
        ring.cornerRadius = bounds.height / 2
        addSubview(ring)
        focusRing = ring
        return ring
    }

    // MARK: Tracking

    open override func beginTracking(_ event: PointerEvent) -> Bool {
        dragStart = (event.location(in: self).x, knobPosition)
        didDrag = false
        return true
    }

    open override func continueTracking(_ event: PointerEvent) -> Bool {
        guard let dragStart else { return true }
        let dx = (event.location(in: self).x - dragStart.x) * (effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1)
        if abs(dx) > 3 { didDrag = true }
        if didDrag {
            stopAnimations()
            placeKnob(at: Swift.min(1, Swift.max(0, dragStart.position + dx / Swift.max(1, knobTravel - knobStretch))))
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

    open override func sizeThatFits(_ size: Size) -> Size { Switch.defaultSize }

    /// The size constraints give the switch: its alignment rectangle, 49 by 31 points (the frame,
    /// `defaultSize`, is 2 points wider; see `alignmentRectInsets`).
    open override var intrinsicContentSize: Size? {
        alignmentRect(forFrame: Rect(origin: .zero, size: Switch.defaultSize)).size
    }

    /// The frame reaches 2 points past the right end of what constraints align (UIKit's switch,
    /// as Interface Builder places it: centred on x 187.5, a switch's frame starts at 163, and
    /// after a stack's label at 327 with 8 points of spacing its frame ends 2 points past the
    /// stack's edge).
    open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }

    /// A switch is a toggle whose value is On or Off.
    open override var defaultAccessibility: AccessibilityDescription {
        AccessibilityDescription(isElement: true, value: on ? "On" : "Off", traits: AccessibilityTraits([.toggleButton]).union(controlStateTraits))
    }

    /// Activating a switch flips it, as a click does.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
        return true
    }

    open override var debugDetails: [String] { [on ? "on" : "off"] }
}
