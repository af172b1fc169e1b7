/// Where `scrollToRow` puts the row.
public enum TableViewScrollPosition: Hashable, Sendable {
    /// The least movement that makes the row fully visible.
    case none
    /// The row at the top of the visible area.
    case top
    /// The row in the middle of the visible area.
    case middle
    /// The row at the bottom of the visible area.
    case bottom
}
