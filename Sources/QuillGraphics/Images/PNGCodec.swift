internal import CPNG
import Foundation
import QuillFoundation

/// PNG decoding and encoding through libpng's simplified API.
public enum PNGCodec {
    /// The largest width or height accepted (`ImageLimits.maximumDimension`).
    public static let maximumDimension = ImageLimits.maximumDimension
    /// The most pixels in one decoded image (`ImageLimits.maximumPixelCount`).
    public static let maximumPixelCount = ImageLimits.maximumPixelCount

    /// Decodes PNG data into premultiplied pixels.
    /// - Throws: `QuillError` with libpng's reason when the data is not a valid PNG.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - name: What messages call the data (its file name), or empty.
    ///   - budget: Reserves the decoded pixels there before they are allocated (the caller
    ///     gives them back); `Image` decodes against `DecodedImageBudget.shared`.
    public static func decode(_ data: Data, name: String = "", budget: DecodedImageBudget? = nil) throws -> Bitmap {
        let label = name.isEmpty ? "PNG data" : "'\(name)'"
        guard data.count >= 8 else {
            throw QuillError("\(label) is not a PNG image (only \(data.count) bytes)", hint: "use a PNG file")
        }
        var image = png_image()
        image.version = quill_png_image_version()
        let began = data.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard began != 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw QuillError("\(label) is not a valid PNG image: \(reason)", hint: "re-export it as PNG")
        }
        let width = Int(image.width), height = Int(image.height)
        // Reserved before the pixels are allocated; the Image made from them gives them back.
        do {
            try ImageLimits.check(width: width, height: height, label: label)
            try budget?.reserve(width * height, for: label)
        } catch {
            png_image_free(&image)
            throw error
        }
        image.format = quill_png_format_rgba()
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let finished = data.withUnsafeBytes { _ in
            bytes.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
            }
        }
        guard finished != 0 else {
            budget?.release(width * height)
            let reason = message(of: &image)
            png_image_free(&image)
            throw QuillError("\(label) could not be decoded: \(reason)", hint: "the file may be truncated")
        }
        return Bitmap(width: width, height: height, straightRGBA: bytes)!
    }

    /// Encodes pixels as a PNG file's bytes (straight alpha, 8 bits per channel).
    public static func encode(_ bitmap: Bitmap) throws -> Data {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw QuillError("cannot encode an empty \(bitmap.width)x\(bitmap.height) image as PNG")
        }
        var bytes = bitmap.straightRGBABytes()
        var image = png_image()
        image.version = quill_png_image_version()
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = quill_png_format_rgba()
        var size = 0
        // First call measures, second writes.
        let measured = bytes.withUnsafeMutableBytes { raw in
            png_image_write_to_memory(&image, nil, &size, 0, raw.baseAddress, 0, nil)
        }
        guard measured != 0, size > 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw QuillError("PNG encoding failed: \(reason)")
        }
        var output = Data(count: size)
        let written = output.withUnsafeMutableBytes { out in
            bytes.withUnsafeMutableBytes { raw in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, raw.baseAddress, 0, nil)
            }
        }
        guard written != 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw QuillError("PNG encoding failed: \(reason)")
        }
        output.count = size
        return output
    }

    /// Writes pixels to a PNG file, creating parent folders.
    public static func write(_ bitmap: Bitmap, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encode(bitmap).write(to: url)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
