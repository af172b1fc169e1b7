/// A mouse button.
public enum MouseButton: Int, Hashable, Sendable {
    case left = 1
    case middle = 2
    case right = 3
}
