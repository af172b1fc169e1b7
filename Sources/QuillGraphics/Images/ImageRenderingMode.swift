/// How an image is drawn (UIKit's `UIImage.RenderingMode`).
public enum ImageRenderingMode: Hashable, Sendable {
    /// As the image says: template images from a catalog's template set are tinted, others not.
    case automatic
    /// Always its own colours.
    case alwaysOriginal
    /// As a mask: its alpha filled with the view's tint colour.
    case alwaysTemplate
}
