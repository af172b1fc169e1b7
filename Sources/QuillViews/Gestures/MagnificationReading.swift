/// A recognizer that reads zoom and rotation steps (pinch and rotation).
@MainActor
protocol MagnificationReading: AnyObject {
    /// One step of a pinch or rotation over the recognizer's view.
    func read(_ step: TouchpadGestureEvent)
}

extension MagnificationReading where Self: GestureRecognizer {
    /// Moves the gesture on by one step: `began` on the first, `changed` after; returns the
    /// rate of `change` per second since the step before (`nil` for the first), and remembers
    /// when this one came.
    func advance(by change: Double, at time: Double, since last: inout Double?) -> Double? {
        let rate = last.flatMap { time - $0 > 1e-6 ? change / (time - $0) : nil }
        last = time
        state = state == .possible ? .began : .changed
        return rate
    }
}
