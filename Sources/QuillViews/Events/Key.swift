/// A key on the keyboard, independent of layout for named keys; printable keys carry the
/// character they produce unshifted.
public enum Key: Hashable, Sendable {
    case character(Character)
    case `return`, tab, escape, backspace, delete, space
    case left, right, up, down
    case home, end, pageUp, pageDown
    /// Function keys F1 to F24.
    case function(Int)
    /// A key the toolkit has no name for, by the backend's code.
    case other(Int)
}
