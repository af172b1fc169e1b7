import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillViews

/// Rows whose height comes from their cell's constraints (`TableView.automaticDimension`).
final class SelfSizingTableTests: XCTestCase {
    /// A cell with a title and a wrapping body label, pinned to the content view's margins.
    @MainActor final class NoteCell: TableViewCell {
        let title = Label()
        let body = Label()

        convenience init() {
            self.init(style: .default, reuseIdentifier: "Note", frame: .zero)
        }

        required init(style: TableViewCellStyle, reuseIdentifier: String?, frame: Rect) {
            super.init(style: style, reuseIdentifier: reuseIdentifier, frame: frame)
            body.numberOfLines = 0
            for label in [title, body] {
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            let margins = contentView.layoutMarginsGuide
            LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                title.topAnchor.constraint(equalTo: margins.topAnchor),
                body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        required init?(coder: TemplateCoder) { nil }
    }

    @MainActor final class Notes: TableViewDataSource, TableViewDelegate {
        var bodies: [String]
        init(count: Int) {
            bodies = (0..<count).map { i in String(repeating: "word ", count: (i * 7) % 40 + 1) }
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { bodies.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
            cell.title.text = "Note \(indexPath.row)"
            cell.body.text = bodies[indexPath.row]
            return cell
        }
    }

    @MainActor func make(width: Double = 320, count: Int = 200) -> (HeadlessHarness, TableView, Notes) {
        let harness = HeadlessHarness(size: Size(width: width, height: 480))
        let table = TableView(frame: harness.window.bounds)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(forCellReuseIdentifier: "Note") { NoteCell() }
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 60
        let notes = Notes(count: count)
        table.dataSource = notes
        table.delegate = notes
        harness.window.addSubview(table)
        return (harness, table, notes)
    }

    /// The height a note needs at a table width: the content view's margins (UIKit's: 11 points
    /// above and below, 16 at the sides), title, gap, body wrapped.
    @MainActor func expectedHeight(body: String, width: Double) -> Double {
        let margins = TableViewCell.contentMargins
        let title = Label(text: "Note 0")
        let label = Label()
        label.numberOfLines = 0
        label.text = body
        let bodyHeight = label.sizeThatFits(Size(width: width - margins.left - margins.right, height: 0)).height
        return (margins.top + title.frame.height + 4 + bodyHeight + margins.bottom).rounded(.up)
    }

    @MainActor func testRowsTakeTheHeightOfTheirContentWhenShown() async {
        let (harness, table, notes) = make()
        harness.render()
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(first.height, expectedHeight(body: notes.bodies[0], width: 320))
        let third = table.rectForRow(at: IndexPath(row: 3, section: 0))
        XCTAssertEqual(third.height, expectedHeight(body: notes.bodies[3], width: 320))
        XCTAssertGreaterThan(third.height, first.height, "more text, more lines")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 150, section: 0)).height, 60, "rows never shown keep the estimate")
        // The cell on screen fills its row, and its body shows every line.
        let cell = table.visibleCells.first { table.indexPath(for: $0) == IndexPath(row: 3, section: 0) } as? NoteCell
        XCTAssertEqual(cell?.frame.height, third.height)
        XCTAssertEqual(cell?.body.isTruncated, false)
        XCTAssertEqual(cell?.body.frame.maxY ?? 0, third.height - TableViewCell.contentMargins.bottom, accuracy: 1)
        let measured = table.statistics.rowsSelfSized
        harness.render()
        XCTAssertEqual(table.statistics.rowsSelfSized, measured, "heights are cached")
    }

    @MainActor func testScrollingMeasuresNewRowsAndReloadMeasuresAgain() async {
        let (harness, table, notes) = make()
        harness.render()
        table.contentOffset = Point(x: 0, y: 3000)
        harness.render()
        let visible = table.indexPathsForVisibleRows
        XCTAssertFalse(visible.isEmpty)
        for indexPath in visible {
            XCTAssertEqual(table.rectForRow(at: indexPath).height, expectedHeight(body: notes.bodies[indexPath.row], width: 320), "row \(indexPath.row)")
        }
        // Content that changes is measured again when the row is reloaded.
        let row = visible[1]
        notes.bodies[row.row] = String(repeating: "longer text ", count: 30)
        table.reloadRows(at: [row], with: .none)
        harness.render()
        XCTAssertEqual(table.rectForRow(at: row).height, expectedHeight(body: notes.bodies[row.row], width: 320))
    }

    @MainActor func testAnotherWidthMeasuresAgain() async {
        let (harness, table, notes) = make(width: 320)
        harness.render()
        let narrow = table.rectForRow(at: IndexPath(row: 5, section: 0)).height
        harness.window.send(.resized(Size(width: 640, height: 480)))
        harness.render()
        let wide = table.rectForRow(at: IndexPath(row: 5, section: 0)).height
        XCTAssertEqual(wide, expectedHeight(body: notes.bodies[5], width: 640))
        XCTAssertLessThan(wide, narrow)
    }

    @MainActor func testBuiltInStylesSizeToTheirWrappedText() async {
        final class Plain: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
                let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel.numberOfLines = 0
                cell.textLabel.text = indexPath.row == 1 ? String(repeating: "a long line of text ", count: 8) : "Short"
                return cell
            }
        }
        let harness = HeadlessHarness(size: Size(width: 320, height: 480))
        let table = TableView(frame: harness.window.bounds)
        table.rowHeight = TableView.automaticDimension
        let source = Plain()
        table.dataSource = source
        harness.window.addSubview(table)
        harness.render()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44, "short text keeps the standard height")
        XCTAssertGreaterThan(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 80, "wrapped text makes the row taller")
    }
}
