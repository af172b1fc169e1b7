import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation

final class TableViewTests: XCTestCase {
    @MainActor final class Model: TableViewDataSource, TableViewDelegate {
        var sections: [[String]]
        var titles: [String?]
        var heights: [IndexPath: Double] = [:]
        var heightQueries = 0
        var log: [String] = []
        var identifier = "Cell"

        init(sections: [[String]], titles: [String?] = []) {
            self.sections = sections
            self.titles = titles
        }

        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            cell.textLabel.text = sections[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            titles.indices.contains(section) ? titles[section] : nil
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
            heightQueries += 1
            return heights[indexPath]
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.section).\(indexPath.row)") }
        func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { log.append("deselect \(indexPath.section).\(indexPath.row)") }
        func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) { log.append("activate \(indexPath.section).\(indexPath.row)") }
        func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { log.append("detail \(indexPath.row)") }
        func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(indexPath.row)")
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    @MainActor private func make(rows: Int = 100, sections count: Int = 1, titles: [String?] = [], size: Size = Size(width: 320, height: 440), style: TableViewStyle = .plain) -> (HeadlessHarness, TableView, Model) {
        let harness = HeadlessHarness(size: size)
        let table = TableView(frame: Rect(origin: .zero, size: size), style: style)
        let model = Model(sections: (0..<count).map { s in (0..<rows).map { "Row \(s).\($0)" } }, titles: titles)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = model
        table.delegate = model
        objc_retain(model)  // tables hold their data source weakly
        harness.window.addSubview(table)
        harness.render()
        return (harness, table, model)
    }

    func testRowHeightIndexFindsRowsAndOffsets() {
        var index = RowHeightIndex(heights: [10, 20, 30, 40])
        XCTAssertEqual(index.total, 100)
        XCTAssertEqual(index.offset(of: 2), 30)
        XCTAssertEqual(index.index(at: 0), 0)
        XCTAssertEqual(index.index(at: 29.9), 1)
        XCTAssertEqual(index.index(at: 30), 2)
        XCTAssertEqual(index.index(at: 1000), 3)
        index.setHeight(5, at: 1)
        XCTAssertEqual(index.offset(of: 3), 45)
        XCTAssertEqual(index.index(at: 14), 1)
        let uniform = RowHeightIndex(count: 1_000_000, height: 44)
        XCTAssertEqual(uniform.total, 44_000_000)
        XCTAssertEqual(uniform.index(at: 44 * 765_432 + 3), 765_432)
    }

    @MainActor func testOnlyVisibleRowsHaveCellsAndCellsAreReused() async {
        let (harness, table, _) = make(rows: 1000)
        XCTAssertEqual(table.cellsByIndexPath.count, 10, "440 / 44")
        XCTAssertEqual(table.indexPathsForVisibleRows.first, IndexPath(row: 0, section: 0))
        for _ in 0..<200 {
            harness.scroll(at: Point(x: 100, y: 100), deltaY: 97)
            harness.render()
        }
        XCTAssertLessThanOrEqual(table.statistics.cellsCreated, 12, "at most the visible count + 2")
        XCTAssertGreaterThan(table.statistics.cellsReused, 400)
        XCTAssertEqual(table.contentSize.height, 44_000)
        let first = table.indexPathsForVisibleRows.first!
        XCTAssertEqual(first.row, Int(table.contentOffset.y / 44))
        XCTAssertEqual(table.cellForRow(at: first)?.textLabel.text, "Row 0.\(first.row)")
        XCTAssertEqual(table.subviews.compactMap { $0 as? TableViewCell }.count, table.cellsByIndexPath.count, "no stray cells")
    }

    @MainActor func testAMillionRowsCostNothingPerFrame() async {
        let (harness, table, model) = make(rows: 1_000_000)
        XCTAssertEqual(model.heightQueries, 1_000_000, "without estimates every height is asked once, at load")
        table.contentOffset = Point(x: 0, y: 44 * 500_000)
        harness.render()
        XCTAssertEqual(table.indexPathsForVisibleRows.first?.row, 500_000)
        XCTAssertEqual(table.indexPathForRow(at: Point(x: 10, y: 44 * 999_999 + 1)), IndexPath(row: 999_999, section: 0))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 123_456, section: 0)).minY, 44 * 123_456)
    }

    @MainActor func testEstimatedHeightsAreMeasuredOnlyWhenShown() async {
        let harness = HeadlessHarness(size: Size(width: 320, height: 400))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
        let model = Model(sections: [(0..<100_000).map { "\($0)" }])
        for r in 0..<100 { model.heights[IndexPath(row: r, section: 0)] = r % 2 == 0 ? 30 : 60 }
        table.estimatedRowHeight = 45
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = model
        table.delegate = model
        harness.window.addSubview(table)
        harness.render()
        XCTAssertLessThan(model.heightQueries, 20, "only the rows on screen are measured")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 30)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 90)
    }

    @MainActor func testStickyHeadersInPlainStyle() async {
        let (harness, table, _) = make(rows: 20, sections: 3, titles: ["First", "Second", "Third"])
        let section1 = table.rect(forSection: 1)
        table.contentOffset = Point(x: 0, y: section1.minY + 100)
        harness.render()
        let header = table.headerView(forSection: 1)
        XCTAssertEqual(header?.frame.minY, table.contentOffset.y, "the header sticks to the top")
        XCTAssertEqual((header as? TableViewHeaderFooterView)?.textLabel.text, "Second")
        XCTAssertNil(table.headerView(forSection: 0), "the previous header scrolled away and was reused")
        // A header is pushed up by the next section's header rather than overlapping it.
        table.contentOffset = Point(x: 0, y: table.rect(forSection: 2).minY - 10)
        harness.render()
        XCTAssertEqual(table.headerView(forSection: 1)!.frame.maxY, table.rect(forSection: 2).minY, accuracy: 0.001)
    }

    @MainActor func testClickSelectsAndDeselectsAndDragDoesNot() async {
        let (harness, table, model) = make(rows: 50)
        harness.click(at: Point(x: 100, y: 44 * 2 + 20))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0))!.isSelected)
        harness.click(at: Point(x: 100, y: 44 * 4 + 20))
        XCTAssertEqual(model.log, ["select 0.2", "deselect 0.2", "select 0.4"])
        harness.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 100), steps: 10)
        XCTAssertEqual(model.log.count, 3, "a drag scrolls; it does not select")
        XCTAssertGreaterThan(table.contentOffset.y, 150)
    }

    @MainActor func testRowHighlightsWhilePressed() async {
        let (harness, table, _) = make(rows: 50)
        harness.press(at: Point(x: 100, y: 44 * 3 + 10))
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0))!.isHighlighted)
        harness.release()
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 3, section: 0))!.isHighlighted)
    }

    @MainActor func testDetailButtonReportsToTheDelegateInsteadOfSelecting() async {
        let (harness, table, model) = make(rows: 5)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        cell.accessoryType = .detailButton
        harness.render()
        let button = cell.convert(Point(x: cell.accessoryHitRect.midX, y: cell.accessoryHitRect.midY), to: nil)
        harness.click(at: button)
        XCTAssertEqual(model.log, ["detail 2"])
        harness.click(at: cell.convert(Point(x: 40, y: 20), to: nil))
        XCTAssertEqual(model.log, ["detail 2", "select 0.2"])
    }

    @MainActor func testMultipleSelectionToggles() async {
        let (harness, table, _) = make(rows: 50)
        table.allowsMultipleSelection = true
        harness.click(at: Point(x: 100, y: 20))
        harness.click(at: Point(x: 100, y: 44 + 20))
        harness.click(at: Point(x: 100, y: 20))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
    }

    @MainActor func testKeyboardMovesSelectionAcrossSectionsAndActivates() async {
        let (harness, table, model) = make(rows: 2, sections: 2, titles: ["A", "B"])
        XCTAssertTrue(table.becomeFirstResponder())
        harness.key(.down)
        harness.key(.down)
        harness.key(.down)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 1))
        harness.key(.up)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        harness.key(.return)
        XCTAssertEqual(model.log.last, "activate 0.1")
    }

    @MainActor func testEditingSlidesInDeleteControlAndDeletesWithAnimation() async throws {
        let (harness, table, model) = make(rows: 5)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let wideContent = cell.contentView.frame
        table.setEditing(true, animated: true)
        harness.advance(by: 0.1)
        XCTAssertTrue(cell.contentView.hasRunningAnimations, "the content slides under View.animate")
        XCTAssertTrue(cell.contentView.frame.minX > 0 && cell.contentView.frame.minX < 38, "the control slides in")
        harness.settle()
        XCTAssertEqual(cell.contentView.frame.minX, 38, "the content moved right for the delete control")
        XCTAssertLessThan(cell.contentView.frame.width, wideContent.width)
        assertImageSnapshot(of: table, size: Size(width: 320, height: 220), named: "editing")
        // Click the red delete control of row 1: its Delete button slides in; nothing is deleted.
        harness.click(at: Point(x: 19, y: 44 + 22))
        harness.settle()
        XCTAssertEqual(model.log, [], "the delete control only reveals the Delete button")
        XCTAssertEqual(table.indexPathForDeleteConfirmation, IndexPath(row: 1, section: 0))
        XCTAssertTrue(cell.showsDeleteConfirmation)
        let delete = try XCTUnwrap(cell.deleteConfirmationButton)
        XCTAssertEqual(delete.frame.maxX, cell.bounds.maxX, "at the trailing edge")
        XCTAssertEqual(cell.contentView.frame.maxX, delete.frame.minX, accuracy: 0.01, "the content makes room for it")
        assertImageSnapshot(of: table, size: Size(width: 320, height: 220), named: "delete-confirmation")
        // A click elsewhere in the table only hides it; the control shows it again.
        harness.click(at: Point(x: 160, y: 44 * 3 + 22))
        harness.settle()
        XCTAssertNil(table.indexPathForDeleteConfirmation)
        XCTAssertNil(table.indexPathForSelectedRow, "that click did not select a row")
        XCTAssertEqual(model.log, [])
        harness.click(at: Point(x: 19, y: 44 + 22))
        harness.settle()
        // Delete commits.
        harness.click(delete)
        XCTAssertEqual(model.log, ["commit 1"])
        XCTAssertTrue(table.isAnimatingUpdates)
        harness.settle()
        XCTAssertFalse(table.isAnimatingUpdates)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel.text, "Row 0.2", "rows below moved up")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY, 44)
    }

    @MainActor func testInsertRowsAnimatesNewRowsIn() async {
        let (harness, table, model) = make(rows: 3)
        model.sections[0].insert("New", at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        let newCell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertEqual(newCell.textLabel.text, "New")
        harness.advance(by: 0.1)
        XCTAssertLessThan(newCell.frame.minX, 0, "slides in from the left")
        harness.settle()
        XCTAssertEqual(newCell.frame.minX, 0)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel.text, "Row 0.1")
    }

    @MainActor func testAnInconsistentUpdateReloadsInsteadOfCrashing() async {
        let (harness, table, model) = make(rows: 3)
        model.sections[0].append("Surprise")
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        harness.settle()
        harness.render()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(table.cellsByIndexPath.count, 4)
    }

    @MainActor func testUnregisteredIdentifierShowsAnErrorRowAndThrows() async {
        let (harness, table, model) = make(rows: 3)
        model.identifier = "Missing"
        table.reloadData()
        harness.render()
        let text = table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel.text ?? ""
        XCTAssertTrue(text.contains("no cell class or template is registered for reuse identifier 'Missing'"), text)
        XCTAssertThrowsError(try table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0)))
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "Missing"))
    }

    @MainActor func testReusePoolIsBounded() async {
        let (harness, table, _) = make(rows: 200, size: Size(width: 320, height: 2000))
        XCTAssertEqual(table.cellsByIndexPath.count, 46)
        table.frame.size.height = 44
        harness.render()
        XCTAssertLessThanOrEqual(table.cellPool.count, table.reusePoolLimit)
    }

    @MainActor func testSnapshotsOfPlainAndGroupedTables() async {
        func build(_ style: TableViewStyle) -> TableView {
            let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 300), style: style)
            let model = Model(sections: [["Wi-Fi", "Bluetooth"], ["General", "Display", "Sounds"]], titles: ["Network", "Device"])
            table.register(forCellReuseIdentifier: "Cell") { TableViewCell(style: .value1, reuseIdentifier: "Cell") }
            table.dataSource = model
            table.delegate = model
            objc_retain(model)
            table.layoutIfNeeded()
            for cell in table.visibleCells {
                cell.accessoryType = .disclosureIndicator
                cell.detailTextLabel?.text = "On"
            }
            return table
        }
        assertImageSnapshot(of: build(.plain), named: "plain")
        assertImageSnapshot(of: build(.grouped), named: "grouped")
    }
}

/// Keeps test models alive for the life of the process (tables hold data sources weakly).
@MainActor private var retainedModels: [AnyObject] = []
@MainActor private func objc_retain(_ object: AnyObject) { retainedModels.append(object) }
