import QuillFoundation

/// What a view draws with: records operations into a display list. Nothing is drawn until the
/// list is replayed by the rasterizer, so drawing code never touches pixels.
public final class GraphicsContext {
    /// What has been recorded.
    public private(set) var displayList = DisplayList()

    /// Creates an empty context.
    public init() {}

    /// Fills a rectangle with a colour.
    public func fill(_ rect: Rect, color: Color) {
        if color.alpha > 0 { displayList.append(.fillRect(rect, .color(color))) }
    }

    /// Fills a rectangle with a paint.
    public func fill(_ rect: Rect, with paint: Paint) { displayList.append(.fillRect(rect, paint)) }

    /// Fills a path with a colour.
    public func fill(_ path: Path, color: Color) {
        if color.alpha > 0 { displayList.append(.fillPath(path, .color(color))) }
    }

    /// Fills a path with a paint.
    public func fill(_ path: Path, with paint: Paint) { displayList.append(.fillPath(path, paint)) }

    /// Fills a rounded rectangle.
    public func fill(_ rect: Rect, cornerRadius: Double, with paint: Paint) {
        if cornerRadius <= 0 {
            fill(rect, with: paint)
        } else {
            fill(Path(roundedRect: rect, cornerRadius: cornerRadius), with: paint)
        }
    }

    /// Strokes just inside the edge of a (rounded) rectangle.
    public func strokeInside(_ rect: Rect, cornerRadius: Double = 0, lineWidth: Double, color: Color) {
        if color.alpha > 0, lineWidth > 0 {
            displayList.append(.strokeInside(rect, cornerRadius: cornerRadius, lineWidth: lineWidth, .color(color)))
        }
    }

    /// Strokes a straight line.
    public func strokeLine(from start: Point, to end: Point, lineWidth: Double, color: Color) {
        if color.alpha > 0 { displayList.append(.strokeLine(from: start, to: end, lineWidth: lineWidth, .color(color))) }
    }

    /// Draws an image stretched into a rectangle.
    public func draw(_ image: Image, in rect: Rect, interpolation: ImageInterpolation = .bilinear, opacity: Double = 1) {
        displayList.append(.image(image, in: rect, interpolation: interpolation, opacity: opacity))
    }

    /// Draws laid-out text with its top-left corner at `point`.
    public func draw(_ layout: TextLayout, at point: Point, color: Color) {
        displayList.append(.text(layout, at: point, color: color))
    }

    /// Saves the transform and clip.
    public func save() { displayList.append(.save) }
    /// Restores the transform and clip saved last.
    public func restore() { displayList.append(.restore) }
    /// Applies a transform to what follows.
    public func concatenate(_ transform: Transform) { displayList.append(.concatenate(transform)) }
    /// Moves the origin of what follows.
    public func translate(x: Double, y: Double) { concatenate(Transform(translationX: x, y: y)) }
    /// Clips what follows to a rectangle.
    public func clip(to rect: Rect) { displayList.append(.clipRect(rect)) }
    /// Clips what follows to a path.
    public func clip(to path: Path) { displayList.append(.clipPath(path)) }
    /// Starts a group drawn with one opacity.
    public func beginTransparencyLayer(opacity: Double) { displayList.append(.beginLayer(opacity: opacity)) }
    /// Ends the group begun last.
    public func endTransparencyLayer() { displayList.append(.endLayer) }
}
