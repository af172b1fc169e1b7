import Foundation
import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillViews
import QuillFoundation

/// Table rows as drag sources and drop targets (issue 29, UIKit's table drag and drop
/// delegates): a row dragged to another section lands there (the model moves it), a row moved
/// down within its section lands where `moveRow` counts, a line shows the gap while hovering, a
/// drop onto a row (a folder) goes into it, items from another view are copied in, a table that
/// refuses the items shows no line, a second table takes rows from the first, and pressing a
/// draggable row no longer scrolls the table.
final class TableDragAndDropTests: XCTestCase {
    /// Two sections of names, dragged as text, taking drops of text.
    @MainActor final class Lists: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
        var sections: [[String]]
        var intent = TableViewDropIntent.insertAtDestinationIndexPath
        var accepts = true
        var drops: [(destination: IndexPath?, sources: [IndexPath?], texts: [String], intent: TableViewDropIntent)] = []
        var endedDrags: [DropOperation] = []
        /// The other table whose rows this one may take (moved out of it on drop).
        weak var peer: Lists?

        init(_ sections: [[String]]) { self.sections = sections }

        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? TableViewCell(reuseIdentifier: "Row")
            cell.textLabel.text = sections[indexPath.section][indexPath.row]
            return cell
        }

        func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            let name = sections[indexPath.section][indexPath.row]
            return [DragItem(itemProvider: ItemProvider(string: name), localObject: indexPath as AnyObject)]
        }

        func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession, with operation: DropOperation) {
            endedDrags.append(operation)
        }

        func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { accepts && session.hasItems(conformingTo: [.plainText]) }

        func tableView(
            _ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> TableViewDropProposal {
            TableViewDropProposal(operation: session.allowsMoveOperation ? .move : .copy, intent: intent)
        }

        func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            let texts = coordinator.items.map { $0.dragItem.itemProvider.string ?? "?" }
            drops.append((coordinator.destinationIndexPath, coordinator.items.map(\.sourceIndexPath), texts, coordinator.proposal.intent))
            guard coordinator.proposal.intent == .insertAtDestinationIndexPath, let destination = coordinator.destinationIndexPath else { return }
            for item in coordinator.items {
                if let source = item.sourceIndexPath {
                    let name = sections[source.section].remove(at: source.row)
                    sections[destination.section].insert(name, at: destination.row)
                } else {
                    if let peer, let origin = item.dragItem.localObject as? IndexPath { peer.sections[origin.section].remove(at: origin.row) }
                    sections[destination.section].insert(texts[0], at: destination.row)
                }
            }
            tableView.reloadData()
        }
    }

    @MainActor private func makeTable(_ lists: Lists, in harness: HeadlessHarness, frame: Rect) -> TableView {
        let table = TableView(frame: frame, style: .plain)
        table.dataSource = lists
        table.dragDelegate = lists
        table.dropDelegate = lists
        harness.window.addSubview(table)
        harness.settle()
        return table
    }

    @MainActor private func center(of indexPath: IndexPath, in table: TableView, dy: Double = 0) -> Point {
        let rect = table.rectForRow(at: indexPath)
        return table.convert(Point(x: rect.midX, y: rect.midY + dy), to: nil)
    }

    @MainActor func testARowDraggedToAnotherSectionAndDownItsOwnSection() async throws {
        let harness = HeadlessHarness(size: Size(width: 400, height: 600))
        let lists = Lists([["Milk", "Eggs", "Bread"], ["Tea"]])
        let table = makeTable(lists, in: harness, frame: Rect(x: 0, y: 0, width: 400, height: 600))

        // Milk to below Tea (the bottom half of Tea's row: after it).
        harness.press(at: center(of: IndexPath(row: 0, section: 0), in: table))
        harness.move(to: center(of: IndexPath(row: 0, section: 0), in: table, dy: 10), steps: 3)
        XCTAssertTrue(table.hasActiveDrag, "moving a pressed row lifts it")
        XCTAssertEqual(table.contentOffset, .zero, "a draggable row does not scroll the table")
        harness.move(to: center(of: IndexPath(row: 0, section: 1), in: table, dy: 10), steps: 5)
        XCTAssertTrue(table.hasActiveDrop)
        XCTAssertFalse(table.dropIndicatorView.isHidden, "a line shows the gap")
        XCTAssertEqual(table.dropIndicatorView.frame.midY, table.rectForRow(at: IndexPath(row: 0, section: 1)).maxY, accuracy: 0.5)
        harness.release()
        harness.settle()
        XCTAssertEqual(lists.drops.first?.destination, IndexPath(row: 1, section: 1))
        XCTAssertEqual(lists.drops.first?.sources, [IndexPath(row: 0, section: 0)], "the row's own place comes with it")
        XCTAssertEqual(lists.sections, [["Eggs", "Bread"], ["Tea", "Milk"]])
        XCTAssertEqual(lists.endedDrags, [.move])
        XCTAssertTrue(table.dropIndicatorView.isHidden)
        XCTAssertFalse(table.hasActiveDrag)

        // Eggs down past Bread, within the section: it ends up at row 1 (where moveRow counts).
        harness.press(at: center(of: IndexPath(row: 0, section: 0), in: table))
        harness.move(to: center(of: IndexPath(row: 1, section: 0), in: table, dy: 12), steps: 6)
        harness.release()
        harness.settle()
        XCTAssertEqual(lists.drops.last?.destination, IndexPath(row: 1, section: 0))
        XCTAssertEqual(lists.sections, [["Bread", "Eggs"], ["Tea", "Milk"]])
    }

    @MainActor func testDropsOntoARowFromAnotherViewAndRefusals() async throws {
        let harness = HeadlessHarness(size: Size(width: 600, height: 500))
        let lists = Lists([["Inbox", "Archive"]])
        lists.intent = .insertIntoDestinationIndexPath
        let table = makeTable(lists, in: harness, frame: Rect(x: 200, y: 0, width: 400, height: 500))
        let chip = Label(text: "Receipt")
        chip.frame = Rect(x: 20, y: 20, width: 120, height: 40)
        chip.isUserInteractionEnabled = true
        final class Source: DragInteractionDelegate {
            func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
                [DragItem(itemProvider: ItemProvider(string: "Receipt"))]
            }
        }
        let source = Source()
        chip.addInteraction(DragInteraction(delegate: source))
        harness.window.addSubview(chip)
        harness.settle()

        harness.drag(from: Point(x: 80, y: 40), to: center(of: IndexPath(row: 1, section: 0), in: table), steps: 10)
        harness.settle()
        XCTAssertEqual(lists.drops.count, 1)
        XCTAssertEqual(lists.drops[0].destination, IndexPath(row: 1, section: 0), "dropped onto Archive")
        XCTAssertEqual(lists.drops[0].intent, .insertIntoDestinationIndexPath)
        XCTAssertEqual(lists.drops[0].sources, [nil], "an item from another view has no row of its own")
        XCTAssertEqual(lists.drops[0].texts, ["Receipt"])

        // While hovering onto a row, the row is framed.
        harness.press(at: Point(x: 80, y: 40))
        harness.move(to: center(of: IndexPath(row: 0, section: 0), in: table), steps: 8)
        XCTAssertFalse(table.dropIndicatorView.isHidden)
        XCTAssertEqual(table.dropIndicatorView.frame, table.rectForRow(at: IndexPath(row: 0, section: 0)))
        harness.release()
        harness.settle()

        // A table that refuses the items shows nothing and takes nothing.
        lists.accepts = false
        harness.press(at: Point(x: 80, y: 40))
        harness.move(to: center(of: IndexPath(row: 0, section: 0), in: table), steps: 8)
        XCTAssertTrue(table.dropIndicatorView.isHidden)
        XCTAssertFalse(table.hasActiveDrop)
        harness.release()
        harness.settle()
        XCTAssertEqual(lists.drops.count, 2, "only the drop made while it accepted")
    }

    @MainActor func testRowsMoveBetweenTwoTablesAndTheGapBelowEveryRow() async throws {
        let harness = HeadlessHarness(size: Size(width: 800, height: 400))
        let left = Lists([["A", "B"]]), right = Lists([["C"], []])
        right.peer = left
        let leftTable = makeTable(left, in: harness, frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let rightTable = makeTable(right, in: harness, frame: Rect(x: 400, y: 0, width: 400, height: 400))
        XCTAssertEqual(rightTable.dropIndexPath(at: Point(x: 100, y: 390)), IndexPath(row: 0, section: 1), "below every row: the end of the last section")
        XCTAssertEqual(rightTable.dropIndexPath(at: Point(x: 100, y: 1)), IndexPath(row: 0, section: 0), "over the top of the first row: before it")

        harness.drag(from: center(of: IndexPath(row: 1, section: 0), in: leftTable), to: Point(x: 600, y: 390), steps: 12)
        harness.settle()
        XCTAssertEqual(right.drops.first?.sources, [nil], "a row from another table is not this table's own")
        XCTAssertEqual(right.sections, [["C"], ["B"]])
        XCTAssertEqual(left.sections, [["A"]], "the source's model gave the row up")
        XCTAssertEqual(left.endedDrags, [.move], "the source hears the move")
        leftTable.reloadData()
        harness.settle()
        XCTAssertEqual(leftTable.numberOfRows(inSection: 0), 1)
    }

    @MainActor func testWithoutADragDelegatePressingARowStillScrolls() async throws {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let lists = Lists([(0..<40).map { "Row \($0)" }])
        let table = TableView(frame: Rect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.dataSource = lists
        harness.window.addSubview(table)
        harness.settle()
        harness.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 100), steps: 8)
        harness.settle()
        XCTAssertGreaterThan(table.contentOffset.y, 100, "a plain table scrolls by dragging")
        table.dragDelegate = lists
        table.setContentOffset(.zero, animated: false)
        harness.settle()
        harness.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 240), steps: 4)
        harness.settle()
        XCTAssertEqual(table.contentOffset.y, 0, "with a drag delegate the press lifts the row instead")
        table.dragInteractionEnabled = false
        harness.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 100), steps: 8)
        harness.settle()
        XCTAssertGreaterThan(table.contentOffset.y, 100, "drags turned off: it scrolls again")
    }
}
