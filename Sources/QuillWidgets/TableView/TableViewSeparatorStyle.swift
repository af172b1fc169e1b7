/// Whether rows are separated by lines.
public enum TableViewSeparatorStyle: Hashable, Sendable {
    /// No lines between rows.
    case none
    /// A hairline between rows, inset by `separatorInset`.
    case singleLine
}
