import Foundation

/// The arithmetic of scrolling, kept apart so it can be tested: rubber-band resistance past
/// the edges and momentum decay.
public enum ScrollPhysics {
    /// How far content moves when dragged `overscroll` points past an edge, in a view of
    /// `dimension` points: it follows less and less, never more than `dimension`.
    public static func rubberBand(_ overscroll: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let sign: Double = overscroll < 0 ? -1 : 1
        let x = abs(overscroll)
        return sign * (1 - 1 / (x * 0.55 / dimension + 1)) * dimension
    }

    /// The velocity after `seconds` of momentum, for a deceleration rate per millisecond
    /// (0.998 is UIKit's normal rate, 0.99 its fast one).
    public static func decayedVelocity(_ velocity: Double, rate: Double, seconds: Double) -> Double {
        velocity * pow(rate, seconds * 1000)
    }

    /// The distance momentum carries content from `velocity` (points per second) until it stops.
    public static func momentumDistance(_ velocity: Double, rate: Double) -> Double {
        // Integral of v * rate^(1000 t) dt from 0 to infinity.
        velocity / (-1000 * log(rate))
    }
}
