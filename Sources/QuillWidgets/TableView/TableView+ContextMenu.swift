import Foundation
import QuillFoundation
import QuillViews

extension TableView {
    /// The delegate's context menu for the row under a point (by keyboard: the focused or
    /// selected row).
    func rowContextMenu(at point: Point, byKeyboard: Bool) -> ContextMenuConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        let row = byKeyboard ? (focusedRow ?? indexPathForSelectedRow ?? indexPathForRow(at: point)) : indexPathForRow(at: point)
        guard let row else { return nil }
        return delegate.tableView(self, contextMenuConfigurationForRowAt: row, point: point)
    }
}
