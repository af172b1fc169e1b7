import QuillGraphics
import XCTest

/// Where a move's pixels come from and land, as a backend repeats it on the X server.
final class PixelMoveTests: XCTestCase {
    func testSourceAndDestinationOfAScroll() {
        // Content scrolled up by 26 rows inside a 100x80 region at (10, 20).
        let up = PixelMove(region: PixelRect(x: 10, y: 20, width: 100, height: 80), dx: 0, dy: -26)
        XCTAssertEqual(up.destination, PixelRect(x: 10, y: 20, width: 100, height: 54))
        XCTAssertEqual(up.source, PixelRect(x: 10, y: 46, width: 100, height: 54))
        let rightDown = PixelMove(region: PixelRect(x: 0, y: 0, width: 50, height: 40), dx: 5, dy: 3)
        XCTAssertEqual(rightDown.destination, PixelRect(x: 5, y: 3, width: 45, height: 37))
        XCTAssertEqual(rightDown.source, PixelRect(x: 0, y: 0, width: 45, height: 37))
    }

    func testAMoveAsLargeAsItsRegionMovesNothing() {
        for (dx, dy) in [(0, 40), (50, 0), (-50, 0), (Int.min, 0), (0, Int.min), (Int.max, Int.max)] {
            let move = PixelMove(region: PixelRect(x: 0, y: 0, width: 50, height: 40), dx: dx, dy: dy)
            XCTAssertTrue(move.destination.isEmpty, "\(dx), \(dy)")
            XCTAssertTrue(move.source.isEmpty, "\(dx), \(dy)")
        }
    }
}
