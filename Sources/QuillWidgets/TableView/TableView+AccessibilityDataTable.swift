import Foundation
import QuillViews

/// A table is a data table of one column whose rows run through its sections in order, so
/// assistive technologies can say "row 12 of 200" and walk it by position.
extension TableView: AccessibilityDataTable {
    /// The rows of every section, counted through.
    public var accessibilityRowCount: Int {
        (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
    }

    /// One column: a table row is one cell.
    public var accessibilityColumnCount: Int { 1 }

    /// The cell of a row counted through the sections, if it is on screen (column 0 only).
    public func accessibilityCell(atRow row: Int, column: Int) -> View? {
        guard column == 0, let indexPath = indexPath(forAccessibilityRow: row) else { return nil }
        return cellForRow(at: indexPath)
    }

    /// A visible cell's row counted through the sections, and column 0.
    public func accessibilityPosition(ofCell cell: View) -> (row: Int, column: Int)? {
        guard let cell = cell as? TableViewCell, let indexPath = indexPath(for: cell) else { return nil }
        let before = (0..<indexPath.section).reduce(0) { $0 + numberOfRows(inSection: $1) }
        return (before + indexPath.row, 0)
    }

    /// Scrolls the row into view (no animation) and lays the table out, so its cell exists.
    public func scrollAccessibilityCellToVisible(row: Int, column: Int) -> Bool {
        guard column == 0, let indexPath = indexPath(forAccessibilityRow: row) else { return false }
        scrollToRow(at: indexPath, at: .none, animated: false)
        layoutIfNeeded()
        return true
    }

    /// The index path of the row at a position counted through all sections.
    private func indexPath(forAccessibilityRow row: Int) -> IndexPath? {
        guard row >= 0 else { return nil }
        var remaining = row
        for section in 0..<numberOfSections {
            let count = numberOfRows(inSection: section)
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        return nil
    }
}
