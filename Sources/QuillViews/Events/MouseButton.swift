/// A mouse button.
public enum MouseButton: Int, Hashable, Sendable {
    /// The primary button (X11 button 1).
    case left = 1
    /// The middle button or wheel click (X11 button 2).
    case middle = 2
    /// The secondary button (X11 button 3).
    case right = 3
}
