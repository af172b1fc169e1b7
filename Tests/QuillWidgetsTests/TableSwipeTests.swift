import XCTest
import QuillTesting
@testable import QuillWidgets
@testable import QuillViews
import QuillFoundation

/// Swipe actions on table rows (issue 27): a sideways drag reveals a row's actions, a release
/// past half of them leaves them open, a swipe across the row performs the first, and a press
/// elsewhere closes them; vertical drags still scroll.
final class TableSwipeTests: XCTestCase {
    @MainActor final class Mail: TableViewDataSource, TableViewDelegate {
        var messages = (1...30).map { "Message \($0)" }
        var log: [String] = []
        weak var table: TableView?
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { messages.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel.text = messages[indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
            let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                guard let self, let table = self.table else { return done(false) }
                self.log.append("delete \(self.messages[indexPath.row])")
                self.messages.remove(at: indexPath.row)
                table.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = ContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
                self?.log.append("flag \(indexPath.row)")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            return SwipeActionsConfiguration(actions: [delete, flag])
        }
        func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
            let read = ContextualAction(style: .normal, title: "Read") { [weak self] _, _, done in
                self?.log.append("read \(indexPath.row)")
                done(true)
            }
            read.backgroundColor = .systemBlue
            let configuration = SwipeActionsConfiguration(actions: [read])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
    }

    @MainActor private static var models: [Mail] = []

    @MainActor private func make() -> (HeadlessHarness, TableView, Mail) {
        let harness = HeadlessHarness(size: Size(width: 320, height: 400))
        let table = TableView(frame: harness.window.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let mail = Mail()
        mail.table = table
        Self.models.append(mail)
        table.dataSource = mail
        table.delegate = mail
        harness.window.addSubview(table)
        harness.render()
        return (harness, table, mail)
    }

    @MainActor private func swipe(_ harness: HeadlessHarness, row: Int, from startX: Double, to endX: Double) {
        let y = Double(row) * 44 + 22
        harness.press(at: Point(x: startX, y: y))
        harness.move(to: Point(x: endX, y: y + 2), steps: 8)
        harness.release()
        harness.settle()
        harness.render()
    }

    @MainActor func testASwipeOpensTheActionsAndAnActionRunsAndCloses() async throws {
        let (harness, table, mail) = make()
        swipe(harness, row: 2, from: 300, to: 170)
        XCTAssertEqual(table.indexPathForSwipedRow, IndexPath(row: 2, section: 0))
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let actions = try XCTUnwrap(table.subviews.compactMap { $0 as? SwipeActionsView }.first)
        XCTAssertEqual(cell.transform, Transform(translationX: -actions.naturalWidth, y: 0), "open on its actions")
        XCTAssertEqual(actions.buttons.map { $0.title(for: .normal) }, ["Delete", "Flag"])
        XCTAssertEqual(actions.buttons[0].frame.maxX, actions.bounds.maxX, "the first action at the edge")
        XCTAssertEqual(mail.log, [], "no selection, no action yet")
        assertImageSnapshot(of: table, named: "open")
        harness.click(actions.buttons[1])
        harness.settle()
        XCTAssertEqual(mail.log, ["flag 2"])
        XCTAssertNil(table.indexPathForSwipedRow)
        XCTAssertEqual(cell.transform, .identity)
        XCTAssertTrue(table.subviews.allSatisfy { !($0 is SwipeActionsView) })
    }

    @MainActor func testAFullSwipePerformsTheFirstAction() async {
        let (harness, table, mail) = make()
        swipe(harness, row: 1, from: 310, to: 20)
        XCTAssertEqual(mail.log, ["delete Message 2"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 29)
        XCTAssertNil(table.indexPathForSwipedRow)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel.text, "Message 3")
        XCTAssertTrue(table.visibleCells.allSatisfy { $0.transform == .identity })
        // Deleting from an open row's button: the row below does not slide in.
        swipe(harness, row: 0, from: 300, to: 170)
        let actions = table.subviews.compactMap { $0 as? SwipeActionsView }.first
        harness.click(actions!.buttons[0])
        harness.settle()
        harness.render()
        XCTAssertEqual(mail.log.last, "delete Message 1")
        XCTAssertNil(table.indexPathForSwipedRow)
        XCTAssertTrue(table.visibleCells.allSatisfy { $0.transform == .identity })
    }

    @MainActor func testAShortSwipeSlidesBackAndAPressElsewhereCloses() async {
        let (harness, table, mail) = make()
        swipe(harness, row: 0, from: 300, to: 280)
        XCTAssertNil(table.indexPathForSwipedRow, "less than half the actions: back")
        swipe(harness, row: 0, from: 20, to: 200)
        XCTAssertEqual(table.indexPathForSwipedRow, IndexPath(row: 0, section: 0), "the leading action, dragged right")
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertLessThan(cell?.transform.tx ?? 0, 120, "no full swipe: resistance past the action")
        harness.click(at: Point(x: 160, y: 200))
        harness.settle()
        XCTAssertNil(table.indexPathForSwipedRow)
        XCTAssertEqual(mail.log, [], "the press only closed the actions")
    }

    @MainActor func testATouchpadSwipesRowsSideways() async throws {
        let (harness, table, mail) = make()
        for _ in 0..<6 { harness.scroll(at: Point(x: 160, y: 66), deltaX: 20, deltaY: 1) }
        XCTAssertEqual(table.indexPathForSwipedRow, IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.transform.tx, -120, "the row follows the scrolls")
        harness.advance(by: 0.6)
        let actions = try XCTUnwrap(table.subviews.compactMap { $0 as? SwipeActionsView }.first)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.transform.tx, -actions.naturalWidth, "settled open once the scrolls stopped")
        harness.scroll(at: Point(x: 160, y: 66), deltaX: -200, deltaY: 0)
        harness.advance(by: 0.6)
        XCTAssertNil(table.indexPathForSwipedRow, "scrolled back: closed")
        harness.scroll(at: Point(x: 160, y: 110), deltaX: 300, deltaY: 0)
        harness.advance(by: 1)
        XCTAssertEqual(mail.log, ["delete Message 3"], "a long swipe performs the first action")
        XCTAssertEqual(table.contentOffset.y, 0, "the table did not scroll")
    }

    @MainActor func testVerticalDragsStillScrollAndEditingTurnsSwipesOff() async {
        let (harness, table, _) = make()
        harness.drag(from: Point(x: 200, y: 300), to: Point(x: 190, y: 100))
        harness.settle()
        XCTAssertGreaterThan(table.contentOffset.y, 100)
        XCTAssertNil(table.indexPathForSwipedRow)
        table.setEditing(true, animated: false)
        let row = table.indexPathForRow(at: Point(x: 10, y: table.contentOffset.y + 100))!.row
        let y = table.rectForRow(at: IndexPath(row: row, section: 0)).midY - table.contentOffset.y
        harness.press(at: Point(x: 300, y: y))
        harness.move(to: Point(x: 100, y: y), steps: 8)
        harness.release()
        XCTAssertNil(table.indexPathForSwipedRow)
    }
}
