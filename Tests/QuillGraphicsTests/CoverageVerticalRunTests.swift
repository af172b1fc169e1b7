import QuillFoundation
import QuillTesting
import XCTest

@testable import QuillGraphics

/// A vertical edge adds the same two values to every row it crosses whole, so the accumulator
/// works them out once (`CoverageAccumulator.addsVerticalRunsWhole`). Held to the row-by-row
/// loop: rectangles, rounded rectangles and rings at fractional places, some reaching past the
/// grid or its stored rows, give the same coverage bytes both ways.
final class CoverageVerticalRunTests: XCTestCase {
    private var random = SeededGenerator(seed: 53)

    private func between(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(random.next() >> 11) / Double(UInt64(1) << 53)
    }

    /// Every stored row's coverage of `path` over `extent`, storing `rows`.
    private func coverage(of path: Path, extent: PixelRect, rows: Range<Int>, wholeRuns: Bool) -> [[UInt8]] {
        var accumulator = CoverageAccumulator()
        accumulator.addsVerticalRunsWhole = wholeRuns
        accumulator.reset(extent: extent, rows: rows)
        path.flattened(with: .identity) { a, b in accumulator.addEdge(x0: a.x, y0: a.y, x1: b.x, y1: b.y) }
        return accumulator.resolvedRows(width: extent.width)
    }

    func testWholeRowsOfVerticalEdgesGiveTheRowByRowBytes() {
        let extent = PixelRect(x: 0, y: 0, width: 300, height: 120)
        var differing = 0
        for shape in 0..<300 {
            var path = Path()
            let outer = Rect(x: between(-30, 250), y: between(-20, 100), width: between(0.5, 300), height: between(0.3, 140))
            switch shape % 3 {
            case 0: path.addRect(outer)
            case 1: path.addRoundedRect(outer, cornerRadius: between(0, 25), corners: .allCorners, clockwise: true)
            default:
                let radius = between(0, 25), inset = between(0.5, 10)
                path.addRoundedRect(outer, cornerRadius: radius, corners: .allCorners, clockwise: true)
                path.addRoundedRect(outer.insetBy(dx: inset, dy: inset), cornerRadius: Swift.max(0, radius - inset), corners: .allCorners, clockwise: false)
            }
            // Stored rows as a band of a banded render has them, or all.
            let first = shape % 2 == 0 ? 0 : Int(between(0, 100)), rows = first..<Swift.min(extent.height, first + 1 + Int(between(0, 120)))
            let fast = coverage(of: path, extent: extent, rows: rows, wholeRuns: true)
            let plain = coverage(of: path, extent: extent, rows: rows, wholeRuns: false)
            if fast != plain { differing += 1 }
            XCTAssertEqual(fast, plain, "shape \(shape): \(outer), rows \(rows)")
            if differing > 3 { return }
        }
    }
}
