import QuillViews

/// A grid is a data table whose rows are its lines of items, as many columns as fit.
extension GridView: AccessibilityDataTable {
    /// The lines of items: the item count over the columns, rounded up.
    public var accessibilityRowCount: Int {
        let columns = Swift.max(1, numberOfColumns)
        return (numberOfItems + columns - 1) / columns
    }

    /// The columns that fit the grid's width (at least one).
    public var accessibilityColumnCount: Int { Swift.max(1, numberOfColumns) }

    /// The cell of the item at a line and column, if it is on screen.
    public func accessibilityCell(atRow row: Int, column: Int) -> View? {
        guard let index = accessibilityItemIndex(row: row, column: column) else { return nil }
        return cellForItem(at: index)
    }

    /// A visible cell's line and column.
    public func accessibilityPosition(ofCell cell: View) -> (row: Int, column: Int)? {
        guard let cell = cell as? GridViewCell, let index = indexForCell(cell) else { return nil }
        let columns = accessibilityColumnCount
        return (index / columns, index % columns)
    }

    /// Scrolls the item into view (no animation) and lays the grid out, so its cell exists.
    public func scrollAccessibilityCellToVisible(row: Int, column: Int) -> Bool {
        guard let index = accessibilityItemIndex(row: row, column: column) else { return false }
        scrollToItem(at: index, animated: false)
        layoutIfNeeded()
        return true
    }

    private func accessibilityItemIndex(row: Int, column: Int) -> Int? {
        let columns = accessibilityColumnCount
        guard row >= 0, column >= 0, column < columns else { return nil }
        let index = row * columns + column
        return index < numberOfItems ? index : nil
    }
}
