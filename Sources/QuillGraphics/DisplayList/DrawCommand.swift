import QuillFoundation

/// One recorded drawing operation. Coordinates are in the recording view's user space.
public enum DrawCommand: Sendable {
    /// Fills a rectangle with a colour or gradient (`Rasterizer.fill(_:with:)`).
    case fillRect(Rect, Paint)
    /// Fills a path (non-zero winding), anti-aliased.
    case fillPath(Path, Paint)
    /// Strokes the inside edge of a rectangle with rounded corners (radius in points): how a
    /// view's border is drawn (`CALayer.borderWidth`), never spilling outside the rectangle.
    case strokeInside(Rect, cornerRadius: Double, lineWidth: Double, Paint)
    /// Strokes a straight line `lineWidth` points wide with butt (flat) ends.
    case strokeLine(from: Point, to: Point, lineWidth: Double, Paint)
    /// Draws an image stretched into a rectangle, sampled with `interpolation`, at `opacity` (0...1).
    case image(Image, in: Rect, interpolation: ImageInterpolation, opacity: Double)
    /// Draws laid-out text with its first line's top-left corner at a point; runs with their own
    /// colour keep it, the rest take `color`.
    case text(TextLayout, at: Point, color: Color)
    /// Pushes the current transform and clip, as `CGContext.saveGState()`.
    case save
    /// Pops the transform and clip pushed by the matching `save`; one without a `save` in the same
    /// list is ignored.
    case restore
    /// Applies a transform before the current one, moving the user space of what follows.
    case concatenate(Transform)
    /// Limits what follows (until `restore`) to a rectangle: at whole pixels when it stays
    /// axis-aligned, anti-aliased otherwise.
    case clipRect(Rect)
    /// Limits what follows (until `restore`) to the inside of a path, with anti-aliased edges.
    case clipPath(Path)
    /// Starts a transparency layer: what follows is drawn opaque into it, then blended down
    /// at `opacity` by `endLayer`, so overlapping shapes fade as one (a view's `alpha`).
    case beginLayer(opacity: Double)
    /// Blends the layer begun last onto what lies beneath; unmatched ones are ignored, layers left
    /// open are ended when the list finishes.
    case endLayer
}
