/// How a drop on a table or a collection view places its items, in the terms both share.
enum ItemDropPlacement: Equatable {
    /// Nothing shown: the delegate decides.
    case unspecified
    /// Between items: a line or bar at the gap.
    case between
    /// Onto the item under the pointer: a frame around it.
    case onto
}
