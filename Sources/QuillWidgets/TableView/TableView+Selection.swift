import Foundation
import QuillFoundation

extension TableView {
    /// The first selected row, if any.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// Every selected row, in order.
    public var indexPathsForSelectedRows: [IndexPath] { selectedRows.sorted() }

    /// Selects a row in code (no delegate calls), deselecting others unless multiple selection
    /// is allowed, and optionally scrolls to it.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: TableViewScrollPosition) {
        if !selectsSeveralRows {
            for row in selectedRows where row != indexPath { cellsByKey[row]?.isSelected = false }
            selectedRows.removeAll()
        }
        guard let indexPath else { return }
        selectedRows.insert(indexPath)
        focusedRow = indexPath
        cellsByKey[indexPath]?.isSelected = true
        if scrollPosition != .none || !bounds.contains(rectForRow(at: indexPath).center) {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects a row in code (no delegate calls).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        cellsByKey[indexPath]?.isSelected = false
    }

    /// Whether a click toggles rows in and out of a selection of several: with
    /// `allowsMultipleSelection`, or in editing mode with `allowsMultipleSelectionDuringEditing`.
    var selectsSeveralRows: Bool { allowsMultipleSelection || (isEditing && allowsMultipleSelectionDuringEditing) }

    /// Selection as the user makes it, with the delegate's say.
    func userSelect(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        focusedRow = indexPath
        if selectsSeveralRows, selectedRows.contains(indexPath) {
            deselectRow(at: indexPath, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        if !selectsSeveralRows {
            for row in selectedRows where row != target {
                deselectRow(at: row, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: row)
            }
        }
        guard !selectedRows.contains(target) else { return }
        selectedRows.insert(target)
        cellsByKey[target]?.isSelected = true
        // A cell's segue runs before the delegate hears of the selection, as in UIKit.
        if let cell = cellsByKey[target], let action = cell.selectionAction { action(cell) }
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// The row before or after another, across sections; the first or last row when `nil`.
    func rowAdjacent(to indexPath: IndexPath?, forward: Bool) -> IndexPath? {
        if needsReload { rebuildModel() }
        let nonEmpty = sections.indices.filter { sections[$0].rowCount > 0 }
        guard let first = nonEmpty.first, let last = nonEmpty.last else { return nil }
        guard let indexPath else {
            return forward ? IndexPath(row: 0, section: first) : IndexPath(row: sections[last].rowCount - 1, section: last)
        }
        if forward {
            if indexPath.row + 1 < sections[indexPath.section].rowCount { return IndexPath(row: indexPath.row + 1, section: indexPath.section) }
            if let next = nonEmpty.first(where: { $0 > indexPath.section }) { return IndexPath(row: 0, section: next) }
        } else {
            if indexPath.row > 0 { return IndexPath(row: indexPath.row - 1, section: indexPath.section) }
            if let previous = nonEmpty.last(where: { $0 < indexPath.section }) { return IndexPath(row: sections[previous].rowCount - 1, section: previous) }
        }
        return nil
    }

    /// Scrolls so a row shows at a position (`.none`: the least movement).
    public func scrollToRow(at indexPath: IndexPath, at position: TableViewScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard rect.height > 0 || rect.minY > 0 else { return }
        // Rows under a sticky header are not visible: keep them below it.
        let headerInset = style == .plain && sections.indices.contains(indexPath.section) ? sections[indexPath.section].headerHeight : 0
        var y: Double
        switch position {
        case .top: y = rect.minY - headerInset
        case .middle: y = rect.midY - bounds.height / 2
        case .bottom: y = rect.maxY - bounds.height
        case .none:
            y = contentOffset.y
            if rect.minY - headerInset < y { y = rect.minY - headerInset }
            if rect.maxY > y + bounds.height { y = rect.maxY - bounds.height }
        }
        setContentOffset(Point(x: contentOffset.x, y: y), animated: animated)
    }
}
