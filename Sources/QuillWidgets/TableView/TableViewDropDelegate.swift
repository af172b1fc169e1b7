import Foundation
import QuillViews

/// Lets items be dropped among a table's rows (UIKit's `UITableViewDropDelegate`): while items
/// are dragged over the table a line shows where they would go (or the row they would go into),
/// the table scrolls near its edges, and on release the delegate takes them with the place and,
/// for rows dragged from this table, where they came from. Set it as the table's
/// `dropDelegate`; with a `dragDelegate` too, rows reorder by dragging, across sections.
@MainActor
public protocol TableViewDropDelegate: AnyObject {
    /// Takes the dropped items: update the model, then the table (`insertRows`, `reloadData`).
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator)
    /// Whether the table wants these items at all (by their types); yes by default.
    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool
    /// What dropping at `destinationIndexPath` would do (`nil`: below every row). By default a
    /// move for rows dragged within the app and a copy otherwise, inserted at the place.
    func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal
    /// The drag over the table is over (dropped here or elsewhere, or abandoned).
    func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession)
}

extension TableViewDropDelegate {
    /// Yes by default.
    public func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { true }
    /// A move within the app, a copy from elsewhere, inserted at the place.
    public func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        TableViewDropProposal(operation: session.allowsMoveOperation ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }
    /// Does nothing by default.
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {}
}
