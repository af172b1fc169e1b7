import QuillFoundation
import QuillTesting
import XCTest

@testable import QuillGraphics

/// An edge reaching past the coverage grid's sides is cut where it crosses x = 0 and x = width
/// and each piece folded onto the grid. The cut is written with two locals (an edge is added for
/// every segment of every path); here it is held to the plain statement of it: the crossing
/// parameters sorted, and the pieces between them added one by one.
final class CoverageEdgeSplitTests: XCTestCase {
    private var random = SeededGenerator(seed: 31)

    private func between(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(random.next() >> 11) / Double(UInt64(1) << 53)
    }

    /// The pieces of an edge (in device coordinates) as sorting the crossings gives them, each
    /// already within the grid's columns, so adding one cuts nothing further.
    private func referencePieces(_ a: Point, _ b: Point, origin: (x: Int, y: Int), width: Int) -> [(Point, Point)] {
        let ax = Float(a.x - Double(origin.x)), ay = Float(a.y - Double(origin.y))
        let bx = Float(b.x - Double(origin.x)), by = Float(b.y - Double(origin.y))
        let w = Float(width), dx = bx - ax, dy = by - ay
        var ts: [Float] = [0, 1]
        if dx != 0 {
            for bound in [Float(0), w] {
                let t = (bound - ax) / dx
                if t > 0 && t < 1 { ts.append(t) }
            }
        }
        ts.sort()
        func device(_ x: Float, _ y: Float) -> Point { Point(x: Double(min(max(x, 0), w)) + Double(origin.x), y: Double(y) + Double(origin.y)) }
        guard ts.count > 2 else { return [(device(ax, ay), device(bx, by))] }
        return (0..<(ts.count - 1)).map { i in
            let t0 = ts[i], t1 = ts[i + 1]
            return (device(ax + dx * t0, ay + dy * t0), device(ax + dx * t1, ay + dy * t1))
        }
    }

    func testEdgesCutAtBothSidesMatchTheSortedCut() {
        let extent = PixelRect(x: 20, y: 10, width: 40, height: 30)
        var crossedBoth = 0
        for _ in 0..<2_000 {
            // Edges from well left of the grid to well right of it (and back), some within it.
            let a = Point(x: between(-40, 120), y: between(0, 50))
            let b = Point(x: between(-40, 120), y: between(0, 50))
            if min(a.x, b.x) < Double(extent.x) && max(a.x, b.x) > Double(extent.maxX) { crossedBoth += 1 }
            var cut = CoverageAccumulator(), reference = CoverageAccumulator()
            cut.reset(extent: extent, rows: extent.y..<extent.maxY)
            reference.reset(extent: extent, rows: extent.y..<extent.maxY)
            // A closed triangle, so the rows hold coverage and not only a lone edge's winding.
            let c = Point(x: between(20, 60), y: between(10, 40))
            for (p, q) in [(a, b), (b, c), (c, a)] {
                cut.addEdge(x0: p.x, y0: p.y, x1: q.x, y1: q.y)
                for (u, v) in referencePieces(p, q, origin: (extent.x, extent.y), width: extent.width) {
                    reference.addEdge(x0: u.x, y0: u.y, x1: v.x, y1: v.y)
                }
            }
            XCTAssertEqual(cut.resolvedRows(width: extent.width), reference.resolvedRows(width: extent.width), "edge \(a) to \(b)")
        }
        XCTAssertGreaterThan(crossedBoth, 200, "edges crossing both sides, in either direction, are exercised")
    }
}
