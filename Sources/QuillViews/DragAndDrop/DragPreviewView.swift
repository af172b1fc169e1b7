import QuillFoundation
import QuillGraphics

/// The picture that follows the pointer during a drag: the source view's pixels as last drawn,
/// translucent, with a green plus badge while a drop would copy. It takes no events.
@MainActor
final class DragPreviewView: View {
    private let picture: Image?
    /// Where the pointer holds the picture, in its own coordinates.
    let grabOffset: Point
    /// Whether the badge shows (the target would copy).
    var showsCopyBadge = false { didSet { if showsCopyBadge != oldValue { setNeedsDisplay() } } }
    /// How many items are dragged (a count shows beside the badge when more than one).
    let count: Int

    init(of source: View, in window: Window, grabbedAt point: Point, count: Int) {
        let frame = source.convert(source.bounds, to: nil)
        // The source as it looks now, capped so a huge view drags a modest picture.
        let limited = Rect(x: frame.minX, y: frame.minY, width: Swift.min(frame.width, 480), height: Swift.min(frame.height, 320))
        let pixels = Compositor.snapshot(of: source, scale: window.scale, limit: limited.size)
        picture = Image(bitmap: pixels, scale: window.scale)
        grabOffset = Point(x: point.x - limited.minX, y: point.y - limited.minY)
        self.count = count
        super.init(frame: Rect(x: limited.minX, y: limited.minY, width: limited.width + 12, height: limited.height + 12))
        isUserInteractionEnabled = false
        accessibilityIdentifier = "quill.dragPreview"
    }

    /// Not made by templates.
    required init?(coder: TemplateCoder) { nil }

    /// Puts the picture under the pointer.
    func follow(_ pointer: Point) {
        frame.origin = Point(x: pointer.x - grabOffset.x, y: pointer.y - grabOffset.y)
    }

    override func draw(in context: GraphicsContext) {
        let pictureRect = Rect(x: 0, y: 0, width: bounds.width - 12, height: bounds.height - 12)
        if let picture {
            context.draw(picture, in: pictureRect, opacity: 0.75)
        } else {
            context.fill(pictureRect, cornerRadius: 6, with: .color(Color.systemGray4.withAlphaComponent(0.75)))
        }
        guard showsCopyBadge else { return }
        let badge = Rect(x: bounds.width - 22, y: -4, width: 20, height: 20)
        context.fill(badge, cornerRadius: 10, with: .color(.systemGreen))
        context.strokeLine(from: Point(x: badge.midX - 5, y: badge.midY), to: Point(x: badge.midX + 5, y: badge.midY), lineWidth: 2, color: .white)
        context.strokeLine(from: Point(x: badge.midX, y: badge.midY - 5), to: Point(x: badge.midX, y: badge.midY + 5), lineWidth: 2, color: .white)
    }
}
