import Foundation

/// Where the application reads the time from: a monotonic clock in a real run, a clock that
/// tests advance by hand in headless runs.
@MainActor
public protocol TimeSource: AnyObject {
    /// Seconds since an arbitrary start.
    var now: Double { get }
}

/// The system's monotonic clock.
@MainActor
public final class MonotonicTimeSource: TimeSource {
    private let start = ContinuousClock.now

    /// Creates a clock starting at zero.
    public init() {}

    /// Seconds since the clock was created, from the system's monotonic clock (unaffected by
    /// changes to the wall-clock time).
    public var now: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}

/// A clock that moves only when told to: makes animations and timers deterministic in tests.
@MainActor
public final class ManualTimeSource: TimeSource {
    /// The current time in seconds.
    public var now: Double

    /// Creates a clock at a start time.
    public init(now: Double = 0) { self.now = now }

    /// Moves the clock forward.
    public func advance(by seconds: Double) { now += Swift.max(0, seconds) }
}
