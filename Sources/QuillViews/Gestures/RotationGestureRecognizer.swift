import QuillFoundation

/// Recognizes turning (UIKit's `UIRotationGestureRecognizer`): two fingers rotating on a
/// touchscreen or touchpad over the view. A continuous gesture that begins with the first
/// step, changes with each one and ends a quarter of a second after the last.
open class RotationGestureRecognizer: GestureRecognizer, MagnificationReading {
    /// The turn since the gesture began, in radians, clockwise positive; set it to 0 to read
    /// each change from the last.
    public var rotation = 0.0
    /// How fast the rotation changes, in radians per second.
    public private(set) var velocity = 0.0

    private var lastStepTime: Double?

    override var input: GestureInput { .magnification }

    func read(_ step: TouchpadGestureEvent) {
        guard step.rotation != 0 else { return }
        rotation += step.rotation
        if let rate = advance(by: step.rotation, at: step.timestamp, since: &lastStepTime) { velocity = rate }
    }

    open override func reset() {
        super.reset()
        rotation = 0
        velocity = 0
        lastStepTime = nil
    }
}
