import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation

final class PNGCodecTests: XCTestCase {
    func testRoundTripKeepsPixels() throws {
        var bitmap = Bitmap(width: 3, height: 2, fill: PixelColor(.white))
        bitmap[1, 0] = PixelColor(Color(red: 1, green: 0.5, blue: 0, alpha: 1))
        bitmap[2, 1] = PixelColor(Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        let decoded = try PNGCodec.decode(try PNGCodec.encode(bitmap))
        XCTAssertEqual(decoded.width, 3)
        XCTAssertEqual(decoded[1, 0], bitmap[1, 0])
        XCTAssertEqual(decoded[2, 1], bitmap[2, 1])
    }

    func testGarbageIsAClearError() {
        XCTAssertThrowsError(try PNGCodec.decode(Data("definitely not a png file".utf8), name: "logo.png")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("'logo.png' is not a valid PNG image"), text)
        }
        XCTAssertThrowsError(try PNGCodec.decode(Data([1, 2]), name: "tiny.png")) { error in
            XCTAssertTrue("\(error)".contains("only 2 bytes"))
        }
    }

    func testTruncatedFileIsAClearError() throws {
        var bitmap = Bitmap(width: 40, height: 40)
        for i in 0..<bitmap.pixels.count { bitmap.pixels[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) | 0xFF00_0000 }
        let data = try PNGCodec.encode(bitmap)
        XCTAssertThrowsError(try PNGCodec.decode(data.prefix(data.count / 2), name: "cut.png")) { error in
            XCTAssertTrue("\(error)".contains("cut.png"), "\(error)")
        }
    }

    func testMissingFileNamesThePath() {
        XCTAssertThrowsError(try Image(contentsOfFile: "/nonexistent/dir/pic.png")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/dir/pic.png"))
        }
    }

    func testImageCatalogFindsBundledImageAndPrefers2x() throws {
        let one = try ImageCatalog().image(named: "quill")
        XCTAssertEqual(one.size, Size(width: 64, height: 64))
        let two = try ImageCatalog().image(named: "quill", scale: 2)
        XCTAssertEqual(two.scale, 2)
        XCTAssertEqual(two.size, Size(width: 64, height: 64))
        XCTAssertEqual(two.bitmap.width, 128)
        // A 1x image knows where its 2x self is, for a window of that scale.
        let catalog = ImageCatalog()
        let variant = try catalog.image(named: "quill").bestVariant(forScale: 2)
        XCTAssertEqual(variant.bitmap.width, 128)
        XCTAssertTrue(variant === (try catalog.image(named: "quill", scale: 2)), "the catalog's cached 2x image")
        XCTAssertEqual(one.bestVariant(forScale: 1).bitmap.width, 64)
        XCTAssertThrowsError(try ImageCatalog().image(named: "no-such-image")) { error in
            XCTAssertTrue("\(error)".contains("no image named 'no-such-image'"))
        }
    }
}
