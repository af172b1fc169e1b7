import Foundation
import QuillViews

/// A collection view is a one-column data table of its items in order, section after section
/// (a screen reader reads "row 12 of 300" whatever the layout).
extension CollectionView: AccessibilityDataTable {
    /// Every item of every section.
    public var accessibilityRowCount: Int { (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) } }

    /// One.
    public var accessibilityColumnCount: Int { 1 }

    /// The cell of the item at a row, if it is on screen.
    public func accessibilityCell(atRow row: Int, column: Int) -> View? {
        guard column == 0, let indexPath = accessibilityIndexPath(row: row) else { return nil }
        return cellForItem(at: indexPath)
    }

    /// A visible cell's row.
    public func accessibilityPosition(ofCell cell: View) -> (row: Int, column: Int)? {
        guard let cell = cell as? CollectionViewCell, let indexPath = indexPath(for: cell) else { return nil }
        let before = (0..<indexPath.section).reduce(0) { $0 + numberOfItems(inSection: $1) }
        return (before + indexPath.item, 0)
    }

    /// Scrolls the item into view (no animation) and lays out, so its cell exists.
    public func scrollAccessibilityCellToVisible(row: Int, column: Int) -> Bool {
        guard column == 0, let indexPath = accessibilityIndexPath(row: row) else { return false }
        scrollToItem(at: indexPath, at: [], animated: false)
        layoutIfNeeded()
        return true
    }

    private func accessibilityIndexPath(row: Int) -> IndexPath? {
        guard row >= 0 else { return nil }
        var remaining = row
        for section in 0..<numberOfSections {
            let count = numberOfItems(inSection: section)
            if remaining < count { return IndexPath(item: remaining, section: section) }
            remaining -= count
        }
        return nil
    }
}
