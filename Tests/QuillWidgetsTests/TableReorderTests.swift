import XCTest
import QuillTesting
@testable import QuillWidgets
@testable import QuillViews
import QuillFoundation

/// Moving rows by their grip in editing mode, and selecting several rows with the circles of
/// editing mode (issue 27).
final class TableReorderTests: XCTestCase {
    @MainActor final class Playlist: TableViewDataSource, TableViewDelegate {
        var songs = (1...40).map { "Song \($0)" }
        var moves: [String] = []
        var pinnedFirst = false
        var selected: [Int] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { songs.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel.text = songs[indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
            moves.append("\(source.row)->\(destination.row)")
            songs.insert(songs.remove(at: source.row), at: destination.row)
        }
        func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: IndexPath, toProposedIndexPath proposed: IndexPath) -> IndexPath {
            pinnedFirst && proposed.row == 0 ? IndexPath(row: 1, section: 0) : proposed
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    }

    @MainActor private static var models: [Playlist] = []

    @MainActor private func make() -> (HeadlessHarness, TableView, Playlist) {
        let harness = HeadlessHarness(size: Size(width: 320, height: 440))
        let table = TableView(frame: harness.window.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let playlist = Playlist()
        Self.models.append(playlist)
        table.dataSource = playlist
        table.delegate = playlist
        harness.window.addSubview(table)
        table.setEditing(true, animated: false)
        harness.render()
        return (harness, table, playlist)
    }

    @MainActor private func texts(_ table: TableView) -> [String] {
        table.visibleCells.map { $0.textLabel.text ?? "" }
    }

    @MainActor func testDraggingTheGripMovesTheRowAndTheRowsBetweenMakeRoom() async throws {
        let (harness, table, playlist) = make()
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertFalse(cell.reorderHitRect.isNull, "the grip shows in editing mode")
        let grip = Point(x: 300, y: 44 + 22)
        harness.press(at: grip)
        XCTAssertEqual(table.indexPathForMovingRow, IndexPath(row: 1, section: 0))
        harness.move(to: Point(x: 300, y: 44 * 3 + 30), steps: 6)
        harness.advance(by: 0.3)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY, 88, "row 3 moved up into the room")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY, 44)
        harness.release()
        harness.settle()
        harness.render()
        XCTAssertEqual(playlist.moves, ["1->3"])
        XCTAssertEqual(Array(texts(table).prefix(5)), ["Song 1", "Song 3", "Song 4", "Song 2", "Song 5"])
        XCTAssertNil(table.indexPathForMovingRow)
        XCTAssertTrue(table.visibleCells.allSatisfy { $0.frame == table.rectForRow(at: table.indexPath(for: $0)!) })
    }

    @MainActor func testNearTheBottomEdgeTheTableScrollsAndTheDelegateMayRedirect() async throws {
        let (harness, table, playlist) = make()
        harness.press(at: Point(x: 300, y: 22))
        harness.move(to: Point(x: 300, y: 430), steps: 8)
        harness.advance(by: 1)
        XCTAssertGreaterThan(table.contentOffset.y, 200, "the table scrolled while the row was held at the edge")
        harness.release()
        harness.settle()
        XCTAssertEqual(playlist.moves.count, 1)
        XCTAssertGreaterThan(Int(playlist.moves[0].split(separator: ">").last!)!, 12, "dropped beyond the first screen")
        playlist.pinnedFirst = true
        table.contentOffset = .zero
        harness.render()
        harness.press(at: Point(x: 300, y: 44 * 2 + 22))
        harness.move(to: Point(x: 300, y: 5), steps: 6)
        harness.release()
        harness.settle()
        XCTAssertEqual(playlist.moves.last, "2->1", "the delegate kept the first row in place")
    }

    @MainActor func testSelectionCirclesInEditingMode() async throws {
        let (harness, table, playlist) = make()
        table.setEditing(false, animated: false)
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        harness.render()
        harness.click(at: Point(x: 160, y: 22))
        harness.click(at: Point(x: 160, y: 110))
        harness.click(at: Point(x: 18, y: 66))   // the circle of row 1
        XCTAssertEqual(table.indexPathsForSelectedRows.map(\.row).sorted(), [0, 1, 2])
        XCTAssertEqual(playlist.selected, [0, 2, 1])
        harness.click(at: Point(x: 160, y: 22))
        XCTAssertEqual(table.indexPathsForSelectedRows.map(\.row).sorted(), [1, 2], "a second click deselects")
        assertImageSnapshot(of: table, named: "circles")
        table.setEditing(false, animated: false)
        XCTAssertEqual(table.indexPathsForSelectedRows, [], "leaving editing mode clears the circles' selection")
    }
}
