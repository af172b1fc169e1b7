import QuillFoundation

/// Recognizes a press held in place (UIKit's `UILongPressGestureRecognizer`): a continuous
/// gesture that begins once the button has been held `minimumPressDuration` without moving
/// more than `allowableMovement`, changes as the pointer then moves, and ends on release.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the button must be held, in seconds. Default 0.5.
    public var minimumPressDuration = 0.5
    /// How far the pointer may move before the gesture begins, in points. Default 10.
    public var allowableMovement = 10.0
    /// How many full clicks come before the held press (1: click, then press and hold).
    /// Default 0.
    public var numberOfTapsRequired = 0
    /// How many fingers must touch; a mouse press is one touch. Default 1.
    public var numberOfTouchesRequired = 1

    private var pressStart = Point.zero
    private var completedTaps = 0
    private var timer: ScheduledTimer?

    open override func pointerBegan(_ event: PointerEvent) {
        timer?.cancel()
        guard numberOfTouchesRequired == 1 else {
            state = .failed
            return
        }
        pressStart = event.locationInWindow
        guard completedTaps >= numberOfTapsRequired else { return }
        timer = schedule(after: Swift.max(0, minimumPressDuration)) { recognizer in
            if recognizer.state == .possible { recognizer.state = .began }
        }
    }

    open override func pointerMoved(_ event: PointerEvent) {
        if state == .possible {
            if pressStart.distance(to: event.locationInWindow) > allowableMovement { state = .failed }
        } else if state.isActive {
            state = .changed
        }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        timer?.cancel()
        if state.isActive {
            state = .ended
        } else if state == .possible && completedTaps < numberOfTapsRequired {
            completedTaps += 1
            timer = schedule(after: TapGestureRecognizer.maximumTapInterval) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        } else if state == .possible {
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        completedTaps = 0
        timer?.cancel()
        timer = nil
    }
}
