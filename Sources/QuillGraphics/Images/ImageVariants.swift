import Synchronization

/// An image's other scales, loaded when first asked for: a view shows the variant made for its
/// window's scale (`Image.bestVariant(forScale:)`), as UIKit's named images follow the screen.
/// Loaders that know where an image came from (a name in `ImageCatalog`, a template's bundle or
/// asset catalog) attach one.
public final class ImageVariants: Sendable {
    private let load: @Sendable (Double) -> Image?
    /// Loaded variants by whole scale (`nil`: none at that scale).
    private let loaded = Mutex<[Int: Image?]>([:])

    /// Variants made by `load` for a scale of 1, 2 or 3 (or `nil` when there is none).
    public init(_ load: @escaping @Sendable (Double) -> Image?) {
        self.load = load
    }

    /// The variant for a display scale (rounded to 1, 2 or 3), loaded once.
    public func image(forScale scale: Double) -> Image? {
        let key = Swift.min(3, Swift.max(1, Int(scale.isFinite ? scale.rounded() : 1)))
        if let known = loaded.withLock({ $0[key] }) { return known }
        let image = load(Double(key))
        loaded.withLock { $0[key] = image }
        return image
    }
}
