import Foundation
import QuillViews

/// Lets items be dropped among a collection view's items (UIKit's
/// `UICollectionViewDropDelegate`): while items are dragged over it a bar shows the gap they
/// would go into (before or after the nearest item, along its line) or a frame the item they
/// would go onto, the view scrolls near its edges, and on release the delegate takes them. With
/// a `dragDelegate` too, items reorder by dragging, across sections.
@MainActor
public protocol CollectionViewDropDelegate: AnyObject {
    /// Takes the dropped items: update the model, then the view (`performBatchUpdates`,
    /// `reloadData`).
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator)
    /// Whether the view wants these items at all (by their types); yes by default.
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool
    /// What dropping at `destinationIndexPath` would do. By default a move for items dragged
    /// within the app and a copy otherwise, inserted at the place.
    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal
    /// The drag over the view is over (dropped here or elsewhere, or abandoned).
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession)
}

extension CollectionViewDropDelegate {
    /// Yes by default.
    public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { true }
    /// A move within the app, a copy from elsewhere, inserted at the place.
    public func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal {
        CollectionViewDropProposal(operation: session.allowsMoveOperation ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {}
}
