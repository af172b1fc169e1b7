import Foundation
import QuillViews

/// Makes a collection view's items drag sources (UIKit's `UICollectionViewDragDelegate`):
/// pressing an item and moving the pointer a few points lifts it (a picture of the cell follows
/// the pointer) with the items the delegate gives. Set it as the collection view's
/// `dragDelegate`.
@MainActor
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items a drag from the item at `indexPath` carries; none: the item does not drag.
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// A drag from the collection view is about to begin.
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession)
    /// A drag from the collection view ended: dropped (`.copy` or `.move`) or not (`.cancel`).
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession, with operation: DropOperation)
}

extension CollectionViewDragDelegate {
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {}
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession, with operation: DropOperation) {}
}
