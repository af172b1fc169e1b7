import XCTest
@testable import QuillGraphics
import QuillFoundation

/// `Bitmap.movePixels`, which scrolling uses, against a pixel-by-pixel reference: every
/// direction, small and large (streamed) moves, rectangles touching the edges.
final class BitmapMoveTests: XCTestCase {
    private func numbered(width: Int, height: Int) -> Bitmap {
        Bitmap(width: width, height: height, pixels: (0..<(width * height)).map { UInt32($0) &* 2_654_435_761 })!
    }

    private func reference(_ bitmap: Bitmap, in rect: PixelRect, dx: Int, dy: Int) -> Bitmap {
        var out = bitmap
        let r = rect.intersection(bitmap.bounds)
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX where r.contains(PixelRect(x: x - dx, y: y - dy, width: 1, height: 1)) {
                out.pixels[y * bitmap.width + x] = bitmap.pixels[(y - dy) * bitmap.width + x - dx]
            }
        }
        return out
    }

    func testMovesMatchAPixelByPixelCopyInEveryDirection() {
        let bitmap = numbered(width: 97, height: 61)
        let rects = [PixelRect(x: 0, y: 0, width: 97, height: 61), PixelRect(x: 5, y: 7, width: 40, height: 30), PixelRect(x: 60, y: 0, width: 37, height: 61)]
        for rect in rects {
            for (dx, dy) in [(0, -13), (0, 13), (-7, 0), (7, 0), (3, -5), (-3, 5), (0, -1), (0, 29)] {
                var moved = bitmap
                moved.movePixels(in: rect, dx: dx, dy: dy)
                XCTAssertEqual(moved, reference(bitmap, in: rect, dx: dx, dy: dy), "\(rect) by (\(dx), \(dy))")
            }
        }
    }

    func testALargeVerticalMoveStreamsTheSameResult() {
        // Over a million pixels: the streaming path.
        let bitmap = numbered(width: 1500, height: 800)
        for dy in [-26, 26] {
            var moved = bitmap
            moved.movePixels(in: PixelRect(x: 3, y: 0, width: 1490, height: 800), dx: 0, dy: dy)
            XCTAssertEqual(moved, reference(bitmap, in: PixelRect(x: 3, y: 0, width: 1490, height: 800), dx: 0, dy: dy))
        }
    }

    func testMovesAsLargeAsTheRectangleChangeNothing() {
        let bitmap = numbered(width: 20, height: 10)
        var moved = bitmap
        moved.movePixels(in: bitmap.bounds, dx: 0, dy: 10)
        moved.movePixels(in: bitmap.bounds, dx: -20, dy: 0)
        moved.movePixels(in: PixelRect(x: -5, y: -5, width: 3, height: 3), dx: 1, dy: 1)
        XCTAssertEqual(moved, bitmap)
    }
}
