import QuillFoundation

/// Recognizes zooming (UIKit's `UIPinchGestureRecognizer`): a touchpad or touchscreen pinch,
/// or the scroll wheel with Ctrl held over the view. A continuous gesture that begins with the
/// first step, changes with each one and ends a quarter of a second after the last.
open class PinchGestureRecognizer: GestureRecognizer, MagnificationReading {
    /// The zoom since the gesture began (1: none); set it to 1 to read each change from the last.
    public var scale = 1.0
    /// How fast the scale changes, per second.
    public private(set) var velocity = 0.0

    /// The zoom one wheel notch (40 points of scrolling) makes with Ctrl held.
    public static let wheelNotchMagnification = 1.1

    private var lastStepTime: Double?

    override var input: GestureInput { .magnification }

    func read(_ step: TouchpadGestureEvent) {
        guard step.magnification != 1 else { return }
        let before = scale
        scale *= step.magnification
        if let rate = advance(by: scale - before, at: step.timestamp, since: &lastStepTime) { velocity = rate }
    }

    open override func reset() {
        super.reset()
        scale = 1
        velocity = 0
        lastStepTime = nil
    }
}
