import QuillFoundation
import QuillGraphics
import QuillViews

/// A translucent material behind content (UIKit's `UIVisualEffectView`): put subviews in
/// `contentView`, which fills the view. Quill lays the material's tint over what is behind the
/// view; it does not blur it yet.
@MainActor
open class VisualEffectView: View {
    /// Where the view's content goes; it fills the view.
    public let contentView = View(frame: .zero)
    /// The material, or `nil` for none.
    public var effect: BlurEffectStyle? { didSet { setNeedsDisplay() } }

    /// Creates a view with a material.
    public init(effect: BlurEffectStyle?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a view without a material.
    public override init(frame: Rect) {
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func draw(in context: GraphicsContext) {
        guard let effect else { return }
        context.fill(bounds, color: effect.tint)
    }
}
