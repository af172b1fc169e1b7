/// A key on the keyboard, independent of layout for named keys; printable keys carry the
/// character they produce unshifted.
public enum Key: Hashable, Sendable {
    /// A key that types a character, given as typed without Shift (`a`, `1`, `/`).
    case character(Character)
    /// Return (or Enter), Tab, Escape, Backspace (deletes backwards), Delete (deletes forwards)
    /// and the space bar.
    case `return`, tab, escape, backspace, delete, space
    /// The arrow keys.
    case left, right, up, down
    /// Home, End, Page Up and Page Down.
    case home, end, pageUp, pageDown
    /// Function keys F1 to F24.
    case function(Int)
    /// The Menu (application) key, which opens the focused view's context menu.
    case contextMenu
    /// A key the toolkit has no name for, by the backend's code.
    case other(Int)
}
