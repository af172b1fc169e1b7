import QuillFoundation
import QuillGraphics
import QuillViews
/// A control for choosing a value in a range by dragging a thumb along a track (UIKit's
/// `UISlider`). Clicking the track moves the thumb there; arrow keys step by a tenth when focused.
@MainActor
open class Slider: Control {
    /// While the slider is being dragged, pans and swipes of its ancestors do not begin (UIKit's
    /// rule for drags along a control's own travel).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if isTracking, gestureRecognizer.view !== self, gestureRecognizer is PanGestureRecognizer || gestureRecognizer is SwipeGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The value, within `minimumValue...maximumValue`.
    public var value: Double {
        get { current }
        set { setValue(newValue) }
    }
    /// The lower end of the range.
    public var minimumValue = 0.0 { didSet { setValue(current) } }
    /// The upper end of the range.
    public var maximumValue = 1.0 { didSet { setValue(current) } }
    /// Whether `valueChanged` is sent while dragging (otherwise once, when released).
    public var isContinuous = true
    /// The track colour left of the thumb (default: the tint colour).
    public var minimumTrackTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The track colour right of the thumb.
    public var maximumTrackTintColor = Color(red8: 220, green8: 220, blue8: 224) { didSet { setNeedsDisplay() } }

    private var current = 0.0
    private var valueAtPress = 0.0
    private static let thumbSize = 26.0

    /// Creates a slider.
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: frame.size == .zero ? Size(width: 200, height: 31) : frame.size))
    }

    /// Creates the slider a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        bounds.size = Size(width: 200, height: 31)
    }

    private func setValue(_ v: Double) {
        let clamped = Swift.min(Swift.max(minimumValue, v.isNaN ? minimumValue : v), Swift.max(minimumValue, maximumValue))
        if clamped != current {
            current = clamped
            setNeedsDisplay()
        }
    }

    private var fraction: Double {
        maximumValue > minimumValue ? (current - minimumValue) / (maximumValue - minimumValue) : 0
    }

    private var track: (minX: Double, width: Double) {
        let inset = Slider.thumbSize / 2
        return (bounds.minX + inset, Swift.max(1, bounds.width - 2 * inset))
    }

    /// Whether the minimum is at the right (right-to-left layouts, as UISlider mirrors).
    private var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func value(at x: Double) -> Double {
        var t = Swift.min(1, Swift.max(0, (x - track.minX) / track.width))
        if isMirrored { t = 1 - t }
        return minimumValue + t * (maximumValue - minimumValue)
    }

    open override func beginTracking(_ event: PointerEvent) -> Bool {
        becomeFirstResponder()
        valueAtPress = current
        setValue(value(at: event.location(in: self).x))
        if isContinuous && current != valueAtPress { sendActions(for: .valueChanged) }
        return true
    }

    open override func continueTracking(_ event: PointerEvent) -> Bool {
        let before = current
        setValue(value(at: event.location(in: self).x))
        if isContinuous && current != before { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ event: PointerEvent?) {
        if !isContinuous && current != valueAtPress { sendActions(for: .valueChanged) }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func keyDown(_ event: KeyEvent) {
        let step = (maximumValue - minimumValue) / 10
        let before = current
        switch event.key {
        case .down: setValue(current - step)
        case .up: setValue(current + step)
        case .left: setValue(isMirrored ? current + step : current - step)
        case .right: setValue(isMirrored ? current - step : current + step)
        case .home: setValue(minimumValue)
        case .end: setValue(maximumValue)
        default: return super.keyDown(event)
        }
        if current != before { sendActions(for: .valueChanged) }
    }

    open override func draw(in context: GraphicsContext) {
        if !isEnabled { context.beginTransparencyLayer(opacity: 0.45) }
        let (x0, width) = track
        let mid = bounds.midY
        let thumbX = x0 + width * (isMirrored ? 1 - fraction : fraction)
        context.fill(Rect(x: x0, y: mid - 2, width: width, height: 4), cornerRadius: 2, with: .color(maximumTrackTintColor))
        let filled = isMirrored ? Rect(x: thumbX, y: mid - 2, width: x0 + width - thumbX, height: 4) : Rect(x: x0, y: mid - 2, width: thumbX - x0, height: 4)
        context.fill(filled, cornerRadius: 2, with: .color(minimumTrackTintColor ?? tintColor))
        let thumb = Rect(x: thumbX - Slider.thumbSize / 2, y: mid - Slider.thumbSize / 2, width: Slider.thumbSize, height: Slider.thumbSize)
        context.fill(thumb.offsetBy(dx: 0, dy: 1.5), cornerRadius: Slider.thumbSize / 2, with: .color(Color(white: 0, alpha: 0.15)))
        context.fill(thumb, cornerRadius: Slider.thumbSize / 2, with: .color(isHighlighted ? Color(white: 0.95) : .white))
        context.strokeInside(thumb, cornerRadius: Slider.thumbSize / 2, lineWidth: 0.5, color: Color(white: 0, alpha: 0.1))
        if isFirstResponder { context.strokeInside(thumb.insetBy(dx: -2, dy: -2), cornerRadius: Slider.thumbSize / 2 + 2, lineWidth: 2, color: tintColor.withAlphaComponent(0.6)) }
        if !isEnabled { context.endTransparencyLayer() }
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: Swift.max(size.width, 100), height: 31) }

    /// No width of its own (it takes what it is given) and UIKit's 31 points of height.
    open override var intrinsicContentSize: Size? { Size(width: View.noIntrinsicMetric, height: 31) }

    /// The frame reaches 2 points past the track's ends on each side (UIKit's slider), so
    /// constraints line the track up with other views' edges while the thumb has room.
    open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 2, bottom: 0, right: 2) }

    /// A slider is adjustable; its value is read as a percentage of its range.
    open override var defaultAccessibility: AccessibilityDescription {
        AccessibilityDescription(isElement: true, value: "\(Int((fraction * 100).rounded()))%", traits: AccessibilityTraits([.adjustable]).union(controlStateTraits))
    }

    /// Raises the value by a tenth of the range, as the Up key does.
    open override func accessibilityIncrement() { step(by: 1) }

    /// Lowers the value by a tenth of the range.
    open override func accessibilityDecrement() { step(by: -1) }

    private func step(by direction: Double) {
        guard isEnabled else { return }
        let before = current
        setValue(current + direction * (maximumValue - minimumValue) / 10)
        if current != before { sendActions(for: .valueChanged) }
    }

    /// A slider has no action of its own: assistive technologies adjust it.
    open override func accessibilityActivate() -> Bool { false }

    open override var debugDetails: [String] { ["value = \(current)"] }
}
