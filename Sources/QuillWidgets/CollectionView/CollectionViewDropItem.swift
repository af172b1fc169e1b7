import Foundation
import QuillViews

/// One item dropped on a collection view (UIKit's `UICollectionViewDropItem`).
@MainActor
public struct CollectionViewDropItem {
    /// The dragged item.
    public let dragItem: DragItem
    /// Where the item was, when it was dragged from this same collection view; `nil` otherwise.
    public let sourceIndexPath: IndexPath?
}
