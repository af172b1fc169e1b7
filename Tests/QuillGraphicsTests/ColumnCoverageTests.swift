import QuillFoundation
import QuillTesting
import XCTest

@testable import QuillGraphics

/// An axis-aligned fill's per-column coverage stores 255 for the columns wholly inside the
/// rectangle without working out their overlap; held here to the overlap worked out for every
/// column, over random rectangles (edges on and off the pixel grid, narrower than a pixel,
/// reaching past the area) and rectangles with edges that are not finite.
final class ColumnCoverageTests: XCTestCase {
    private func workedOut(_ device: Rect, _ area: PixelRect) -> [UInt8] {
        (0..<area.width).map { i in
            let x = Double(area.x + i)
            let covered = Swift.min(x + 1, device.maxX) - Swift.max(x, device.minX)
            return UInt8((Swift.max(0, Swift.min(1, covered)) * 255).rounded())
        }
    }

    func testWholeColumnsMatchTheWorkedOutOverlap() {
        var random = SeededGenerator(seed: 5)
        func between(_ low: Double, _ high: Double) -> Double {
            low + (high - low) * Double(random.next() >> 11) / Double(UInt64(1) << 53)
        }
        for trial in 0..<3_000 {
            let onGrid = trial % 3 == 0
            var x = between(-30, 60), width = between(0, trial % 5 == 0 ? 1.5 : 80)
            if onGrid { (x, width) = (x.rounded(), width.rounded()) }
            let device = Rect(x: x, y: 0, width: width, height: 1)
            let area = PixelRect(x: Int(between(-40, 40)), y: 0, width: Int(between(1, 120)), height: 1)
            XCTAssertEqual(Rasterizer.columnCoverage(of: device, across: area), workedOut(device, area), "\(device) across \(area)")
        }
        for device in [Rect(x: .nan, y: 0, width: 10, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1), Rect(x: -.infinity, y: 0, width: .infinity, height: 1)] {
            let area = PixelRect(x: -5, y: 0, width: 20, height: 1)
            XCTAssertEqual(Rasterizer.columnCoverage(of: device, across: area), workedOut(device, area), "\(device)")
        }
    }
}
