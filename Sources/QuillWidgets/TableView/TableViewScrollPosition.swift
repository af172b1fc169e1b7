/// Where `scrollToRow` puts the row.
public enum TableViewScrollPosition: Hashable, Sendable {
    /// The least movement that makes the row fully visible.
    case none
    case top
    case middle
    case bottom
}
