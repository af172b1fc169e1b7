import Foundation
import QuillFoundation
import QuillViews

extension CollectionView {
    /// The delegate's context menu for the item under a point (by keyboard: the focused or
    /// selected item).
    func itemContextMenu(at point: Point, byKeyboard: Bool) -> ContextMenuConfiguration? {
        guard let delegate = collectionDelegate else { return nil }
        let item = byKeyboard ? (focusedItem ?? indexPathsForSelectedItems.first ?? indexPathForItem(at: point)) : indexPathForItem(at: point)
        guard let item else { return nil }
        return delegate.collectionView(self, contextMenuConfigurationForItemAt: item, point: point)
    }
}
