import QuillFoundation

/// The bounds every image decoder applies before allocating pixels, so a small hostile file
/// cannot exhaust memory (docs/Limits.md).
public enum ImageLimits {
    /// The largest width or height accepted.
    public static let maximumDimension = 16_384
    /// The most pixels in one decoded image: 32 Mi pixels (128 MiB, 8192x4096).
    public static let maximumPixelCount = 32 << 20
    /// The largest image file read: 64 MiB (a 32 Mi-pixel PNG compresses to far less).
    public static let maximumFileSize = 64 << 20
    /// The largest font file read: 64 MiB (the biggest CJK fonts are about 20 MiB).
    public static let maximumFontFileSize = 64 << 20

    /// Checks a decoded size against the limits.
    /// - Throws: `QuillError` naming the image (`label`) and the limits when it is past them.
    static func check(width: Int, height: Int, label: String) throws {
        guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension, width * height <= maximumPixelCount else {
            throw QuillError(
                "\(label) is \(width)x\(height) pixels; Quill decodes images up to \(maximumDimension) pixels a side and \(maximumPixelCount >> 20) Mi pixels",
                hint: "scale the image down (see docs/Limits.md)")
        }
    }
}
