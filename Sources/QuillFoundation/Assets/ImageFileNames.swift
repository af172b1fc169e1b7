import Foundation

/// The file names an image name may have on disk, in the order they are preferred: the
/// display scale's variant first (`logo@2x` at 2x), then the others, each as PNG then JPEG.
/// `ImageCatalog`, template bundles and widget bundles all look images up this way.
public enum ImageFileNames {
    /// The file extensions images are read from.
    public static let extensions = ["png", "jpg", "jpeg"]

    /// The candidate file names for `name` (`logo`, `logo.png`, `photo.jpg`) at a scale; a name
    /// with an image extension keeps it.
    public static func candidates(for name: String, scale: Double) -> [String] {
        let ext = (name as NSString).pathExtension
        let hasImageExtension = extensions.contains(ext.lowercased())
        let base = hasImageExtension ? String(name.dropLast(ext.count + 1)) : name
        let types = hasImageExtension ? [ext] : extensions
        let suffixes: [String] = switch Int(scale.rounded()) {
        case 3...: ["@3x", "@2x", ""]
        case 2: ["@2x", "@3x", ""]
        default: ["", "@2x", "@3x"]
        }
        return suffixes.flatMap { suffix in types.map { base + suffix + "." + $0 } }
    }

    /// The scale a file name says (`@2x` → 2, `@3x` → 3, otherwise 1).
    public static func scale(ofFile path: String) -> Double {
        let base = (path as NSString).deletingPathExtension
        return base.hasSuffix("@3x") ? 3 : (base.hasSuffix("@2x") ? 2 : 1)
    }
}
