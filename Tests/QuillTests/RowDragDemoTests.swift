import XCTest
import Foundation
@testable import GalleryKit
import QuillTesting
@testable import Quill

/// The Gallery's "Dragging rows" page, driven as a person would: a task dragged to another
/// section moves there, one dragged within its section moves within it, and the New task tag
/// dropped into the list adds a task where it lands.
final class RowDragDemoTests: XCTestCase {
    @MainActor func testTasksMoveAndArriveWhereTheyAreDropped() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Dragging rows" }))
        harness.settle()
        harness.render()
        let page = try XCTUnwrap(gallery.pageView)
        let table = try XCTUnwrap(page.subviews.first { $0.accessibilityIdentifier == "tasks" } as? TableView)
        let board = try XCTUnwrap(table.dataSource as? RowDragDemo.TaskBoard)
        let tag = try XCTUnwrap(page.subviews.compactMap { $0 as? Label }.first { $0.text == "New task" })
        let status = try XCTUnwrap(page.subviews.compactMap { $0 as? Label }.first)
        func point(_ indexPath: IndexPath, _ dy: Double = 0) -> Point {
            let rect = table.rectForRow(at: indexPath)
            return table.convert(Point(x: rect.midX, y: rect.midY + dy), to: nil)
        }

        // "Answer the review" to after "Fix the flaky test" (Doing).
        harness.drag(from: point(IndexPath(row: 1, section: 0)), to: point(IndexPath(row: 0, section: 1), 10), steps: 12)
        harness.settle()
        XCTAssertEqual(board.tasksBySection["To do"], ["Write the release notes", "Book the room"])
        XCTAssertEqual(board.tasksBySection["Doing"], ["Fix the flaky test", "Answer the review"])
        XCTAssertEqual(status.text, "Moved \u{201C}Answer the review\u{201D} to Doing.")
        harness.render()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel.text, "Answer the review", "the table shows the new order: \(table.indexPathsForVisibleRows) \(table.frame) \(table.contentOffset)")

        // "Ship 0.9" below "Update the icons", within Done.
        harness.drag(from: point(IndexPath(row: 0, section: 2)), to: point(IndexPath(row: 1, section: 2), 10), steps: 12)
        harness.settle()
        XCTAssertEqual(board.tasksBySection["Done"], ["Update the icons", "Ship 0.9"])
        XCTAssertEqual(status.text, "Moved \u{201C}Ship 0.9\u{201D} within Done.")

        // The tag, dropped over the top half of "Book the room", adds a task before it.
        let tagCenter = tag.convert(Point(x: tag.bounds.midX, y: tag.bounds.midY), to: nil)
        harness.drag(from: tagCenter, to: point(IndexPath(row: 1, section: 0), -8), steps: 12)
        harness.settle()
        XCTAssertEqual(board.tasksBySection["To do"], ["Write the release notes", "New task 1", "Book the room"])
        XCTAssertEqual(status.text, "Added \u{201C}New task 1\u{201D} to To do.")
    }
}
