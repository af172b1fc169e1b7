/// Work outside the windowing system that the application's run loop also serves, such as a
/// D-Bus connection (the AT-SPI accessibility bridge). The loop calls `performPendingWork()` on
/// the main thread once per iteration, after window events; a source whose input arrives on
/// another thread calls the `wakeUp` function it was given so the loop does not sleep through it.
@MainActor
public protocol RunLoopSource: AnyObject {
    /// Receives the function that wakes the run loop from any thread; called when the source
    /// joins a running loop, or when the loop starts.
    func attach(wakeUp: @escaping @Sendable () -> Void)
    /// Handles whatever arrived since the last call; must return quickly.
    func performPendingWork()
}
