import XCTest
@testable import QuillGraphics

/// A large move split between threads (columns of a vertical move, bands of rows of a
/// horizontal one) leaves the bytes one thread leaves, whatever the rectangle, direction and
/// thread count; the pixels outside the rectangle and in the exposed strip are untouched.
final class ParallelPixelMoveTests: XCTestCase {
    /// A bitmap whose every pixel differs from its neighbours.
    private func numbered(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for index in bitmap.pixels.indices { bitmap.pixels[index] = UInt32(truncatingIfNeeded: index &* 2_654_435_761) | 0xFF00_0000 }
        return bitmap
    }

    func testSplitMovesEqualTheSerialMove() {
        // Pieces of at least 10,000 pixels here (a window's are 2,000,000), so small bitmaps split.
        let piece = 10_000
        let width = 300, height = 200
        let original = numbered(width: width, height: height)
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var splitMoves = 0
        for round in 0..<60 {
            let rect = PixelRect(x: next(30) - 2, y: next(20) - 2, width: 140 + next(170), height: 100 + next(110))
            let amount = 1 + next(round % 4 == 0 ? 90 : 20)
            let (dx, dy): (Int, Int) = switch round % 5 {
            case 0: (0, amount)
            case 1: (0, -amount)
            case 2: (amount, 0)
            case 3: (-amount, 0)
            default: (amount, -amount)
            }
            var serial = original
            serial.movePixels(in: rect, dx: dx, dy: dy)
            for threads in [2, 3, 8] {
                var split = original
                split.movePixels(in: rect, dx: dx, dy: dy, threadCount: threads, piecePixels: piece)
                XCTAssertTrue(split.pixels == serial.pixels, "\(rect) by \(dx), \(dy) on \(threads) threads")
            }
            if rect.intersection(original.bounds).area >= piece * 2, dx == 0 || dy == 0 { splitMoves += 1 }
        }
        XCTAssertGreaterThanOrEqual(splitMoves, 30, "enough moves are large enough to be split")
    }

    /// Rectangles too narrow (or too short) to split into pieces move on one thread, and still
    /// move.
    func testNarrowAndShortMovesStillMove() {
        // Two columns of 50,000 rows: large enough for four pieces of 20,000 pixels, narrower
        // than four pieces.
        let original = numbered(width: 40, height: 5_000)
        let tall = numbered(width: 4, height: 50_000)
        var serialTall = tall, splitTall = tall
        serialTall.movePixels(in: PixelRect(x: 1, y: 0, width: 2, height: 50_000), dx: 0, dy: -7)
        splitTall.movePixels(in: PixelRect(x: 1, y: 0, width: 2, height: 50_000), dx: 0, dy: -7, threadCount: 4, piecePixels: 20_000)
        XCTAssertNotEqual(serialTall.pixels, tall.pixels, "the move moves")
        XCTAssertTrue(splitTall.pixels == serialTall.pixels)
        for (rect, dx, dy) in [(PixelRect(x: 3, y: 0, width: 2, height: 5_000), 0, -7), (PixelRect(x: 0, y: 0, width: 31, height: 5_000), 0, 5)] {
            var serial = original, split = original
            serial.movePixels(in: rect, dx: dx, dy: dy)
            split.movePixels(in: rect, dx: dx, dy: dy, threadCount: 4, piecePixels: 20_000)
            XCTAssertNotEqual(serial.pixels, original.pixels, "the move moves")
            XCTAssertTrue(split.pixels == serial.pixels, "\(rect)")
        }
        let wide = numbered(width: 50_000, height: 2)
        var serial = wide, split = wide
        serial.movePixels(in: wide.bounds, dx: 9, dy: 0)
        split.movePixels(in: wide.bounds, dx: 9, dy: 0, threadCount: 8, piecePixels: 20_000)
        XCTAssertTrue(split.pixels == serial.pixels)
    }

    /// The serial move is itself right: a vertical move of a numbered bitmap puts each pixel
    /// where it belongs (so equal bytes mean right bytes).
    func testAMoveTakesEachPixelFromItsSource() {
        let original = numbered(width: 1200, height: 800)
        var moved = original
        let rect = PixelRect(x: 100, y: 50, width: 1000, height: 700)
        moved.movePixels(in: rect, dx: 0, dy: -13, threadCount: 2)
        for (x, y) in [(100, 50), (1099, 736), (500, 400), (99, 400), (500, 749), (500, 760)] {
            func contains(_ x: Int, _ y: Int) -> Bool { x >= rect.x && x < rect.maxX && y >= rect.y && y < rect.maxY }
            let inside = contains(x, y) && contains(x, y + 13)
            let expected = original.pixels[(inside ? y + 13 : y) * 1200 + x]
            XCTAssertEqual(moved.pixels[y * 1200 + x], expected, "(\(x), \(y))")
        }
    }
}
