import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillGraphics
import QuillViews

final class ImageViewTests: XCTestCase {
    @MainActor func testSizesToItsImage() async throws {
        let image = try ImageCatalog.shared.image(named: "quill")
        let view = ImageView(image: image)
        XCTAssertEqual(view.frame.size, Size(width: 64, height: 64))
        XCTAssertEqual(view.intrinsicContentSize, Size(width: 64, height: 64))
    }

    @MainActor func testContentModeRects() async {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        let size = Size(width: 20, height: 20)
        XCTAssertEqual(ContentMode.scaleAspectFit.rect(forContentOf: size, in: bounds), Rect(x: 25, y: 0, width: 50, height: 50))
        XCTAssertEqual(ContentMode.scaleAspectFill.rect(forContentOf: size, in: bounds), Rect(x: 0, y: -25, width: 100, height: 100))
        XCTAssertEqual(ContentMode.center.rect(forContentOf: size, in: bounds), Rect(x: 40, y: 15, width: 20, height: 20))
        XCTAssertEqual(ContentMode.bottomRight.rect(forContentOf: size, in: bounds), Rect(x: 80, y: 30, width: 20, height: 20))
        XCTAssertEqual(ContentMode.scaleToFill.rect(forContentOf: size, in: bounds), bounds)
    }

    @MainActor func testSnapshotsOfContentModes() async throws {
        let image = try ImageCatalog.shared.image(named: "quill")
        for mode in [ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft] {
            let view = ImageView(frame: Rect(x: 0, y: 0, width: 120, height: 60))
            view.image = image
            view.contentMode = mode
            view.backgroundColor = Color(white: 0.9)
            view.clipsToBounds = true
            assertImageSnapshot(of: view, named: "\(mode)")
        }
        let highlighted = ImageView(frame: Rect(x: 0, y: 0, width: 64, height: 64))
        highlighted.image = image
        var inverted = image.bitmap
        for i in inverted.pixels.indices {
            let p = PixelColor(packed: inverted.pixels[i])
            inverted.pixels[i] = PixelColor(premultipliedRed: p.alpha - p.red, green: p.alpha - p.green, blue: p.alpha - p.blue, alpha: p.alpha).packed
        }
        highlighted.highlightedImage = Image(bitmap: inverted, name: "inverted")
        highlighted.isHighlighted = true
        XCTAssertTrue(highlighted.currentImage === highlighted.highlightedImage)
        assertImageSnapshot(of: highlighted, named: "highlighted")
        let pixelated = ImageView(frame: Rect(x: 0, y: 0, width: 96, height: 96))
        pixelated.image = image
        pixelated.interpolation = .nearest
        pixelated.transform = Transform(rotationAngle: 0.3)
        let container = View(frame: Rect(x: 0, y: 0, width: 140, height: 140))
        pixelated.center = Point(x: 70, y: 70)
        container.addSubview(pixelated)
        assertImageSnapshot(of: container, named: "rotated-nearest")
    }
}
