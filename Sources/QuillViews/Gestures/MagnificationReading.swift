/// A recognizer that reads zoom and rotation steps (pinch and rotation).
@MainActor
protocol MagnificationReading: AnyObject {
    /// One step of a pinch or rotation over the recognizer's view.
    func read(_ step: TouchpadGestureEvent)
}
