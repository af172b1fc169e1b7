import Foundation
import QuillFoundation

/// Finds images by name, the way `UIImage(named:)` does: in folders searched in order (the
/// bundled `Assets/Images` last), preferring the `@2x` file on a 2x display. Loaded images
/// are cached.
public final class ImageCatalog: @unchecked Sendable {
    /// The catalog views use.
    public static let shared = ImageCatalog()

    private let lock = NSLock()
    private var folders: [String] = []
    private var cache: [String: Image] = [:]

    /// Creates a catalog that searches the bundled images.
    public init() {}

    /// Adds a folder searched before the ones added earlier.
    public func addSearchFolder(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        folders.insert(path, at: 0)
    }

    /// Forgets the loaded images, so the next lookups read the files again (an image edited
    /// while the program runs, as in `quill preview`).
    public func removeCachedImages() {
        lock.lock()
        defer { lock.unlock() }
        cache.removeAll()
        AssetCatalog.removeCached()
    }

    /// The image with a name (`logo`, `logo.png`, `photo.jpg`), for a display scale: in each
    /// folder, from an asset catalog in it (`NAME.xcassets`) first, then PNG or JPEG files, the
    /// scale's `@2x`/`@3x` variant preferred (`ImageFileNames`).
    /// - Throws: `QuillError` listing the folders searched when no file has that name.
    ///
    /// The image knows its other scales (`Image.variants`): an image view on a window of
    /// another scale draws the variant made for it.
    public func image(named name: String, scale: Double = 1) throws -> Image {
        let key = "\(name)@\(scale)"
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        var searched = folders
        lock.unlock()
        if let assets = try? AssetLocator.assetsDirectory() { searched.append((assets as NSString).appendingPathComponent("Images")) }
        let candidates = ImageFileNames.candidates(for: name, scale: scale)
        for folder in searched {
            if let found = try AssetCatalog.image(named: name, scale: scale, inCatalogsIn: folder) {
                let image = withVariants(found, name: name)
                lock.lock()
                cache[key] = image
                lock.unlock()
                return image
            }
            for candidate in candidates {
                let path = (folder as NSString).appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: path) {
                    let image = withVariants(try Image(contentsOfFile: path), name: name)
                    lock.lock()
                    cache[key] = image
                    lock.unlock()
                    return image
                }
            }
        }
        throw QuillError(
            "no image named '\(name)' (searched: \(searched.joined(separator: ", ")))",
            hint: "add '\(candidates.first { !$0.contains("@") } ?? name)' (PNG or JPEG) to one of those folders")
    }

    /// The image able to load its other scales from this catalog by the same name.
    private func withVariants(_ image: Image, name: String) -> Image {
        image.withVariants(ImageVariants { [weak self] scale in try? self?.image(named: name, scale: scale) })
    }
}
