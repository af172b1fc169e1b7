import Foundation
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
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { nil }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double? { nil }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double? { nil }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle { .delete }
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
