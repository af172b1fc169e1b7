import Foundation
import QuillViews

/// One item dropped on a table (UIKit's `UITableViewDropItem`).
@MainActor
public struct TableViewDropItem {
    /// The dragged item.
    public let dragItem: DragItem
    /// Where the item's row was, when it was dragged from this same table; `nil` otherwise.
    public let sourceIndexPath: IndexPath?
}
