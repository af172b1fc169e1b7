import Foundation
import QuillFoundation
import QuillViews

/// Customizes a table's geometry and hears about selection and display (UIKit's
/// `UITableViewDelegate`). Set it as the table's `delegate`; it also receives the scroll
/// callbacks. Every method has a default.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row's height, or `nil` for the table's `rowHeight`. With `estimatedRowHeight` set,
    /// asked only for rows about to be shown.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double?
    /// A section header's height, or `nil` for the default (tall enough for a title, 0 without).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double?
    /// A section footer's height, or `nil` for the default.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double?
    /// A custom header view (dequeue it with `dequeueReusableHeaderFooterView`), or `nil`.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A custom footer view, or `nil`.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A cell is about to be shown.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell went off screen (it will be reused).
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a row highlights when pressed (default true).
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row to select instead, or `nil` to prevent selection (default: the row itself).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A row was selected by the user.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A row was deselected by the user.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The user activated a row (Return, or a double click).
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath)
    /// What editing offers for a row (default `.delete`).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle
    /// The detail button of a row's accessory was clicked.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The actions a row reveals when swiped from its trailing side (dragged towards the
    /// leading edge); `nil` by default: none.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions a row reveals when swiped from its leading side; `nil` by default: none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The context menu of a row, for a right-click at a point in the table (or the Menu key
    /// on the focused or selected row); `nil` by default: none.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration?
    /// Where a row being moved would land, given where the pointer proposes (by default the
    /// proposed row); return another row of its section to keep it from some places.
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: IndexPath, toProposedIndexPath proposed: IndexPath) -> IndexPath
}

extension TableViewDelegate {
    /// By default `nil`: the row is the table's `rowHeight` tall.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { nil }
    /// By default `nil`: the header is the table's `sectionHeaderHeight` tall.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double? { nil }
    /// By default `nil`: the footer is the table's `sectionFooterHeight` tall.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double? { nil }
    /// By default `nil`: the table shows the data source's header title, if any.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// By default `nil`: the table shows the data source's footer title, if any.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing by default.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing by default.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// By default every row highlights.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// By default the row itself is selected.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing by default.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing by default.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing by default.
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// By default rows offer deletion (`.delete`).
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle { .delete }
    /// Does nothing by default.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// No actions by default.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// No actions by default.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// No context menu by default.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? { nil }
    /// The proposed row by default.
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: IndexPath, toProposedIndexPath proposed: IndexPath) -> IndexPath {
        proposed
    }
}
