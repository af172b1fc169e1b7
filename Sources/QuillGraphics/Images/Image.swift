import Foundation
import QuillFoundation

/// An immutable picture: premultiplied pixels plus the scale they were made for
/// (a `@2x` image has scale 2, so its size in points is half its size in pixels).
public final class Image: Hashable, Sendable, CustomStringConvertible {
    /// The pixels.
    public let bitmap: Bitmap
    /// Pixels per point.
    public let scale: Double
    /// The name or path the image was loaded from, for diagnostics.
    public let name: String

    /// Pixels this image holds of `DecodedImageBudget.shared` (decoded images only).
    private let budgetedPixels: Int

    /// Wraps pixels as an image.
    public init(bitmap: Bitmap, scale: Double = 1, name: String = "") {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.name = name
        budgetedPixels = 0
    }

    private init(decoded bitmap: Bitmap, scale: Double, name: String) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.name = name
        budgetedPixels = bitmap.width * bitmap.height
    }

    deinit {
        if budgetedPixels > 0 { DecodedImageBudget.shared.release(budgetedPixels) }
    }

    /// The size in points.
    public var size: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }

    /// Decodes PNG data.
    /// - Throws: `QuillError` naming `name` when the data is not a PNG the decoder accepts.
    public convenience init(pngData data: Data, scale: Double = 1, name: String = "") throws {
        self.init(decoded: try PNGCodec.decode(data, name: name, budget: .shared), scale: scale, name: name)
    }

    /// Decodes PNG or JPEG data, told apart by their first bytes.
    /// - Throws: `QuillError` naming `name` when the data is neither, or damaged.
    public convenience init(data: Data, scale: Double = 1, name: String = "") throws {
        let bitmap = JPEGCodec.isJPEG(data)
            ? try JPEGCodec.decode(data, name: name, budget: .shared)
            : try PNGCodec.decode(data, name: name, budget: .shared)
        self.init(decoded: bitmap, scale: scale, name: name)
    }

    /// Loads a PNG or JPEG file. A name ending in `@2x` or `@3x` (before the extension) sets the
    /// scale.
    /// - Throws: `QuillError` when the file is missing, not an image or damaged.
    public convenience init(contentsOfFile path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw QuillError(
                "cannot read image file '\(path)'", hint: "check that the file exists and is readable")
        }
        try self.init(data: data, scale: ImageFileNames.scale(ofFile: path), name: path)
    }

    /// Encodes the image as PNG.
    public func pngData() throws -> Data { try PNGCodec.encode(bitmap) }

    public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "Image(\(name.isEmpty ? "unnamed" : name), \(bitmap.width)x\(bitmap.height)@\(scale)x)" }
}
