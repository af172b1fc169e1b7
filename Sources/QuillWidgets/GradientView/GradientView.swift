import QuillFoundation
import QuillGraphics
import QuillViews
/// A view filled with a linear gradient (top to bottom, or left to right), for backgrounds.
@MainActor
open class GradientView: View {
    /// The colours, evenly spaced from the start edge to the end edge.
    public var colors: [Color] = [.white, Color(white: 0.9)] { didSet { setNeedsDisplay() } }
    /// Whether the gradient runs left to right instead of top to bottom.
    public var isHorizontal = false { didSet { setNeedsDisplay() } }

    /// Creates a gradient view.
    public override init(frame: Rect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Creates the gradient view a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        isUserInteractionEnabled = false
    }

    /// Creates a vertical gradient view with colours.
    public convenience init(colors: [Color]) {
        self.init(frame: .zero)
        self.colors = colors
    }

    open override func draw(in context: GraphicsContext) {
        guard !colors.isEmpty else { return }
        let end = isHorizontal ? Point(x: bounds.maxX, y: bounds.minY) : Point(x: bounds.minX, y: bounds.maxY)
        context.fill(bounds, cornerRadius: 0, with: .linearGradient(LinearGradient(colors: colors, start: bounds.origin, end: end)))
    }
}
