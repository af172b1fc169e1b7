/// What editing offers for a row.
public enum TableViewCellEditingStyle: Hashable, Sendable {
    case none
    case delete
    case insert
}
