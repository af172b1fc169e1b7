import XCTest
@testable import QuillWidgets

final class CellPressTrackerTests: XCTestCase {
    @MainActor private func cells(_ count: Int) -> [Int: GridViewCell] {
        Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, GridViewCell()) })
    }

    @MainActor func testAPressHighlightsOnlyThePressedCell() async {
        let cells = cells(3)
        var tracker = CellPressTracker<Int, GridViewCell>()
        XCTAssertNil(tracker.pressedKey)
        tracker.begin(1, in: cells)
        XCTAssertEqual(tracker.pressedKey, 1)
        XCTAssertEqual(cells.keys.sorted().map { cells[$0]!.isHighlighted }, [false, true, false])
    }

    @MainActor func testACancelledPressUnhighlightsAndChoosesNothing() async {
        let cells = cells(2)
        var tracker = CellPressTracker<Int, GridViewCell>()
        tracker.begin(0, in: cells)
        tracker.cancel(in: cells)
        XCTAssertFalse(cells[0]!.isHighlighted)
        XCTAssertNil(tracker.pressedKey)
        var asked = false
        XCTAssertNil(tracker.end(in: cells) { _ in
            asked = true
            return true
        }, "a release after a drag chooses nothing")
        XCTAssertFalse(asked)
    }

    @MainActor func testCancellingWithoutAPressLeavesCellsAlone() async {
        let cells = cells(2)
        cells[1]!.isHighlighted = true
        var tracker = CellPressTracker<Int, GridViewCell>()
        tracker.cancel(in: cells)
        XCTAssertTrue(cells[1]!.isHighlighted)
    }

    @MainActor func testAReleaseTheCallerAcceptsChoosesThePressedItem() async {
        let cells = cells(3)
        var tracker = CellPressTracker<Int, GridViewCell>()
        tracker.begin(2, in: cells)
        var asked: [Int] = []
        let chosen = tracker.end(in: cells) { key in
            asked.append(key)
            return true
        }
        XCTAssertEqual(chosen, 2)
        XCTAssertEqual(asked, [2], "the caller is asked about the pressed item")
        XCTAssertFalse(cells[2]!.isHighlighted)
        XCTAssertNil(tracker.pressedKey)
    }

    @MainActor func testAReleaseElsewhereUnhighlightsAndChoosesNothing() async {
        let cells = cells(3)
        var tracker = CellPressTracker<Int, GridViewCell>()
        tracker.begin(0, in: cells)
        XCTAssertNil(tracker.end(in: cells) { _ in false })
        XCTAssertFalse(cells[0]!.isHighlighted)
        XCTAssertNil(tracker.pressedKey)
    }

    @MainActor func testAPressOnAnItemWithoutACellStillChooses() async {
        var tracker = CellPressTracker<IndexPath, TableViewCell>()
        let row = IndexPath(row: 4, section: 1)
        tracker.begin(row, in: [:])
        XCTAssertEqual(tracker.pressedKey, row)
        XCTAssertEqual(tracker.end(in: [:]) { $0 == row }, row)
    }
}
