import Foundation
import QuillFoundation
import QuillGraphics
import QuillTemplates
import QuillViews

/// A row of stars (UIKit has none; macOS's `NSLevelIndicator` in its rating style is the
/// model): clicking a star sets the value to it, clicking the current one again clears it; the
/// arrow keys step it when focused. Sends `valueChanged` when the user changes the value.
@MainActor
public final class RatingControl: Control, InspectablePropertyObserving {
    /// How many stars are filled, `0...maximum`.
    @Inspectable public var value = 0 {
        didSet { _value.wrappedValue = clamped(value); setNeedsDisplay() }
    }
    /// How many stars there are.
    @Inspectable public var maximum = 5 {
        didSet { _maximum.wrappedValue = Swift.max(1, Swift.min(maximum, 20)); _value.wrappedValue = clamped(value); setNeedsDisplay() }
    }
    /// The colour of filled stars.
    @Inspectable public var starColor = Color(red8: 255, green8: 159, blue8: 10) {
        didSet { setNeedsDisplay() }
    }

    /// Creates a rating control (180x36 points unless given a size).
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: frame.size == .zero ? Size(width: 180, height: 36) : frame.size))
    }

    /// Creates the rating control a template describes by name (see `View.init(coder:)`).
    public required convenience init?(coder: TemplateCoder) {
        self.init(frame: .zero)
    }

    private func clamped(_ v: Int) -> Int { Swift.max(0, Swift.min(v, maximum)) }

    /// Templates and apps that set properties by name come here (not through `didSet`).
    public func inspectablePropertyDidChange(named name: String) {
        _maximum.wrappedValue = Swift.max(1, Swift.min(maximum, 20))
        _value.wrappedValue = clamped(value)
        setNeedsDisplay()
    }

    private var starWidth: Double { bounds.width / Double(maximum) }

    private func star(at x: Double) -> Int { Swift.max(1, Swift.min(maximum, Int(x / starWidth) + 1)) }

    private func userSet(_ newValue: Int) {
        let old = value
        value = newValue
        if value != old { sendActions(for: .valueChanged) }
    }

    public override func beginTracking(_ event: PointerEvent) -> Bool {
        _ = becomeFirstResponder()
        return true
    }

    public override func endTracking(_ event: PointerEvent?) {
        guard let event, bounds.contains(event.location(in: self)) else { return }
        let tapped = star(at: event.location(in: self).x)
        userSet(tapped == value ? 0 : tapped)
    }

    public override var canBecomeFirstResponder: Bool { isEnabled }

    public override func keyDown(_ event: KeyEvent) {
        switch event.key {
        case .left, .down: userSet(value - 1)
        case .right, .up: userSet(value + 1)
        case .home: userSet(0)
        case .end: userSet(maximum)
        default: super.keyDown(event)
        }
    }

    public override func draw(in context: GraphicsContext) {
        let size = Swift.min(starWidth, bounds.height) * 0.8
        for index in 0..<maximum {
            let center = Point(x: starWidth * (Double(index) + 0.5), y: bounds.midY)
            let path = RatingControl.star(center: center, radius: size / 2)
            if index < value {
                context.fill(path, color: isEnabled ? starColor : Color(white: 0.75))
            } else {
                context.fill(path, color: Color(white: 0.86))
            }
        }
        if isFirstResponder {
            context.strokeInside(bounds, cornerRadius: 6, lineWidth: 2, color: tintColor.withAlphaComponent(0.6))
        }
    }

    /// A five-pointed star.
    static func star(center: Point, radius: Double) -> Path {
        var path = Path()
        for point in 0..<10 {
            let r = point % 2 == 0 ? radius : radius * 0.45
            let angle = -Double.pi / 2 + Double(point) * Double.pi / 5
            let p = Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            if point == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    public override var debugDetails: [String] { ["value = \(value)/\(maximum)"] }
}
