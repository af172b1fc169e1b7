internal import CJPEG
import Foundation
import QuillFoundation

/// JPEG decoding through libjpeg-turbo: baseline and progressive, greyscale, YCbCr and CMYK
/// (Adobe's inverted CMYK), with the same size limits and decoded-pixel budget as PNG. A
/// damaged or truncated file is an error, not an image padded with grey.
public enum JPEGCodec {
    /// Whether data starts like a JPEG file (the SOI marker followed by another marker).
    public static func isJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8 && data[data.startIndex + 2] == 0xFF
    }

    /// Decodes JPEG data into opaque pixels.
    /// - Throws: `QuillError` with libjpeg's reason when the data is not a whole, valid JPEG.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - name: What messages call the data (its file name), or empty.
    ///   - budget: Reserves the decoded pixels there before they are allocated (the caller
    ///     gives them back); `Image` decodes against `DecodedImageBudget.shared`.
    public static func decode(_ data: Data, name: String = "", budget: DecodedImageBudget? = nil) throws -> Bitmap {
        let label = name.isEmpty ? "JPEG data" : "'\(name)'"
        guard isJPEG(data) else {
            throw QuillError("\(label) is not a JPEG image (it does not start with a JPEG marker)", hint: "use a JPEG or PNG file")
        }
        let (w, h) = try pixelSize(of: data, label: label)
        let width = Int32(w), height = Int32(h)
        var message = [CChar](repeating: 0, count: 512)
        try ImageLimits.check(width: w, height: h, label: label)
        try budget?.reserve(w * h, for: label)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        let decoded = data.withUnsafeBytes { raw in
            bytes.withUnsafeMutableBytes { out in
                quill_jpeg_decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, out.bindMemory(to: UInt8.self).baseAddress, width, height, &message, message.count)
            }
        }
        guard decoded == 0 else {
            budget?.release(w * h)
            throw QuillError("\(label) could not be decoded: \(text(of: message))", hint: "the file may be truncated or damaged; re-export it")
        }
        return Bitmap(width: w, height: h, straightRGBA: bytes)!
    }

    /// The width and height a JPEG's header gives, read without decoding the pixels.
    /// - Throws: `QuillError` naming `label` with libjpeg's reason when the header is damaged.
    static func pixelSize(of data: Data, label: String) throws -> (width: Int, height: Int) {
        var message = [CChar](repeating: 0, count: 512)
        var width: Int32 = 0, height: Int32 = 0
        let read = data.withUnsafeBytes { raw in
            quill_jpeg_read_size(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height, &message, message.count)
        }
        guard read == 0 else {
            throw QuillError("\(label) is not a valid JPEG image: \(text(of: message))", hint: "re-export it as JPEG or PNG")
        }
        return (Int(width), Int(height))
    }

    /// libjpeg's message in a buffer, as text.
    static func text(of message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let reason = String(decoding: bytes, as: UTF8.self)
        return reason.isEmpty ? "libjpeg gave no reason" : reason
    }
}
