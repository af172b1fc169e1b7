/// A container whose elements are cells in rows and columns (a table or a grid), so assistive
/// technologies can say where a cell is ("row 3 of 200") and walk the table by position
/// (UIKit's `UIAccessibilityContainerDataTable`, AT-SPI's Table interface).
@MainActor
public protocol AccessibilityDataTable: AnyObject {
    /// The number of rows, including those not on screen.
    var accessibilityRowCount: Int { get }
    /// The number of columns.
    var accessibilityColumnCount: Int { get }
    /// The cell view at a position, when it is on screen (cells off screen do not exist).
    func accessibilityCell(atRow row: Int, column: Int) -> View?
    /// The position of one of the table's cell views, `nil` for a view that is not a cell.
    func accessibilityPosition(ofCell cell: View) -> (row: Int, column: Int)?
    /// Brings the cell at a position on screen (scrolling), so it can be read or activated;
    /// returns whether the position exists.
    func scrollAccessibilityCellToVisible(row: Int, column: Int) -> Bool
}
