import QuillFoundation

/// One recorded drawing operation. Coordinates are in the recording view's user space.
public enum DrawCommand: Sendable {
    case fillRect(Rect, Paint)
    case fillPath(Path, Paint)
    case strokeInside(Rect, cornerRadius: Double, lineWidth: Double, Paint)
    case strokeLine(from: Point, to: Point, lineWidth: Double, Paint)
    case image(Image, in: Rect, interpolation: ImageInterpolation, opacity: Double)
    case text(TextLayout, at: Point, color: Color)
    case save
    case restore
    case concatenate(Transform)
    case clipRect(Rect)
    case clipPath(Path)
    case beginLayer(opacity: Double)
    case endLayer
}
