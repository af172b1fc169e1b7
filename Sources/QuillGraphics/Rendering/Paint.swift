import QuillFoundation

/// What fills a shape: a solid colour, a linear gradient or an image.
public enum Paint: Hashable, Sendable {
    /// A solid colour.
    case color(Color)
    /// A linear gradient, its points in the drawing's coordinates.
    case linearGradient(LinearGradient)
    /// An image stretched over `rect` (in the drawing's coordinates).
    case image(Image, rect: Rect, interpolation: ImageInterpolation, opacity: Double)
}
