/// Where a drop on a table goes relative to the destination index path (UIKit's
/// `UITableViewDropProposal.Intent`).
public enum TableViewDropIntent: Sendable, Equatable {
    /// Nothing shown; the delegate decides.
    case unspecified
    /// Between rows: the items become rows at the destination (a line shows the gap).
    case insertAtDestinationIndexPath
    /// Onto the row at the destination (a folder taking files; the row shows highlighted).
    case insertIntoDestinationIndexPath
    /// Onto a row when the pointer is over its middle half, between rows otherwise.
    case automatic
}
