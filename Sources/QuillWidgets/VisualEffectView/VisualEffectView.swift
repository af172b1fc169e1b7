import QuillFoundation
import QuillGraphics
import QuillViews

/// A translucent material behind content (UIKit's `UIVisualEffectView`): put subviews in
/// `contentView`, which fills the view. What is drawn behind the view is blurred (a 3-pass box
/// blur close to a Gaussian, by the rasterizer, in whole device pixels) and the material's tint
/// laid over it; the blurred area is redrawn whole when anything behind it changes.
@MainActor
open class VisualEffectView: View {
    /// Where the view's content goes; it fills the view.
    public let contentView = View(frame: .zero)
    /// The material, or `nil` for none.
    public var effect: BlurEffectStyle? {
        didSet {
            backdropBlurRadius = effect == nil ? 0 : VisualEffectView.blurRadius
            setNeedsDisplay()
        }
    }
    /// How far the backdrop is blurred, in points.
    public static let blurRadius = 10.0

    /// Creates a view with a material.
    public init(effect: BlurEffectStyle?) {
        self.effect = effect
        super.init(frame: .zero)
        backdropBlurRadius = effect == nil ? 0 : VisualEffectView.blurRadius
        setUp()
    }

    /// Creates a view without a material.
    public override init(frame: Rect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates the view a template describes by name (see `View.init(coder:)`), with no
    /// effect until the template gives one.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        window?.unregisterBackdrop(self)
        newWindow?.registerBackdrop(self)
    }

    open override func draw(in context: GraphicsContext) {
        guard let effect else { return }
        context.fill(bounds, color: effect.tint)
    }
}
