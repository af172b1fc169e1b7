import QuillFoundation

/// Recognizes one or more clicks in place (UIKit's `UITapGestureRecognizer`): a discrete
/// gesture, `recognized` when the last required click is released.
///
/// A click fails the tap if the pointer moves more than 10 points while the button is held;
/// for a double tap the next press must come within 0.35 seconds of the release and within
/// 45 points of the first. A single-tap recognizer made to `require(toFail:)` a double-tap one
/// waits until the double tap fails.
open class TapGestureRecognizer: GestureRecognizer {
    /// How many clicks make the gesture. Default 1.
    public var numberOfTapsRequired = 1
    /// How many fingers must touch; a mouse press is one touch, so more than 1 never
    /// recognizes with a mouse. Default 1.
    public var numberOfTouchesRequired = 1

    /// How far the pointer may move while the button is held, in points.
    public static let allowableMovement = 10.0
    /// The longest wait between a release and the next press of a multiple tap, in seconds.
    public static let maximumTapInterval = 0.35
    /// How far from the first press a later press of a multiple tap may land, in points.
    public static let maximumTapSpread = 45.0

    private var completedTaps = 0
    private var firstPress: Point?
    private var pressStart = Point.zero
    private var nextTapTimer: ScheduledTimer?

    open override func pointerBegan(_ event: PointerEvent) {
        nextTapTimer?.cancel()
        guard numberOfTouchesRequired == 1, numberOfTapsRequired >= 1 else {
            state = .failed
            return
        }
        let p = event.locationInWindow
        if let first = firstPress, first.distance(to: p) > TapGestureRecognizer.maximumTapSpread {
            state = .failed
            return
        }
        firstPress = firstPress ?? p
        pressStart = p
    }

    open override func pointerMoved(_ event: PointerEvent) {
        if pressStart.distance(to: event.locationInWindow) > TapGestureRecognizer.allowableMovement { state = .failed }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        guard state == .possible else { return }
        completedTaps += 1
        if completedTaps >= numberOfTapsRequired {
            state = .recognized
        } else {
            nextTapTimer = schedule(after: TapGestureRecognizer.maximumTapInterval) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        }
    }

    open override func reset() {
        super.reset()
        completedTaps = 0
        firstPress = nil
        nextTapTimer?.cancel()
        nextTapTimer = nil
    }
}
