import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillGraphics
import QuillViews

/// A cell makes its own parts (selection colour, accessory indicator, separator, editing
/// control) the first time each shows, each where the cell has always kept it.
final class TableViewCellPartsTests: XCTestCase {
    @MainActor func testAPlainCellHoldsOnlyItsContentView() async {
        let cell = TableViewCell()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.subviews.map(\.className), ["View"])
        XCTAssertTrue(cell.subviews.first === cell.contentView)
        // Turning things off that were never on makes nothing.
        cell.isSelected = false
        cell.showsSeparator = false
        cell.accessoryType = .none
        cell.separatorColor = .red
        cell.editingStyle = .insert
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.subviews.count, 1)
    }

    @MainActor func testEachPartAppearsWhereTheCellKeepsIt() async throws {
        let cell = TableViewCell(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        let background = View()
        cell.backgroundView = background
        let decoration = View()
        cell.insertSubview(decoration, belowSubview: cell.contentView)
        // The selection colour: above the background views, below everything else.
        cell.isSelected = true
        XCTAssertTrue(cell.subviews[0] === background)
        let selection = cell.subviews[1]
        XCTAssertFalse(selection === decoration)
        XCTAssertFalse(selection.isHidden)
        XCTAssertFalse(selection.isUserInteractionEnabled)
        XCTAssertTrue(cell.subviews[2] === decoration)
        cell.isSelected = false
        XCTAssertTrue(selection.isHidden)
        // The accessory indicator: just above the content.
        cell.accessoryType = .disclosureIndicator
        let content = try XCTUnwrap(cell.subviews.firstIndex { $0 === cell.contentView })
        XCTAssertEqual(cell.subviews[content + 1].className, "AccessoryIndicatorView")
        // The separator and the editing control: on top after layout, the control uppermost.
        cell.showsSeparator = true
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.subviews.last?.className, "EditingControlView")
        let separator = cell.subviews[cell.subviews.count - 2]
        XCTAssertEqual(separator.frame, Rect(x: 53, y: 43, width: 267, height: 1), "inset 15 plus the editing inset 38")
        XCTAssertFalse(separator.isHidden)
        XCTAssertEqual(cell.subviews.last?.alpha, 1)
        // Nothing is made twice.
        let count = cell.subviews.count
        cell.isSelected = true
        cell.accessoryType = .checkmark
        cell.setEditing(false, animated: false)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.subviews.count, count)
    }

    @MainActor func testASelectedPlainCellShowsTheSelectionColour() async {
        let cell = TableViewCell(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        cell.isSelected = true
        cell.layoutIfNeeded()
        let pixels = SnapshotRenderer.render(cell)
        XCTAssertEqual(pixels[50, 22], PixelColor(Color(red8: 209, green8: 209, blue8: 214)))
        cell.selectionStyle = .blue
        XCTAssertEqual(SnapshotRenderer.render(cell)[50, 22], PixelColor(.systemBlue))
        cell.selectionStyle = .none
        XCTAssertEqual(SnapshotRenderer.render(cell)[50, 22], PixelColor(.white))
    }
}
