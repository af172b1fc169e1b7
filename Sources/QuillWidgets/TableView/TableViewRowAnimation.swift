/// How rows appear and disappear in updates.
public enum TableViewRowAnimation: Hashable, Sendable {
    /// Fade in or out in place.
    case fade
    /// Slide in from or out to the left.
    case left
    /// Slide in from or out to the right.
    case right
    /// No animation: the change shows at once.
    case none
    /// The default for the kind of change (fade).
    case automatic
}
