/// Whether rows are separated by lines.
public enum TableViewSeparatorStyle: Hashable, Sendable {
    case none
    case singleLine
}
