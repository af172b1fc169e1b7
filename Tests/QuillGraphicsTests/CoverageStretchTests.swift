import QuillFoundation
import QuillTesting
import XCTest

@testable import QuillGraphics

/// A resolved coverage row reports its long stretches of no coverage and of full coverage, which
/// a fill skips or stores without reading (`CoverageAccumulator.resolveRow(_:columns:into:stretches:)`).
/// Held here to the row's own bytes: every stretch said empty or full is so, is long enough,
/// lies between the row's first and last covered columns, and none overlap.
final class CoverageStretchTests: XCTestCase {
    private var random = SeededGenerator(seed: 47)

    private func between(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(random.next() >> 11) / Double(UInt64(1) << 53)
    }

    func testStretchesSayWhatTheRowHolds() {
        let extent = PixelRect(x: 0, y: 0, width: 400, height: 60)
        var seen = (empty: 0, full: 0)
        for _ in 0..<300 {
            // Rounded rings and rectangles, some reaching past the grid, over a random part of
            // the columns.
            var path = Path()
            let outer = Rect(x: between(-40, 200), y: between(-10, 30), width: between(20, 400), height: between(5, 60))
            let radius = between(0, 30)
            path.addRoundedRect(outer, cornerRadius: radius, corners: .allCorners, clockwise: true)
            if between(0, 1) < 0.5 {
                let inset = between(0.5, 12)
                path.addRoundedRect(outer.insetBy(dx: inset, dy: inset), cornerRadius: Swift.max(0, radius - inset), corners: .allCorners, clockwise: false)
            }
            let low = Int(between(0, 200)), high = Swift.min(400, low + 1 + Int(between(0, Double(400 - low))))
            var accumulator = CoverageAccumulator()
            accumulator.reset(extent: extent, rows: 0..<extent.height)
            path.flattened(with: .identity) { a, b in accumulator.addEdge(x0: a.x, y0: a.y, x1: b.x, y1: b.y) }
            var row = [UInt8](repeating: 0, count: extent.width + 1)
            var stretches: [Int] = []
            for r in 0..<accumulator.height {
                row.withUnsafeMutableBufferPointer { buffer in
                    guard let (first, last) = accumulator.resolveRow(r, columns: low..<high, into: buffer.baseAddress!, stretches: &stretches) else {
                        XCTAssertTrue(stretches.isEmpty, "a row with no coverage has no stretches")
                        return
                    }
                    XCTAssertEqual(stretches.count % 3, 0)
                    var end = first
                    for index in stride(from: 0, to: stretches.count, by: 3) {
                        let (start, stop, value) = (stretches[index], stretches[index + 1], stretches[index + 2])
                        XCTAssertGreaterThanOrEqual(start, end, "stretches are in order and apart")
                        XCTAssertLessThanOrEqual(stop, last, "a stretch ends by the last covered column")
                        XCTAssertGreaterThanOrEqual(stop - start, CoverageAccumulator.minimumStretch)
                        XCTAssertTrue(value == 0 || value == 255)
                        XCTAssertTrue((start..<stop).allSatisfy { Int(buffer[$0]) == value }, "stretch \(start)..<\(stop) is not all \(value)")
                        if value == 0 { seen.empty += 1 } else { seen.full += 1 }
                        end = stop
                    }
                }
            }
        }
        // The shapes give both kinds, many times.
        XCTAssertGreaterThan(seen.empty, 100)
        XCTAssertGreaterThan(seen.full, 100)
    }
}
