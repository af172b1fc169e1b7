import Foundation
import QuillViews

/// What a drop on a collection view brings, handed to `collectionView(_:performDropWith:)`
/// (UIKit's `UICollectionViewDropCoordinator`).
@MainActor
public final class CollectionViewDropCoordinator {
    /// The dropped items, in order.
    public let items: [CollectionViewDropItem]
    /// Where the items go: between items, where the first one is once inserted (for an item
    /// moved later within its section, the gap's index less one); onto an item, that item.
    /// `nil` when the view has no section to take items.
    public let destinationIndexPath: IndexPath?
    /// The proposal the drop was made under.
    public let proposal: CollectionViewDropProposal
    /// The drop session.
    public let session: DropSession

    init(items: [CollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: CollectionViewDropProposal, session: DropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }
}
