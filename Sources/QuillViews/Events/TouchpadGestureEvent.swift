import QuillFoundation

/// One step of a zoom or rotation gesture: a touchpad or touchscreen pinch, or Ctrl with the
/// scroll wheel. Pinch and rotation recognizers read it; a gesture ends a moment after its
/// last step.
public struct TouchpadGestureEvent: Sendable {
    /// Where the gesture is, in window coordinates.
    public var locationInWindow: Point
    /// How much this step zooms: the factor the scale is multiplied by (1: no zoom, above 1:
    /// fingers apart or wheel away from the user).
    public var magnification: Double
    /// How much this step turns, in radians; positive is clockwise on screen.
    public var rotation: Double
    /// Seconds on the application clock.
    public var timestamp: Double

    /// Creates a step.
    public init(locationInWindow: Point, magnification: Double = 1, rotation: Double = 0, timestamp: Double = 0) {
        self.locationInWindow = locationInWindow
        self.magnification = magnification.isFinite && magnification > 0 ? magnification : 1
        self.rotation = rotation.isFinite ? rotation : 0
        self.timestamp = timestamp
    }
}
