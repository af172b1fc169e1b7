/// Where a drop on a collection view goes relative to the destination index path (UIKit's
/// `UICollectionViewDropProposal.Intent`).
public enum CollectionViewDropIntent: Sendable, Equatable {
    /// Nothing shown; the delegate decides.
    case unspecified
    /// Between items: the dropped items become items at the destination (a bar shows the gap).
    case insertAtDestinationIndexPath
    /// Onto the item at the destination (an album taking photos; the item shows framed).
    case insertIntoDestinationIndexPath
}
