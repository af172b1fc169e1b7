import QuillFoundation

/// A scroll-wheel or touchpad scroll.
public struct WheelEvent: Sendable {
    /// Where the pointer is, in window coordinates.
    public var locationInWindow: Point
    /// Horizontal distance in points; positive scrolls content to the left (reveals the right).
    public var deltaX: Double
    /// Vertical distance in points; positive scrolls content up (reveals what is below).
    public var deltaY: Double
    /// Modifier keys held.
    public var modifiers: KeyModifiers
    /// Seconds on the application clock.
    public var timestamp: Double

    /// Creates an event.
    public init(locationInWindow: Point, deltaX: Double = 0, deltaY: Double, modifiers: KeyModifiers = [], timestamp: Double = 0) {
        self.locationInWindow = locationInWindow
        self.deltaX = deltaX
        self.deltaY = deltaY
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}
