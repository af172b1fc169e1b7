/// What editing offers for a row.
public enum TableViewCellEditingStyle: Hashable, Sendable {
    /// No editing control: the row cannot be deleted or inserted.
    case none
    /// A red minus control; confirming it asks the data source to delete the row.
    case delete
    /// A green plus control; it asks the data source to insert a row there.
    case insert
}
