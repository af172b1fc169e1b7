import Foundation

extension TableView {
    /// Enters or leaves editing mode: visible cells slide their editing controls in or out.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        closeSwipe(animated: false)
        isEditing = editing
        if !editing { deleteConfirmationRow = nil }
        // Rows selected with the circles of editing mode are deselected when it ends, unless
        // several rows may be selected outside it too.
        if !editing, allowsMultipleSelectionDuringEditing, !allowsMultipleSelection {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
        }
        for (_, cell) in cellsByKey {
            cell.usesSelectionCircle = editing && allowsMultipleSelectionDuringEditing
            cell.setEditing(editing, animated: animated)
        }
    }

    /// The row showing its Delete button, if any.
    public var indexPathForDeleteConfirmation: IndexPath? { deleteConfirmationRow }

    /// A cell's editing control was clicked. An insert control commits at once; a delete
    /// control reveals the row's Delete button (hiding another row's), or hides it again: only
    /// Delete commits, as in UIKit.
    func editingControlTapped(_ cell: TableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        if cell.usesSelectionCircle {
            userSelect(indexPath)
            return
        }
        guard cell.editingStyle != .none else { return }
        guard cell.editingStyle == .delete else {
            dataSource?.tableView(self, commit: cell.editingStyle, forRowAt: indexPath)
            return
        }
        let showing = deleteConfirmationRow == indexPath
        hideDeleteConfirmation(animated: true)
        if !showing {
            deleteConfirmationRow = indexPath
            cell.setShowsDeleteConfirmation(true, animated: true)
        }
    }

    /// The Delete button of a row was clicked: ask the data source to commit the deletion.
    func deleteConfirmed(_ cell: TableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        deleteConfirmationRow = nil
        cell.setShowsDeleteConfirmation(false, animated: false)
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
    }

    /// Hides the Delete button that is showing, if any; returns whether one was.
    @discardableResult
    func hideDeleteConfirmation(animated: Bool) -> Bool {
        guard let row = deleteConfirmationRow else { return false }
        deleteConfirmationRow = nil
        cellsByKey[row]?.setShowsDeleteConfirmation(false, animated: animated)
        return true
    }
}
