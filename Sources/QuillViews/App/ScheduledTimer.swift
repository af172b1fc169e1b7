/// A timer or frame callback registered with the application; cancel it to stop it.
@MainActor
public final class ScheduledTimer {
    /// When the timer fires next, on the application clock.
    public internal(set) var fireTime: Double
    /// The repeat interval, or `nil` for a one-shot timer.
    public let interval: Double?
    let action: @MainActor (ScheduledTimer) -> Void
    /// Whether the timer was cancelled or has fired for the last time.
    public internal(set) var isCancelled = false

    init(fireTime: Double, interval: Double?, action: @escaping @MainActor (ScheduledTimer) -> Void) {
        self.fireTime = fireTime
        self.interval = interval
        self.action = action
    }

    /// Stops the timer; it will not fire again.
    public func cancel() { isCancelled = true }
}
