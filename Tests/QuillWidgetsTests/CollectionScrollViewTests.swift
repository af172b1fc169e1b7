import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillViews

/// The shared base on its own, under a collection whose layout is a list of frames (as a
/// collection view's layout object would supply them), and the press handling the table and
/// the grid get from it.
final class CollectionScrollViewTests: XCTestCase {
    /// Items at frames given up front; a click selects.
    @MainActor final class FramesCollection: CollectionScrollView<Int, GridViewCell> {
        var frames: [Rect] = []
        var log: [String] = []
        var shown: [Int] = []
        var ended: [Int] = []

        override func layoutSubviews() {
            contentSize = Size(width: bounds.width, height: frames.map(\.maxY).max() ?? 0)
            let wanted = Set(frames.indices.filter { frames[$0].intersects(bounds) })
            recycleVisibleCells { !wanted.contains($0) }
            for index in wanted.sorted() {
                showCell(for: index, in: frames[index]) {
                    (try? dequeueCell(withIdentifier: "Cell")) ?? GridViewCell()
                }
            }
            super.layoutSubviews()
        }

        override func itemKey(at point: Point) -> Int? { frames.firstIndex { $0.contains(point) } }
        override func releasePress(on key: Int, with event: PointerEvent) {
            log.append("select \(key)")
        }
        override func cellWillDisplay(_ cell: GridViewCell, at key: Int) { shown.append(key) }
        override func cellDidEndDisplaying(_ cell: GridViewCell, at key: Int) { ended.append(key) }
    }

    /// Items of 40 points down a diagonal, 60 points apart, in a 200 × 200 window.
    @MainActor private func make(count: Int = 40) -> (HeadlessHarness, FramesCollection) {
        let harness = HeadlessHarness(size: Size(width: 200, height: 200))
        let collection = FramesCollection(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        collection.frames = (0..<count).map { Rect(x: Double($0 % 4) * 40, y: Double($0) * 60, width: 40, height: 40) }
        collection.register(forCellReuseIdentifier: "Cell") { GridViewCell(reuseIdentifier: "Cell") }
        harness.window.addSubview(collection)
        harness.render()
        return (harness, collection)
    }

    @MainActor func testOnlyItemsOnScreenHaveCellsAtTheirFrames() async {
        let (_, collection) = make()
        XCTAssertEqual(collection.cellsByKey.keys.sorted(), [0, 1, 2, 3], "items start at 0, 60, 120 and 180")
        XCTAssertEqual(collection.visibleCells.map(\.frame), Array(collection.frames[0..<4]))
        XCTAssertEqual(collection.shown, [0, 1, 2, 3])
        XCTAssertEqual(collection.statistics.cellsCreated, 4)
        XCTAssertTrue(collection.visibleCells.allSatisfy { $0.superview === collection })
    }

    @MainActor func testCellsScrolledAwayAreReusedPreparedForTheirNextItem() async {
        let (harness, collection) = make()
        collection.cellForKey(0).isSelected = true
        collection.contentOffset = Point(x: 0, y: 600)
        harness.render()
        XCTAssertEqual(collection.cellsByKey.keys.sorted(), [10, 11, 12, 13])
        XCTAssertEqual(collection.ended.sorted(), [0, 1, 2, 3])
        XCTAssertEqual(collection.statistics.cellsCreated, 4, "the cells that left are the ones that came")
        XCTAssertEqual(collection.statistics.cellsReused, 4)
        XCTAssertFalse(collection.visibleCells.contains { $0.isSelected }, "reused cells were prepared")
        XCTAssertTrue(collection.visibleCells.allSatisfy { $0.frame == collection.frames[collection.key(for: $0)!] })
    }

    @MainActor func testAPressHighlightsItsCellAndAReleaseOverItChoosesIt() async {
        let (harness, collection) = make()
        harness.press(at: Point(x: 60, y: 80))
        XCTAssertTrue(collection.cellForKey(1).isHighlighted)
        XCTAssertFalse(collection.cellForKey(0).isHighlighted)
        harness.release()
        XCTAssertFalse(collection.cellForKey(1).isHighlighted)
        XCTAssertEqual(collection.log, ["select 1"])
        XCTAssertTrue(collection.isFirstResponder, "a press takes keyboard focus")
    }

    @MainActor func testDraggingCancelsThePress() async {
        let (harness, collection) = make()
        harness.press(at: Point(x: 60, y: 80))
        harness.move(to: Point(x: 60, y: 40), steps: 4)
        XCTAssertTrue(collection.isDragging)
        XCTAssertFalse(collection.cellForKey(1).isHighlighted)
        harness.release()
        XCTAssertEqual(collection.log, [])
    }

    @MainActor func testAReleaseAwayFromThePressedItemChoosesNothing() async {
        let (harness, collection) = make()
        collection.isScrollEnabled = false
        harness.press(at: Point(x: 60, y: 80))
        harness.move(to: Point(x: 100, y: 140))
        harness.release()
        XCTAssertFalse(collection.cellForKey(1).isHighlighted)
        XCTAssertFalse(collection.cellForKey(2).isHighlighted)
        XCTAssertEqual(collection.log, [])
    }

    @MainActor func testACancelledPointerUnhighlights() async {
        let (harness, collection) = make()
        harness.press(at: Point(x: 60, y: 80))
        collection.pointerCancelled()
        XCTAssertFalse(collection.cellForKey(1).isHighlighted)
        XCTAssertNil(collection.pressTracker.pressedKey)
    }

    @MainActor func testNoPressWhenSelectionIsOff() async {
        let (harness, collection) = make()
        collection.allowsSelection = false
        harness.press(at: Point(x: 60, y: 80))
        XCTAssertFalse(collection.cellForKey(1).isHighlighted)
        harness.release()
        XCTAssertEqual(collection.log, [])
    }

    @MainActor func testReloadingRecyclesEveryCellAndTheBoundHolds() async {
        let (_, collection) = make()
        collection.recycleAllVisibleCells()
        XCTAssertTrue(collection.cellsByKey.isEmpty)
        XCTAssertEqual(collection.ended.sorted(), [0, 1, 2, 3])
        XCTAssertEqual(collection.cellQueue.count, 4)
        XCTAssertLessThanOrEqual(collection.largestReuseQueue, collection.reusePoolLimit)
    }

    // MARK: The grid and the table on the base

    @MainActor func testAGridPressThatIsCancelledUnhighlights() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 200))
        let grid = GridView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let source = Items(count: 10)
        grid.register(forCellReuseIdentifier: "Cell") { GridViewCell(reuseIdentifier: "Cell") }
        grid.dataSource = source
        harness.window.addSubview(grid)
        harness.render()
        harness.press(at: Point(x: 20, y: 20))
        XCTAssertTrue(grid.cellForItem(at: 0)!.isHighlighted)
        grid.pointerCancelled()
        XCTAssertFalse(grid.cellForItem(at: 0)!.isHighlighted)
        harness.release()
        XCTAssertNil(grid.indexOfSelectedItem, "a cancelled press selects nothing")
    }

    @MainActor func testATableRowTheDelegateRefusesDoesNotHighlight() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 200))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let source = Rows()
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        harness.window.addSubview(table)
        harness.render()
        harness.press(at: Point(x: 20, y: 44 + 10))
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 1, section: 0))!.isHighlighted, "row 1 refuses")
        harness.release()
        harness.press(at: Point(x: 20, y: 10))
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0))!.isHighlighted)
        harness.release()
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }

    @MainActor final class Items: GridViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func numberOfItems(in gridView: GridView) -> Int { count }
        func gridView(_ gridView: GridView, cellForItemAt index: Int) throws -> GridViewCell {
            try gridView.dequeueReusableCell(withIdentifier: "Cell", for: index)
        }
    }

    @MainActor final class Rows: TableViewDataSource, TableViewDelegate {
        func numberOfSections(in tableView: TableView) -> Int { 1 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            try tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { indexPath.row != 1 }
    }
}

extension CollectionScrollViewTests.FramesCollection {
    /// The visible cell of an item (the test fails if it has none).
    func cellForKey(_ key: Int) -> GridViewCell {
        guard let cell = cellsByKey[key] else {
            XCTFail("item \(key) has no cell")
            return GridViewCell()
        }
        return cell
    }
}
