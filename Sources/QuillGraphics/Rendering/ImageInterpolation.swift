/// How image pixels are sampled when an image is drawn at another size.
public enum ImageInterpolation: Hashable, Sendable {
    /// The nearest pixel: hard edges, for pixel art.
    case nearest
    /// A weighted mix of the four nearest pixels: smooth.
    case bilinear
}
