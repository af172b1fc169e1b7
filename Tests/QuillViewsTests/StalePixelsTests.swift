import QuillGraphics
import QuillTesting
import XCTest

@testable import QuillViews

/// The set of a framebuffer's stale rectangles: what is added is stale until removed, what is
/// removed is stale no more (while the set is under its limit), and past its limit it keeps a
/// rectangle holding everything: never less than is stale.
final class StalePixelsTests: XCTestCase {
    /// Whether a pixel is in the set.
    private func holds(_ set: StalePixels, _ x: Int, _ y: Int) -> Bool {
        set.intersects(PixelRect(x: x, y: y, width: 1, height: 1))
    }

    func testAddingAndRemovingFollowThePixels() {
        var g = SeededGenerator(seed: 9)
        func value(_ limit: Int) -> Int { Int((g.next() >> 33) % UInt64(limit)) }
        for round in 0..<200 {
            var set = StalePixels()
            var truth = [Bool](repeating: false, count: 40 * 40)
            var most = 0
            for _ in 0..<12 {
                let rect = PixelRect(x: value(36), y: value(36), width: 1 + value(20), height: 1 + value(20))
                let adding = value(3) != 0
                if adding { set.add(rect) } else { set.remove(rect) }
                most = max(most, set.rectangles.count)
                for y in rect.y..<min(40, rect.maxY) {
                    for x in rect.x..<min(40, rect.maxX) { truth[y * 40 + x] = adding }
                }
            }
            // Exact unless it reached its limit (then it may hold more).
            let exact = most < StalePixels.maximumRectangles
            for y in 0..<40 {
                for x in 0..<40 where truth[y * 40 + x] ? !holds(set, x, y) : (exact && holds(set, x, y)) {
                    XCTFail("round \(round): pixel (\(x), \(y)) is \(truth[y * 40 + x] ? "stale" : "up to date") but the set says otherwise")
                    return
                }
            }
            XCTAssertLessThanOrEqual(set.rectangles.count, StalePixels.maximumRectangles)
        }
    }

    func testPastItsLimitItHoldsTheirBoundingRectangle() {
        var set = StalePixels()
        for i in 0...StalePixels.maximumRectangles { set.add(PixelRect(x: i * 3, y: 0, width: 1, height: 1)) }
        XCTAssertEqual(set.rectangles, [PixelRect(x: 0, y: 0, width: StalePixels.maximumRectangles * 3 + 1, height: 1)])
        set.removeAll()
        XCTAssertTrue(set.isEmpty)
    }
}
