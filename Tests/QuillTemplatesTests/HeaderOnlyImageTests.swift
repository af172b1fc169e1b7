import Foundation
import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets
import XCTest

@testable import QuillTemplates

/// `TemplateOptions.decodesImages` off (what `quill lint` uses): image files are read for their
/// header only and stand in as placeholders of their size, so the layout is the one a drawing
/// instantiation gets and no pixels are decoded (issue 25, class 11: lint decoded every image
/// of a 1.2 MB bundle, 14.6 s and 1.2 GB).
final class HeaderOnlyImageTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "quill-header-images-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("""
            quill: 1
            objects:
              - class: View
                id: root
                frame: [0, 0, 400, 400]
                subviews:
                  - {class: ImageView, id: photo, image: photo, translatesAutoresizingMaskIntoConstraints: false}
                constraints:
                  - photo.leading == self.leading
                  - photo.top == self.top
            """.utf8).write(to: URL(fileURLWithPath: folder + "/Card.quill"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @MainActor private func photoFrame(decoding: Bool) throws -> (Rect, Image?) {
        let template = try Template(contentsOfFile: folder + "/Card.quill")
        let instance = try template.makeInstance(options: TemplateOptions(decodesImages: decoding))
        let root = try XCTUnwrap(instance.object(withID: "root") as? View)
        root.layoutIfNeeded()
        let photo = try XCTUnwrap(instance.object(withID: "photo") as? ImageView)
        return (photo.frame, photo.image)
    }

    @MainActor func testALargeImageIsLaidOutAtItsSizeWithoutDecodingIt() async throws {
        try PNGCodec.write(Bitmap(width: 3_000, height: 1_500, fill: PixelColor(.red)), to: folder + "/photo@2x.png")
        let (decodedFrame, decoded) = try photoFrame(decoding: true)
        let (headerFrame, standIn) = try photoFrame(decoding: false)
        XCTAssertEqual(headerFrame, decodedFrame, "the layout does not depend on decoding")
        XCTAssertEqual(headerFrame.size, Size(width: 1_500, height: 750))
        XCTAssertEqual(decoded?.bitmap.width, 3_000)
        XCTAssertLessThanOrEqual(standIn?.bitmap.width ?? .max, 1_024, "the stand-in holds no image-sized bitmap")
    }

    @MainActor func testDamagedPixelsAfterAGoodHeaderAreNotReadButABadHeaderIsAnError() async throws {
        var data = try PNGCodec.encode(Bitmap(width: 64, height: 32, fill: PixelColor(.blue)))
        data = data.prefix(40)  // The header survives; the pixel data is cut off.
        try data.write(to: URL(fileURLWithPath: folder + "/photo.png"))
        let (frame, _) = try photoFrame(decoding: false)
        XCTAssertEqual(frame.size, Size(width: 64, height: 32))
        try Data("not an image at all".utf8).write(to: URL(fileURLWithPath: folder + "/photo.png"))
        XCTAssertThrowsError(try photoFrame(decoding: false)) { error in
            XCTAssertTrue("\(error)".contains("photo.png"), "\(error)")
        }
    }

    func testHeadersGiveTheSizeOfPNGAndJPEGFilesAndRefuseImagesPastTheLimits() throws {
        let png = try PNGCodec.encode(Bitmap(width: 17, height: 9, fill: PixelColor(.green)))
        XCTAssertTrue(try ImageHeader.pixelSize(of: png) == (17, 9))
        // A PNG header claiming 20,000 x 20,000 pixels is past the limits, read from the header.
        var huge = png
        let side: [UInt8] = [0x00, 0x00, 0x4E, 0x20]
        huge.replaceSubrange(16..<20, with: side)
        huge.replaceSubrange(20..<24, with: side)
        XCTAssertThrowsError(try ImageHeader.pixelSize(of: huge, name: "huge.png"))
        let jpegPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Images").path
        let jpegs = (try? FileManager.default.contentsOfDirectory(atPath: jpegPath))?.filter { $0.hasSuffix(".jpg") } ?? []
        var compared = 0
        for name in jpegs {
            let data = try Data(contentsOf: URL(fileURLWithPath: jpegPath + "/" + name))
            guard let decoded = try? JPEGCodec.decode(data) else { continue }  // The damaged fixtures.
            XCTAssertTrue(try ImageHeader.pixelSize(of: data) == (decoded.width, decoded.height), name)
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 4, "JPEG fixtures under \(jpegPath)")
    }
}
