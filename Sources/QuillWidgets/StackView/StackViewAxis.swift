/// The direction a stack view lines up its views.
public enum StackViewAxis: Hashable, Sendable {
    /// Side by side in a row, in the reading direction (right to left in a right-to-left layout).
    case horizontal
    /// One above the other in a column, top to bottom.
    case vertical
}
