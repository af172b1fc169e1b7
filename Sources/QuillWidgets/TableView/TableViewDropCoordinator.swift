import Foundation
import QuillViews

/// What a drop on a table brings, handed to `tableView(_:performDropWith:)` (UIKit's
/// `UITableViewDropCoordinator`).
@MainActor
public final class TableViewDropCoordinator {
    /// The dropped items, in order.
    public let items: [TableViewDropItem]
    /// Where the items go. Between rows it is where the first item's row is once inserted: for
    /// a row moved down within its section, the gap's index less one (as `moveRow(at:to:)`
    /// counts); onto a row, that row. `nil` when the table has no section to take rows.
    public let destinationIndexPath: IndexPath?
    /// The proposal the drop was made under.
    public let proposal: TableViewDropProposal
    /// The drop session (its items' providers, where the pointer was).
    public let session: DropSession

    init(items: [TableViewDropItem], destinationIndexPath: IndexPath?, proposal: TableViewDropProposal, session: DropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }
}
