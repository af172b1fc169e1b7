import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillGraphics

/// The inset grouped table style (issue 27): sections as rounded cards inset from the sides,
/// as UIKit's `insetGrouped` draws them.
final class InsetGroupedTableTests: XCTestCase {
    @MainActor final class Settings: TableViewDataSource {
        var sections = [["Wi-Fi", "Bluetooth", "Cellular"], ["General"]]
        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel.text = sections[indexPath.section][indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Network" : nil }
    }

    @MainActor private func make(width: Double, style: TableViewStyle = .insetGrouped) -> (HeadlessHarness, TableView, Settings) {
        let harness = HeadlessHarness(size: Size(width: width, height: 400))
        let table = TableView(frame: harness.window.bounds, style: style)
        let model = Settings()
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = model
        harness.window.addSubview(table)
        harness.render()
        return (harness, table, model)
    }

    @MainActor func testRowsAndHeadersAreInsetBySixteenOrTwentyPoints() async {
        let (_, narrow, model) = make(width: 375)
        withExtendedLifetime(model) {
            let row = narrow.rectForRow(at: IndexPath(row: 0, section: 0))
            XCTAssertEqual(row.minX, 16)
            XCTAssertEqual(row.width, 375 - 32)
            XCTAssertEqual(narrow.headerView(forSection: 0)?.frame.minX, 16, "the header's title lines up with the card")
            XCTAssertEqual(narrow.indexPathForRow(at: Point(x: 20, y: row.midY)), IndexPath(row: 0, section: 0))
            XCTAssertNil(narrow.indexPathForRow(at: Point(x: 8, y: row.midY)), "the margin beside a card is not a row")
            XCTAssertEqual(narrow.cellForRow(at: IndexPath(row: 1, section: 0))?.frame, narrow.rectForRow(at: IndexPath(row: 1, section: 0)))
        }
        let (_, wide, model2) = make(width: 414)
        withExtendedLifetime(model2) {
            XCTAssertEqual(wide.rectForRow(at: IndexPath(row: 0, section: 1)).minX, 20)
            XCTAssertEqual(wide.backgroundColor, Color(red8: 242, green8: 242, blue8: 247), "the grouped background")
        }
    }

    @MainActor func testOnlyTheOuterCornersOfACardAreRoundedAndItsLastRowHasNoSeparator() async {
        let (harness, table, model) = make(width: 375)
        defer { withExtendedLifetime(model) {} }
        func cell(_ row: Int, _ section: Int) -> TableViewCell { table.cellForRow(at: IndexPath(row: row, section: section))! }
        XCTAssertEqual(cell(0, 0).maskedCorners, .top)
        XCTAssertEqual(cell(0, 0).cornerRadius, 10)
        XCTAssertEqual(cell(1, 0).cornerRadius, 0)
        XCTAssertEqual(cell(2, 0).maskedCorners, .bottom)
        XCTAssertEqual(cell(0, 1).maskedCorners, .allCorners, "a section of one row is rounded all round")
        XCTAssertTrue(cell(1, 0).showsSeparator)
        XCTAssertFalse(cell(2, 0).showsSeparator, "the card's edge, not a separator, ends it")

        // What is drawn: the top-left corner of the first card shows the background through
        // its rounding, the middle row's corner is square.
        let image = harness.render()
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let middle = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let grey = PixelColor(Color(red8: 242, green8: 242, blue8: 247))
        XCTAssertEqual(image[Int(first.minX), Int(first.minY)], grey)
        XCTAssertEqual(image[Int(first.minX) + 10, Int(first.minY) + 10], PixelColor(Color.white))
        XCTAssertEqual(image[Int(middle.minX), Int(middle.minY) + 1], PixelColor(Color.white))

        // Back to the grouped style: rows span the width and cells are square again.
        table.style = .grouped
        harness.render()
        XCTAssertEqual(cell(0, 0).frame.minX, 0)
        XCTAssertEqual(cell(0, 0).cornerRadius, 0)
        XCTAssertFalse(cell(0, 0).clipsToBounds)
        XCTAssertTrue(cell(2, 0).showsSeparator)
    }

    @MainActor func testSnapshotOfAnInsetGroupedTable() async {
        let (harness, table, model) = make(width: 375)
        withExtendedLifetime(model) {
            table.frame.size.height = 260
            harness.render()
            assertImageSnapshot(of: table, named: "insetGrouped")
        }
    }
}
