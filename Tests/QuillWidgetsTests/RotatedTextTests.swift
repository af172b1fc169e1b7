import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillGraphics
import QuillFoundation

/// Text under a view's transform (issue 13): glyphs turn and mirror with the view instead of
/// standing upright at moved positions.
final class RotatedTextTests: XCTestCase {
    /// The box around the pixels darker than the background.
    private func inkBox(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].red < 128 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    @MainActor func testALabelTurnedAQuarterDrawsItsTextDownwards() async throws {
        let harness = HeadlessHarness(size: Size(width: 200, height: 200))
        let label = Label(text: "Turned text", font: .systemFont(ofSize: 20))
        label.textColor = .black
        label.center = Point(x: 100, y: 100)
        harness.window.addSubview(label)
        let upright = try XCTUnwrap(inkBox(harness.render()))
        XCTAssertGreaterThan(upright.maxX - upright.minX, 3 * (upright.maxY - upright.minY), "wide when upright")
        label.transform = Transform(rotationAngle: .pi / 2)
        let turned = try XCTUnwrap(inkBox(harness.render()))
        XCTAssertGreaterThan(turned.maxY - turned.minY, 3 * (turned.maxX - turned.minX), "tall when turned: the glyphs turned too")
        XCTAssertEqual(Double(turned.maxY - turned.minY), Double(upright.maxX - upright.minX), accuracy: 3, "the same length")
        assertImageSnapshot(of: harness.render(), named: "quarter")
        label.transform = Transform(rotationAngle: .pi / 8)
        assertImageSnapshot(of: harness.render(), named: "eighth")
    }

    @MainActor func testAMirroredLabelDrawsMirrorWriting() async throws {
        let harness = HeadlessHarness(size: Size(width: 200, height: 60))
        let label = Label(text: "Mirror", font: .systemFont(ofSize: 24))
        label.textColor = .black
        label.center = Point(x: 100, y: 30)
        harness.window.addSubview(label)
        let plain = harness.render()
        label.transform = Transform(scaleX: -1, y: 1)
        let mirrored = harness.render()
        // Column by column, the mirrored picture is the plain one reversed (within the
        // anti-aliasing of two rasterizers).
        func columnInk(_ bitmap: Bitmap, _ x: Int) -> Int { (0..<bitmap.height).reduce(0) { $0 + (255 - Int(bitmap[x, $1].red)) } }
        var difference = 0, total = 0
        for x in 0..<200 {
            total += columnInk(plain, x)
            difference += abs(columnInk(plain, x) - columnInk(mirrored, 199 - x))
        }
        XCTAssertGreaterThan(total, 1000)
        XCTAssertLessThan(Double(difference), Double(total) * 0.15, "the mirror image of the plain text")
        assertImageSnapshot(of: mirrored, named: "mirrored")
    }
}
