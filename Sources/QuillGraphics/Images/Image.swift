import Foundation
import QuillFoundation
import Synchronization

/// An immutable picture: premultiplied pixels plus the scale they were made for
/// (a `@2x` image has scale 2, so its size in points is half its size in pixels).
public final class Image: Hashable, Sendable, CustomStringConvertible {
    /// The pixels.
    public let bitmap: Bitmap
    /// Pixels per point.
    public let scale: Double
    /// The name or path the image was loaded from, for diagnostics.
    public let name: String

    /// How the image is drawn: `.alwaysTemplate` images are filled with the tint colour.
    public let renderingMode: ImageRenderingMode
    /// Whether image views mirror it in right-to-left layouts (an arrow or a chevron that
    /// points forward); see `imageFlippedForRightToLeftLayoutDirection()`.
    public let flipsForRightToLeftLayoutDirection: Bool
    /// The same picture at other scales, when its loader knows where to find them.
    public let variants: ImageVariants?

    /// Pixels this image holds of `DecodedImageBudget.shared` (decoded images only).
    private let budgetedPixels: Int
    /// The image whose pixels this one shares (`withRenderingMode`), kept so its budget stays
    /// reserved while they are in use.
    private let source: Image?
    /// Tinted copies made for template drawing, by tint colour (a few at most).
    private let tinted = Mutex<[Color: Image]>([:])

    /// Wraps pixels as an image.
    public init(
        bitmap: Bitmap, scale: Double = 1, name: String = "", renderingMode: ImageRenderingMode = .automatic,
        flipsForRightToLeftLayoutDirection: Bool = false
    ) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.name = name
        self.renderingMode = renderingMode
        self.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
        variants = nil
        budgetedPixels = 0
        source = nil
    }

    private init(decoded bitmap: Bitmap, scale: Double, name: String) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.name = name
        renderingMode = .automatic
        flipsForRightToLeftLayoutDirection = false
        variants = nil
        budgetedPixels = bitmap.width * bitmap.height
        source = nil
    }

    /// An image that shares another's pixels, scale, variants and rendering (no copy): what an
    /// initializer that finds an image elsewhere (`Image(named:in:)`) returns.
    public convenience init(sharing image: Image) {
        self.init(sharing: image, renderingMode: image.renderingMode, flips: image.flipsForRightToLeftLayoutDirection, variants: image.variants)
    }

    private init(sharing image: Image, renderingMode: ImageRenderingMode, flips: Bool, variants: ImageVariants?) {
        bitmap = image.bitmap
        scale = image.scale
        name = image.name
        self.renderingMode = renderingMode
        flipsForRightToLeftLayoutDirection = flips
        self.variants = variants
        budgetedPixels = 0
        source = image.source ?? image
    }

    /// The same pixels drawn another way (UIKit's `withRenderingMode(_:)`).
    public func withRenderingMode(_ mode: ImageRenderingMode) -> Image {
        mode == renderingMode ? self : Image(sharing: self, renderingMode: mode, flips: flipsForRightToLeftLayoutDirection, variants: variants)
    }

    /// The same image, mirrored by image views and buttons laid out right to left (UIKit's
    /// method of the same name): for images that point in the reading direction.
    public func imageFlippedForRightToLeftLayoutDirection() -> Image {
        flipsForRightToLeftLayoutDirection ? self : Image(sharing: self, renderingMode: renderingMode, flips: true, variants: variants)
    }

    /// The same image, able to load its other scales with `variants`.
    public func withVariants(_ variants: ImageVariants) -> Image {
        Image(sharing: self, renderingMode: renderingMode, flips: flipsForRightToLeftLayoutDirection, variants: variants)
    }

    /// The variant made for a display scale (a `@2x` file on a 2x display), drawn the way this
    /// image is (rendering mode, mirroring); the image itself when it is that scale or has no
    /// variants there.
    public func bestVariant(forScale displayScale: Double) -> Image {
        guard let variants, displayScale.isFinite, abs(displayScale.rounded() - scale) > 0.01,
            let variant = variants.image(forScale: displayScale), variant.scale != scale
        else { return self }
        let drawn = variant.withRenderingMode(renderingMode)
        return flipsForRightToLeftLayoutDirection ? drawn.imageFlippedForRightToLeftLayoutDirection() : drawn
    }

    /// The image's alpha filled with `color` (what a template image draws as); cached per colour.
    public func tinted(with color: Color) -> Image {
        if let cached = tinted.withLock({ $0[color] }) { return cached }
        let fill = PixelColor(color)
        var pixels = bitmap
        for index in pixels.pixels.indices {
            let alpha = pixels.pixels[index] >> 24
            guard alpha > 0 else { continue }
            // Premultiplied: every channel of the fill scaled by the pixel's coverage.
            let r = (fill.red * alpha + 127) / 255, g = (fill.green * alpha + 127) / 255
            let b = (fill.blue * alpha + 127) / 255, a = (fill.alpha * alpha + 127) / 255
            pixels.pixels[index] = r | (g << 8) | (b << 16) | (a << 24)
        }
        let plain = Image(bitmap: pixels, scale: scale, name: name, renderingMode: .alwaysOriginal)
        let image = flipsForRightToLeftLayoutDirection ? plain.imageFlippedForRightToLeftLayoutDirection() : plain
        tinted.withLock { cache in
            if cache.count >= 4 { cache.removeAll() }
            cache[color] = image
        }
        return image
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
    /// scale. With `root`, the file read must lie inside that folder once links are followed
    /// (checked on the open file, so a link swapped in after a lookup cannot lead outside).
    /// - Throws: `QuillError` when the file is missing, outside `root`, not an image or damaged.
    public convenience init(contentsOfFile path: String, confinedTo root: String? = nil) throws {
        let data = try Image.fileData(at: path, confinedTo: root)
        try self.init(data: data, scale: ImageFileNames.scale(ofFile: path), name: path)
    }

    /// A placeholder as large as the PNG or JPEG file at `path`, read from its header without
    /// decoding its pixels: for tools that lay a template out without drawing it
    /// (`quill lint`), where decoding every image cost seconds and a gigabyte.
    /// - Throws: `QuillError` when the file is missing, outside `root`, or its header is not a
    ///   PNG or JPEG header within the image limits.
    /// `scale` is the file's pixels per point (by default from an `@2x`/`@3x` name).
    public static func placeholder(sizedLike path: String, confinedTo root: String? = nil, scale: Double? = nil) throws -> Image {
        let data = try fileData(at: path, confinedTo: root)
        let (width, height) = try ImageHeader.pixelSize(of: data, name: path)
        let scale = scale ?? ImageFileNames.scale(ofFile: path)
        return placeholder(size: Size(width: Double(width) / scale, height: Double(height) / scale), scale: scale, name: path)
    }

    /// The bytes of an image file: a regular file of at most `ImageLimits.maximumFileSize`,
    /// inside `root` when one is given.
    static func fileData(at path: String, confinedTo root: String?) throws -> Data {
        switch RegularFile.contents(atPath: path, limit: ImageLimits.maximumFileSize, confinedTo: root) {
        case .success(let contents): return contents
        case .failure(let problem) where problem.leadsOutside:
            throw QuillError("cannot read image file '\(path)': \(problem)", hint: RegularFile.Problem.outsideHint)
        case .failure(let problem):
            throw QuillError(
                "cannot read image file '\(path)': \(problem)",
                hint: "an image must be a readable regular PNG or JPEG file of at most \(ImageLimits.maximumFileSize >> 20) MiB")
        }
    }

    /// Encodes the image as PNG.
    public func pngData() throws -> Data { try PNGCodec.encode(bitmap) }

    /// Images are equal only when they are the same object (`===`), not when their pixels match.
    public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }
    /// Hashes the object's identity, agreeing with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// `Image(name, WxH@Sx)` with the size in pixels, e.g. `Image(logo.png, 64x64@2x)`.
    public var description: String { "Image(\(name.isEmpty ? "unnamed" : name), \(bitmap.width)x\(bitmap.height)@\(scale)x)" }
}
