import QuillFoundation
import QuillGraphics
import QuillViews
/// A bar showing how far a task has come (UIKit's `UIProgressView`).
@MainActor
open class ProgressView: View {
    /// The progress, 0...1.
    public var progress: Double {
        get { current }
        set { setProgress(newValue, animated: false) }
    }
    /// The filled part's colour (default: the tint colour).
    public var progressTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The track's colour.
    public var trackTintColor = Color(red8: 224, green8: 224, blue8: 228) { didSet { setNeedsDisplay() } }
    /// How thick the bar is, its intrinsic height: 4 points (UIKit's since iOS 13), or 2 for the
    /// thinner bar of iOS 7 to 12, which Interface Builder drew in files saved before Xcode 11.
    public var barHeight = 4.0 {
        didSet {
            guard barHeight != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    private var current = 0.0
    private var animation: FrameCallback?

    /// Creates a progress bar.
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: frame.size == .zero ? Size(width: 200, height: 4) : frame.size))
        commonInit()
    }

    /// Creates the progress view a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        bounds.size = Size(width: 200, height: 4)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        isUserInteractionEnabled = false
    }

    /// Sets the progress, optionally moving smoothly over a quarter second.
    public func setProgress(_ value: Double, animated: Bool) {
        let target = Swift.min(1, Swift.max(0, value.isNaN ? 0 : value))
        animation?.cancel()
        animation = nil
        guard animated, target != current else {
            current = target
            setNeedsDisplay()
            return
        }
        let start = current, startTime = scheduler.now
        animation = scheduler.addFrameCallback { [weak self] time in
            guard let self else { return false }
            let t = Swift.min(1, (time - startTime) / 0.25)
            self.current = start + (target - start) * AnimationCurve.easeOut.value(at: t)
            self.setNeedsDisplay()
            return t < 1
        }
    }

    open override func draw(in context: GraphicsContext) {
        let radius = bounds.height / 2
        context.fill(bounds, cornerRadius: radius, with: .color(trackTintColor))
        if current > 0 {
            context.fill(Rect(x: bounds.minX, y: bounds.minY, width: bounds.width * current, height: bounds.height), cornerRadius: radius, with: .color(progressTintColor ?? tintColor))
        }
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: Swift.max(size.width, 100), height: barHeight) }

    /// No width of its own, and the bar's height (`barHeight`).
    open override var intrinsicContentSize: Size? { Size(width: View.noIntrinsicMetric, height: barHeight) }

    /// A progress bar reads its progress as a percentage.
    open override var defaultAccessibility: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: "Progress", value: "\(Int((current * 100).rounded()))%", traits: .updatesFrequently)
    }

    open override var debugDetails: [String] { ["progress = \(current)"] }
}
