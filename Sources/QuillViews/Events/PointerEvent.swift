import QuillFoundation

/// A mouse press, drag or release, as delivered to a responder.
public struct PointerEvent: Sendable {
    /// Where the pointer is, in window coordinates (points).
    public var locationInWindow: Point
    /// The button pressed or released (for moves: the button held).
    public var button: MouseButton
    /// 1 for a single click, 2 for a double click, and so on.
    public var clickCount: Int
    /// Modifier keys held.
    public var modifiers: KeyModifiers
    /// Seconds on the application clock.
    public var timestamp: Double

    /// Creates an event.
    public init(locationInWindow: Point, button: MouseButton = .left, clickCount: Int = 1, modifiers: KeyModifiers = [], timestamp: Double = 0) {
        self.locationInWindow = locationInWindow
        self.button = button
        self.clickCount = clickCount
        self.modifiers = modifiers
        self.timestamp = timestamp
    }

    /// The location in a view's coordinate system.
    @MainActor
    public func location(in view: View) -> Point {
        view.convert(locationInWindow, from: nil)
    }
}
