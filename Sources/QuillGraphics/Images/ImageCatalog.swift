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
    }

    /// The image with a name (with or without `.png`), for a display scale.
    /// - Throws: `QuillError` listing the folders searched when no file has that name.
    public func image(named name: String, scale: Double = 1) throws -> Image {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let key = "\(base)@\(scale)"
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        var searched = folders
        lock.unlock()
        if let assets = try? AssetLocator.assetsDirectory() { searched.append((assets as NSString).appendingPathComponent("Images")) }
        let suffixes = scale >= 2 ? ["@\(Int(scale.rounded()))x", "@2x", ""] : ["", "@2x"]
        for folder in searched {
            for suffix in suffixes {
                let path = (folder as NSString).appendingPathComponent(base + suffix + ".png")
                if FileManager.default.fileExists(atPath: path) {
                    let image = try Image(contentsOfFile: path)
                    lock.lock()
                    cache[key] = image
                    lock.unlock()
                    return image
                }
            }
        }
        throw QuillError(
            "no image named '\(name)' (searched: \(searched.joined(separator: ", ")))",
            hint: "add '\(base).png' to one of those folders")
    }
}
