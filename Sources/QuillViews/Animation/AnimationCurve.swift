import Foundation

/// How an animation's progress follows time (UIKit's `UIView.AnimationCurve`).
public enum AnimationCurve: Hashable, Sendable {
    /// Progress proportional to time.
    case linear
    /// Starts slowly and speeds up (cubic: `t³`).
    case easeIn
    /// Starts fast and slows down to the end (cubic: `1 - (1 - t)³`).
    case easeOut
    /// Slow at both ends, fastest in the middle (cubic); UIKit's default curve.
    case easeInOut

    /// The eased progress for linear progress `t` in 0...1.
    public func value(at t: Double) -> Double {
        let t = Swift.min(1, Swift.max(0, t))
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: return 1 - pow(1 - t, 3)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        }
    }
}
