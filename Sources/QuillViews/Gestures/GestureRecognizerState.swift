/// Where a gesture recognizer is in recognizing its gesture (UIKit's
/// `UIGestureRecognizer.State`).
///
/// Every recognizer starts `possible`. A discrete gesture (a tap, a swipe) goes to `ended`
/// (also spelled `recognized`) or `failed`; a continuous one (a pan, a long press, a pinch)
/// goes through `began` and `changed` to `ended` or `cancelled`, or fails before it begins.
/// After a terminal state the recognizer is reset to `possible`.
public enum GestureRecognizerState: Int, Sendable, CaseIterable {
    /// Still watching input; nothing recognized yet.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture moved on.
    case changed
    /// The gesture ended (a discrete gesture was recognized).
    case ended
    /// A continuous gesture was interrupted.
    case cancelled
    /// The input did not make the gesture.
    case failed

    /// A discrete gesture was recognized: the same state as `ended`.
    public static let recognized = GestureRecognizerState.ended

    /// Whether the gesture is over (ended, cancelled or failed).
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether a continuous gesture is under way (began or changed).
    public var isActive: Bool { self == .began || self == .changed }
}
