import QuillFoundation
import QuillGraphics
import QuillViews
/// A view that shows an image, placed by its content mode (UIKit's `UIImageView`).
@MainActor
open class ImageView: View {
    /// The image shown.
    public var image: Image? {
        didSet {
            guard image != oldValue else { return }
            setNeedsDisplay()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }
    /// The image shown while highlighted; `nil` keeps `image`.
    public var highlightedImage: Image? { didSet { if isHighlighted { setNeedsDisplay() } } }
    /// Whether the highlighted image is shown.
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// How the image is placed in the bounds.
    public var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
    /// How the image is sampled when drawn at another size.
    public var interpolation: ImageInterpolation = .bilinear { didSet { if interpolation != oldValue { setNeedsDisplay() } } }

    /// Creates an image view.
    public override init(frame: Rect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Creates the image view a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        isUserInteractionEnabled = false
    }

    /// Creates an image view the size of its image.
    public convenience init(image: Image?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image drawn now.
    public var currentImage: Image? { isHighlighted ? (highlightedImage ?? image) : image }

    open override func draw(in context: GraphicsContext) {
        // The variant made for the window's scale (a @2x file on a 2x display), when known.
        guard let image = currentImage?.bestVariant(forScale: window?.scale ?? 1) else { return }
        let rect = contentMode.rect(forContentOf: image.size, in: bounds)
        // A template image is a mask filled with the tint colour (UIKit's template rendering).
        let drawn = image.renderingMode == .alwaysTemplate ? image.tinted(with: tintColor) : image
        if image.flipsForRightToLeftLayoutDirection, effectiveUserInterfaceLayoutDirection == .rightToLeft {
            // Mirrored about the image's own centre.
            context.save()
            context.concatenate(Transform(a: -1, b: 0, c: 0, d: 1, tx: 2 * rect.midX, ty: 0))
            context.draw(drawn, in: rect, interpolation: interpolation)
            context.restore()
            return
        }
        context.draw(drawn, in: rect, interpolation: interpolation)
    }

    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }
    open override var intrinsicContentSize: Size? { image?.size }

    /// An image view is not an element unless made one (as in UIKit); then it is an image.
    open override var defaultAccessibility: AccessibilityDescription { AccessibilityDescription(traits: .image) }

    open override var debugDetails: [String] {
        guard let image else { return [] }
        return ["image = \"\(image.name.split(separator: "/").last.map(String.init) ?? "")\""]
    }
}
