/// A clock with the timers and per-frame callbacks (animations) that run on it. The
/// application has one that its windows use; a headless test harness gives its window its own,
/// on a manual clock, so tests never touch the application's and several can run side by side.
///
/// Views reach theirs through `View.scheduler` (their window's, or the application's when they
/// are in none).
@MainActor
public final class FrameScheduler {
    /// The clock timers, animations and event timestamps use.
    public var timeSource: TimeSource
    private var timers: [ScheduledTimer] = []
    private var frameCallbacks: [FrameCallback] = []

    /// Creates a scheduler on a clock.
    public init(timeSource: TimeSource = MonotonicTimeSource()) {
        self.timeSource = timeSource
    }

    /// The current time on the clock.
    public var now: Double { timeSource.now }

    /// Runs `action` after `delay` seconds, and then every `interval` seconds if given.
    @discardableResult
    public func schedule(after delay: Double, repeating interval: Double? = nil, _ action: @escaping @MainActor (ScheduledTimer) -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer(fireTime: now + Swift.max(0, delay), interval: interval.map { Swift.max(0.001, $0) }, action: action)
        timers.append(timer)
        return timer
    }

    /// Runs `body` once per frame with the frame time until it returns `false`.
    @discardableResult
    public func addFrameCallback(_ body: @escaping @MainActor (Double) -> Bool) -> FrameCallback {
        let callback = FrameCallback(body: body)
        frameCallbacks.append(callback)
        return callback
    }

    /// Whether any frame callback (animation) is active.
    public var isAnimating: Bool { frameCallbacks.contains { !$0.isCancelled } }

    /// The time of the next timer, or `nil` when none is scheduled.
    public var nextTimerTime: Double? {
        timers.filter { !$0.isCancelled }.map(\.fireTime).min()
    }

    /// The update phase of a frame: fires due timers and runs frame callbacks.
    public func update() {
        let time = now
        // Timers and callbacks added while these run wait for the next update.
        for timer in timers where !timer.isCancelled && timer.fireTime <= time {
            timer.action(timer)
            if let interval = timer.interval {
                // Skip missed periods rather than firing a burst.
                let missed = ((time - timer.fireTime) / interval).rounded(.down) + 1
                timer.fireTime += missed * interval
            } else {
                timer.isCancelled = true
            }
        }
        timers.removeAll { $0.isCancelled }
        for callback in frameCallbacks where !callback.isCancelled {
            if !callback.body(time) { callback.isCancelled = true }
        }
        frameCallbacks.removeAll { $0.isCancelled }
    }

    /// Cancels every timer and frame callback.
    public func cancelAll() {
        for timer in timers { timer.cancel() }
        for callback in frameCallbacks { callback.cancel() }
        timers.removeAll()
        frameCallbacks.removeAll()
    }
}
