import XCTest
@testable import QuillWidgets
import QuillViews
import QuillFoundation

/// A table cell's content view margins (UIKit's since iOS 11) and constraints to them when the
/// cell changes size.
final class TableViewCellMarginsTests: XCTestCase {
    @MainActor func testContentViewMarginsAreUIKits() async {
        let cell = TableViewCell(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(cell.contentView.layoutMargins, EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        XCTAssertEqual(TableViewCell.contentMargins, cell.contentView.layoutMargins)
    }

    /// A cell from a .xib keeps its content view's empty autoresizing mask; the cell sizes the
    /// content view in `layoutSubviews`, after the first solve. The content view preserves the
    /// cell's margins, so while it is wider than the cell its trailing margin is larger: the
    /// constraints written then must be written again once it fits (they were not, and a button
    /// at the trailing margin of a cell narrowed from 320 to 240 points stood 80 points short).
    @MainActor func testConstraintsToMarginsFollowAContentViewTheCellResizes() async {
        for mask in [AutoresizingMask(), [.flexibleWidth, .flexibleHeight]] {
            let cell = TableViewCell(frame: Rect(x: 0, y: 0, width: 320, height: 48))
            cell.contentView.autoresizingMask = mask
            cell.contentView.preservesSuperviewLayoutMargins = true
            let button = View(frame: Rect(x: 265, y: 8, width: 47, height: 30))
            button.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(button)
            LayoutConstraint.activate([
                button.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
                button.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
                button.widthAnchor.constraint(equalToConstant: 47),
            ])
            cell.frame = Rect(x: 0, y: 0, width: 240, height: 48)
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.contentView.frame.width, 240, "mask \(mask)")
            XCTAssertEqual(button.frame.maxX, 240 - 16, "mask \(mask): at the content view's trailing margin")
            cell.frame = Rect(x: 0, y: 0, width: 400, height: 48)
            cell.layoutIfNeeded()
            XCTAssertEqual(button.frame.maxX, 400 - 16, "mask \(mask): and after growing")
        }
    }
}
