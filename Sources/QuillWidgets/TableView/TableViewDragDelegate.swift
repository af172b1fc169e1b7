import Foundation
import QuillViews

/// Makes a table's rows drag sources (UIKit's `UITableViewDragDelegate`): pressing a row and
/// moving the pointer a few points lifts it (a picture of the row follows the pointer) with
/// the items the delegate gives. Set it as the table's `dragDelegate`.
@MainActor
public protocol TableViewDragDelegate: AnyObject {
    /// The items a drag from the row at `indexPath` carries; none: the row does not drag.
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// A drag from the table is about to begin.
    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession)
    /// A drag from the table ended: dropped (`.copy` or `.move`) somewhere, or not (`.cancel`).
    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession, with operation: DropOperation)
}

extension TableViewDragDelegate {
    /// Does nothing by default.
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {}
    /// Does nothing by default.
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession, with operation: DropOperation) {}
}
