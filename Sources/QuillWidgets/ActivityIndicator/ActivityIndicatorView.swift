import Foundation
import QuillFoundation
import QuillGraphics
import QuillViews

/// A spinning wheel of spokes showing that work is under way (UIKit's
/// `UIActivityIndicatorView`). It turns one spoke per twelfth of a second while animating.
@MainActor
open class ActivityIndicatorView: View {
    /// Whether it hides itself when stopped.
    public var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// The spokes' colour.
    public var color: Color = .gray { didSet { setNeedsDisplay() } }
    /// Whether it spins.
    public private(set) var isAnimating = false
    /// The spoke drawn darkest (0...11).
    public private(set) var phase = 0
    private var timer: ScheduledTimer?

    /// The indicator's size (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: String, Sendable, CaseIterable {
        /// A wheel of 20 by 20 points.
        case medium
        /// A wheel of 37 by 37 points.
        case large

        /// The wheel's side in points.
        public var side: Double { self == .large ? 37 : 20 }
    }

    /// The indicator's size; changing it changes its intrinsic size.
    public var style: Style = .medium {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Creates an indicator at its natural size (20 points, or 37 for `.large`).
    public init(style: Style = .medium, frame: Rect = .zero) {
        self.style = style
        super.init(frame: Rect(origin: frame.origin, size: frame.size == .zero ? Size(width: style.side, height: style.side) : frame.size))
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// Creates a medium indicator at its natural size (20 points).
    public override convenience init(frame: Rect) {
        self.init(style: .medium, frame: frame)
    }

    /// Creates the indicator a template describes by name (see `View.init(coder:)`): medium,
    /// hidden until it animates.
    public required init?(coder: TemplateCoder) {
        style = .medium
        super.init(coder: coder)
        bounds.size = Size(width: Style.medium.side, height: Style.medium.side)
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// The wheel's natural size: 20 by 20 points, 37 by 37 when `.large`.
    open override var intrinsicContentSize: Size? { Size(width: style.side, height: style.side) }

    /// Starts spinning (and shows the indicator).
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startTimer()
    }

    /// Spins on the scheduler of the window the indicator is in (moving to another window moves
    /// the timer along).
    private func startTimer() {
        timer?.cancel()
        timer = scheduler.schedule(after: 1.0 / 12.0, repeating: 1.0 / 12.0) { [weak self] _ in
            guard let self else { return }
            self.phase = (self.phase + 1) % 12
            self.setNeedsDisplay()
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if isAnimating { startTimer() }
    }

    /// Stops spinning (and hides the indicator when `hidesWhenStopped`).
    public func stopAnimating() {
        isAnimating = false
        timer?.cancel()
        timer = nil
        if hidesWhenStopped { isHidden = true }
    }

    open override func draw(in context: GraphicsContext) {
        let c = Point(x: bounds.midX, y: bounds.midY)
        let r = Swift.min(bounds.width, bounds.height) / 2
        for i in 0..<12 {
            let angle = Double(i) * .pi / 6 - .pi / 2
            let fade = Double((i - phase + 12) % 12) / 12
            var path = Path()
            path.addLineSegment(
                from: Point(x: c.x + cos(angle) * r * 0.45, y: c.y + sin(angle) * r * 0.45),
                to: Point(x: c.x + cos(angle) * r * 0.95, y: c.y + sin(angle) * r * 0.95), width: Swift.max(1.5, r * 0.18))
            context.fill(path, color: color.withAlphaComponent(1 - fade * 0.85))
        }
    }

    /// A spinning indicator reads "In progress".
    open override var defaultAccessibility: AccessibilityDescription {
        AccessibilityDescription(isElement: isAnimating, label: "In progress", traits: .updatesFrequently)
    }

    open override var debugDetails: [String] { [isAnimating ? "animating" : "stopped"] }
}
