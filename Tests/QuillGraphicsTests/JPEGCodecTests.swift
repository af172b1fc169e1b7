import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation

/// JPEG decoding (issue 13): baseline, progressive, greyscale and CMYK files decode to the
/// same picture; damaged files are errors naming the file, never grey padding or a crash.
final class JPEGCodecTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Images").path

    private func data(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: JPEGCodecTests.folder + "/" + name))
    }

    /// The fixtures are 64x48: red, green / blue, white quadrants.
    private func assertQuadrants(_ bitmap: Bitmap, grey: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual([bitmap.width, bitmap.height], [64, 48], file: file, line: line)
        func near(_ x: Int, _ y: Int, _ expected: (UInt32, UInt32, UInt32)) {
            let p = bitmap[x, y]
            let ok = abs(Int(p.red) - Int(expected.0)) <= 12 && abs(Int(p.green) - Int(expected.1)) <= 12 && abs(Int(p.blue) - Int(expected.2)) <= 12
            XCTAssertTrue(ok, "pixel (\(x), \(y)) is \(p.red),\(p.green),\(p.blue), expected \(expected)", file: file, line: line)
            XCTAssertEqual(p.alpha, 255, file: file, line: line)
        }
        if grey {
            // ImageMagick wrote the grey file with Rec. 709 luma of red, green, blue, white.
            near(8, 8, (54, 54, 54)); near(56, 8, (182, 182, 182)); near(8, 40, (18, 18, 18)); near(56, 40, (255, 255, 255))
        } else {
            near(8, 8, (255, 0, 0)); near(56, 8, (0, 255, 0)); near(8, 40, (0, 0, 255)); near(56, 40, (255, 255, 255))
        }
    }

    func testBaselineProgressiveAndCMYKDecodeToTheSamePicture() throws {
        for name in ["quadrants.jpg", "quadrants-progressive.jpg", "quadrants-cmyk.jpg"] {
            assertQuadrants(try JPEGCodec.decode(try data(name), name: name))
        }
        assertQuadrants(try JPEGCodec.decode(try data("quadrants-gray.jpg")), grey: true)
    }

    func testDamagedFilesAreErrorsNamingTheFile() throws {
        XCTAssertThrowsError(try JPEGCodec.decode(try data("quadrants-truncated.jpg"), name: "cut.jpg")) { error in
            XCTAssertTrue("\(error)".contains("'cut.jpg' could not be decoded"), "\(error)")
        }
        XCTAssertThrowsError(try JPEGCodec.decode(try data("not-really.jpg"), name: "fake.jpg")) { error in
            XCTAssertTrue("\(error)".contains("'fake.jpg' is not a valid JPEG image"), "\(error)")
        }
        XCTAssertThrowsError(try JPEGCodec.decode(Data("hello".utf8), name: "text.jpg")) { error in
            XCTAssertTrue("\(error)".contains("does not start with a JPEG marker"), "\(error)")
        }
        // Every prefix of a valid file: an error or a picture, never a crash.
        let whole = try data("quadrants-progressive.jpg")
        for length in stride(from: 0, to: whole.count, by: 7) { _ = try? JPEGCodec.decode(whole.prefix(length)) }
    }

    func testAProgressiveFileWithThousandsOfScansIsRefused() throws {
        // Each scan is a pass over the image: 20,000 tiny scans in a small file took 37 s to
        // decode (issue 25). The fixture's last scan repeated 1,000 times stops at the limit.
        let bytes = [UInt8](try data("quadrants-progressive.jpg"))
        guard let lastScan = (0..<bytes.count - 1).last(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA }),
            bytes.suffix(2) == [0xFF, 0xD9]
        else { return XCTFail("the fixture has no scan or no end marker") }
        let scan = bytes[lastScan..<(bytes.count - 2)]
        var hostile = Array(bytes.dropLast(2))
        for _ in 0..<1_000 { hostile += scan }
        hostile += [0xFF, 0xD9]
        XCTAssertThrowsError(try JPEGCodec.decode(Data(hostile), name: "scans.jpg")) { error in
            XCTAssertTrue("\(error)".contains("scans.jpg") && "\(error)".contains("more than 500 progressive scans"), "\(error)")
        }
    }

    func testOversizedHeadersAreRefusedBeforeDecoding() throws {
        // A baseline header claiming 60000x60000 pixels: refused by the limits, nothing allocated.
        var bytes = [UInt8](try data("quadrants.jpg"))
        guard let sof = (0..<bytes.count - 9).first(where: { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) }) else {
            return XCTFail("no SOF marker in the fixture")
        }
        bytes[sof + 5] = 0xEA; bytes[sof + 6] = 0x60; bytes[sof + 7] = 0xEA; bytes[sof + 8] = 0x60
        XCTAssertThrowsError(try JPEGCodec.decode(Data(bytes), name: "huge.jpg")) { error in
            XCTAssertTrue("\(error)".contains("60000x60000 pixels"), "\(error)")
        }
    }

    func testImagesAreFoundAsPNGOrJPEGAtTheirScale() throws {
        let catalog = ImageCatalog()
        catalog.addSearchFolder(JPEGCodecTests.folder)
        let one = try catalog.image(named: "quadrants")
        XCTAssertEqual(one.scale, 1)
        let two = try catalog.image(named: "quadrants", scale: 2)
        XCTAssertEqual(two.scale, 2, "quadrants@2x.jpg at 2x")
        XCTAssertEqual(two.size, Size(width: 32, height: 24))
        XCTAssertEqual(try catalog.image(named: "quadrants-gray.jpg").bitmap.width, 64)
        XCTAssertEqual(ImageFileNames.candidates(for: "logo", scale: 1).prefix(3), ["logo.png", "logo.jpg", "logo.jpeg"])
        XCTAssertEqual(ImageFileNames.candidates(for: "photo.JPG", scale: 2), ["photo@2x.JPG", "photo@3x.JPG", "photo.JPG"])
    }
}
