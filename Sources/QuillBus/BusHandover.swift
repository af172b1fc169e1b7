/// What a `BusPoller` has for the main thread: nothing yet, the connection it made, or why it
/// could not connect (each handed over once).
package enum BusHandover {
    /// Still connecting, or already handed over.
    case waiting
    /// The connection, from now on the main thread's.
    case connected(BusConnection)
    /// Why connecting failed; the poller's thread has ended.
    case failed(String)
}
