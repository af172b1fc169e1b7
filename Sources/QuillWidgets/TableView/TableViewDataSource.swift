import Foundation

/// Supplies a table's sections, rows and cells (UIKit's `UITableViewDataSource`).
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows a section has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row; dequeue it with `dequeueReusableCell(withIdentifier:for:)`.
    /// An error is shown in place of the row and reported once.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
    /// A section header's title (default none).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A section footer's title (default none).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row can be edited (default true).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed deleting (or inserting) a row: update the data, then call
    /// `deleteRows(at:with:)` (or `insertRows`).
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath)
    /// Whether a row can be moved (default false).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// A row was moved by the user or `moveRow(at:to:)`: update the data.
    func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath)
}

extension TableViewDataSource {
    /// By default a table has one section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// By default `nil`: no header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// By default `nil`: no footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// By default every row can be edited.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing by default: implement it to delete or insert the row in your data and the table.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {}
    /// By default rows cannot be moved.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing by default: implement it (and `canMoveRowAt`) to reorder your data.
    public func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {}
}
