import Foundation

extension TableView {
    /// Enters or leaves editing mode: visible cells slide their editing controls in or out.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        for (_, cell) in cellsByIndexPath { cell.setEditing(editing, animated: animated) }
    }

    /// A cell's delete (or insert) control was clicked: ask the data source to commit it.
    func editingControlTapped(_ cell: TableViewCell) {
        guard let indexPath = indexPath(for: cell), cell.editingStyle != .none else { return }
        dataSource?.tableView(self, commit: cell.editingStyle, forRowAt: indexPath)
    }
}
