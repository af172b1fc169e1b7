import XCTest
import QuillTesting
@testable import QuillWidgets
@testable import QuillViews
import QuillFoundation
import QuillGraphics

/// A visual effect view blurs what is drawn behind it (issue 27): sharp stripes behind it come
/// out smooth, the same bytes every time, and a bar over scrolling content stays equal to a
/// full redraw while the content's pixels are moved under it.
final class VisualEffectBlurTests: XCTestCase {
    /// Black and white stripes, four points each.
    @MainActor final class Stripes: View {
        override func draw(in context: GraphicsContext) {
            var x = 0.0
            while x < bounds.width {
                context.fill(Rect(x: x, y: 0, width: 4, height: bounds.height), color: .black)
                x += 8
            }
        }
    }

    @MainActor private func largestStep(_ bitmap: Bitmap, row y: Int, from: Int, to: Int) -> Int {
        var largest = 0
        for x in from..<(to - 1) {
            let a = Int(bitmap[x, y].red), b = Int(bitmap[x + 1, y].red)
            largest = Swift.max(largest, abs(a - b))
        }
        return largest
    }

    @MainActor func testTheBackdropIsBlurredAndTinted() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 120))
        let stripes = Stripes(frame: harness.window.bounds)
        stripes.backgroundColor = .white
        harness.window.addSubview(stripes)
        let material = VisualEffectView(effect: .systemUltraThinMaterial)
        material.frame = Rect(x: 0, y: 60, width: 200, height: 60)
        harness.window.addSubview(material)
        let frame = harness.render()
        XCTAssertEqual(largestStep(frame, row: 30, from: 20, to: 180), 255, "sharp stripes outside the material")
        XCTAssertLessThan(largestStep(frame, row: 90, from: 20, to: 180), 40, "smooth under it")
        material.effect = nil
        XCTAssertGreaterThan(largestStep(harness.render(), row: 90, from: 20, to: 180), 200, "no material, no blur")
        material.effect = .systemUltraThinMaterial
        XCTAssertEqual(harness.render(), frame, "the same bytes again")
    }

    @MainActor final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 200 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel.text = "Row \(indexPath.row)"
            cell.backgroundColor = indexPath.row % 2 == 0 ? .white : Color(red8: 200, green8: 220, blue8: 255)
            return cell
        }
    }

    @MainActor func testABarOverScrollingContentMatchesAFullRedraw() async {
        let harness = HeadlessHarness(size: Size(width: 240, height: 300))
        let table = TableView(frame: harness.window.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let rows = Rows()
        table.dataSource = rows
        harness.window.addSubview(table)
        let bar = VisualEffectView(effect: .systemThinMaterial)
        bar.frame = Rect(x: 0, y: 0, width: 240, height: 50)
        harness.window.addSubview(bar)
        harness.render()
        for step in [13.0, 13, 40, -20, 7] {
            harness.scroll(at: Point(x: 120, y: 200), deltaY: step)
            harness.render()
            let incremental = harness.window.framebuffer
            harness.window.addDamage(incremental.bounds)
            harness.window.renderFrame()
            XCTAssertEqual(incremental, harness.window.framebuffer, "after scrolling \(step): the blurred bar equals a full redraw")
        }
        withExtendedLifetime(rows) {}
    }
}
