import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation

final class GridViewTests: XCTestCase {
    @MainActor final class Model: GridViewDataSource, GridViewDelegate {
        var count: Int
        var log: [String] = []
        init(count: Int) { self.count = count }
        func numberOfItems(in gridView: GridView) -> Int { count }
        func gridView(_ gridView: GridView, cellForItemAt index: Int) throws -> GridViewCell {
            let cell = try gridView.dequeueReusableCell(withIdentifier: "Cell", for: index)
            cell.tag = index
            cell.backgroundColor = Color(red: Double(index % 7) / 7, green: 0.5, blue: Double(index % 3) / 3)
            return cell
        }
        func gridView(_ gridView: GridView, didSelectItemAt index: Int) { log.append("select \(index)") }
        func gridView(_ gridView: GridView, performPrimaryActionForItemAt index: Int) { log.append("activate \(index)") }
    }

    @MainActor private static var models: [Model] = []

    @MainActor private func make(count: Int = 100, size: Size = Size(width: 336, height: 400)) -> (HeadlessHarness, GridView, Model) {
        let harness = HeadlessHarness(size: size)
        let grid = GridView(frame: Rect(origin: .zero, size: size))
        grid.register(forCellReuseIdentifier: "Cell") { GridViewCell(reuseIdentifier: "Cell") }
        let model = Model(count: count)
        GridViewTests.models.append(model)
        grid.dataSource = model
        grid.delegate = model
        harness.window.addSubview(grid)
        harness.render()
        return (harness, grid, model)
    }

    @MainActor func testColumnsFollowTheWidthAndReflow() async {
        let (harness, grid, _) = make()
        XCTAssertEqual(grid.numberOfColumns, 4, "(336 - 16 + 8) / 80")
        XCTAssertEqual(grid.rectForItem(at: 5).minY, 8 + 80)
        grid.frame.size.width = 500
        harness.render()
        XCTAssertEqual(grid.numberOfColumns, 6)
        XCTAssertEqual(grid.contentSize.height, 8 + 17 * 80 - 8 + 8, "100 items in 17 rows")
        XCTAssertEqual(grid.indexForItem(at: Point(x: 20, y: 100)), 6)
    }

    /// A layout pass places only the items new to the screen when the cells it placed last are
    /// still shown at the same geometry; whatever changes the geometry or the cells (a resize,
    /// a cell size, spacing, insets, the direction, a reload, fewer items) has every visible
    /// cell placed again, where its item goes.
    @MainActor func testEveryVisibleCellIsWhereItsItemGoesAfterEachKindOfChange() async {
        let (harness, grid, model) = make(count: 1000)
        func check(_ what: String) {
            harness.render()
            XCTAssertFalse(grid.visibleCells.isEmpty, what)
            for cell in grid.visibleCells { XCTAssertEqual(cell.frame, grid.rectForItem(at: cell.tag), "\(what): item \(cell.tag)") }
            // Every item whose place meets the visible area is shown.
            let shown = Set(grid.visibleCells.map(\.tag))
            let expected = Set((0..<model.count).filter { grid.rectForItem(at: $0).intersects(grid.bounds) })
            XCTAssertTrue(expected.isSubset(of: shown), "\(what): items \(expected.subtracting(shown).sorted()) are not shown")
        }
        for step in 0..<6 {
            harness.scroll(at: Point(x: 100, y: 100), deltaY: 37)
            check("scroll \(step)")
        }
        grid.frame.size.width = 420
        check("a wider grid")
        grid.cellSize = Size(width: 90, height: 60)
        check("another cell size")
        grid.spacing = Size(width: 2, height: 2)
        check("another spacing")
        grid.layoutInsets = EdgeInsets(top: 10, left: 30, bottom: 0, right: 5)
        check("insets")
        grid.semanticContentAttribute = .forceRightToLeft
        check("right to left")
        model.count = 40
        grid.reloadData()
        check("a reload with fewer items")
        harness.scroll(at: Point(x: 100, y: 100), deltaY: -20)
        check("a scroll back")
    }

    /// A delegate that reloads the grid while its cells are being shown leaves it showing
    /// every visible item after the next pass (the pass that skips items already placed never
    /// trusts a pass interrupted that way).
    @MainActor func testAReloadWhileCellsAreShownLeavesEveryItemShown() async {
        @MainActor final class Reloader: GridViewDelegate {
            var reloads = 1
            func gridView(_ gridView: GridView, willDisplay cell: GridViewCell, forItemAt index: Int) {
                guard reloads > 0 else { return }
                reloads -= 1
                gridView.reloadData()
            }
        }
        let (harness, grid, model) = make(count: 1000)
        let reloader = Reloader()
        grid.delegate = reloader
        harness.scroll(at: Point(x: 100, y: 100), deltaY: 100)
        harness.render()
        harness.render()
        XCTAssertEqual(reloader.reloads, 0)
        let shown = Set(grid.visibleCells.map(\.tag))
        let expected = Set((0..<model.count).filter { grid.rectForItem(at: $0).intersects(grid.bounds) })
        XCTAssertTrue(expected.isSubset(of: shown), "items \(expected.subtracting(shown).sorted()) are not shown")
    }

    @MainActor func testOnlyVisibleCellsExistAndAreReused() async {
        let (harness, grid, _) = make(count: 100_000)
        let visible = grid.visibleCells.count
        XCTAssertEqual(visible, 20, "5 rows of 4 start inside 400 points")
        for _ in 0..<100 {
            harness.scroll(at: Point(x: 100, y: 100), deltaY: 123)
            harness.render()
        }
        XCTAssertLessThanOrEqual(grid.statistics.cellsCreated, visible + 8)
        XCTAssertGreaterThan(grid.statistics.cellsReused, 100)
        let first = grid.visibleCells.first!
        XCTAssertEqual(first.frame, grid.rectForItem(at: first.tag))
    }

    @MainActor func testSelectionByClickAndKeys() async {
        let (harness, grid, model) = make()
        harness.click(at: Point(x: 8 + 80 + 10, y: 20))
        XCTAssertEqual(grid.indexOfSelectedItem, 1)
        XCTAssertTrue(grid.cellForItem(at: 1)!.isSelected)
        harness.key(.down)
        harness.key(.right)
        harness.key(.return)
        XCTAssertEqual(model.log, ["select 1", "select 5", "select 6", "activate 6"])
    }

    @MainActor func testSnapshot() async {
        let (harness, _, _) = make(count: 10, size: Size(width: 336, height: 200))
        assertImageSnapshot(of: harness.render(), named: "grid")
    }

    /// AQGridView's pattern: dequeue, and make a cell when none is waiting (nothing registered).
    @MainActor final class MakesItsOwn: GridViewDataSource {
        var made = 0
        func numberOfItems(in gridView: GridView) -> Int { 10_000 }
        func gridView(_ gridView: GridView, cellForItemAt index: Int) throws -> GridViewCell {
            if let cell = gridView.dequeueReusableCell(withIdentifier: "Own") { return cell }
            made += 1
            return GridViewCell(reuseIdentifier: "Own")
        }
    }

    @MainActor func testDequeueingWithoutARegistrationReturnsNilUntilACellWaits() async {
        let harness = HeadlessHarness(size: Size(width: 336, height: 400))
        let grid = GridView(frame: Rect(x: 0, y: 0, width: 336, height: 400))
        XCTAssertNil(grid.dequeueReusableCell(withIdentifier: "Own"), "nothing waits and nothing is registered")
        let source = MakesItsOwn()
        grid.dataSource = source
        harness.window.addSubview(grid)
        harness.render()
        let firstScreen = source.made
        XCTAssertGreaterThan(firstScreen, 10, "the data source made the first screen's cells itself")
        for step in 1...40 {
            grid.contentOffset = Point(x: 0, y: Double(step) * 200)
            harness.render()
        }
        XCTAssertLessThan(source.made, firstScreen + 12, "scrolling reuses the cells it made (made \(source.made) for \(firstScreen) on screen)")
        grid.register(forCellReuseIdentifier: "Registered") { GridViewCell(reuseIdentifier: "Registered") }
        XCTAssertNotNil(grid.dequeueReusableCell(withIdentifier: "Registered"), "a registration makes one when none waits")
    }
}
