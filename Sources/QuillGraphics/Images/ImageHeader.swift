import Foundation
import QuillFoundation

/// What an image file's header says, read without decoding its pixels: for tools that check
/// templates (`quill lint`), where decoding every image of a bundle took seconds and a
/// gigabyte and told nothing more about the layout than the size (issue 25).
public enum ImageHeader {
    /// The width and height in pixels a PNG or JPEG file's header gives, checked against the
    /// image limits (`ImageLimits`).
    /// - Throws: `QuillError` naming `name` when the data is neither format, its header is
    ///   damaged, or the image is past the limits.
    public static func pixelSize(of data: Data, name: String = "") throws -> (width: Int, height: Int) {
        let label = name.isEmpty ? "image data" : "'\(name)'"
        let size: (Int, Int)
        if JPEGCodec.isJPEG(data) {
            size = try JPEGCodec.pixelSize(of: data, label: label)
        } else {
            // The PNG signature, then the IHDR chunk: length 13, type, width and height
            // (big-endian). libpng's simplified reader wants the chunks up to the pixels.
            let bytes = [UInt8](data.prefix(24))
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
                throw QuillError("\(label) is not a PNG or JPEG image (no PNG signature and IHDR header)", hint: "use a PNG or JPEG file")
            }
            func bigEndian(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            size = (bigEndian(16), bigEndian(20))
            guard size.0 > 0, size.1 > 0 else { throw QuillError("\(label) is a PNG image of no pixels", hint: "re-export it as PNG") }
        }
        try ImageLimits.check(width: size.0, height: size.1, label: label)
        return size
    }
}
