import Foundation

/// The thread that connects to a bus (which can take a while: the accessibility bus may be
/// started on demand) and then watches the connection's socket, waking the main run loop when
/// a message arrives and waiting until the main thread has read it. sd-bus is only ever
/// called on one thread at a time: this one until the connection is handed over, then the
/// main thread.
package final class BusPoller: @unchecked Sendable {
    private let lock = NSLock()
    private let processed = DispatchSemaphore(value: 0)
    private var waitingForMain = false
    private var delivered: BusConnection?
    private var failure: String?
    private var stopPipe: [Int32] = [-1, -1]
    private let connect: @Sendable () throws -> BusConnection
    private let wakeUp: @Sendable () -> Void
    private let threadName: String

    /// Creates a poller that opens its connection with `connect` and wakes the main run loop
    /// with `wakeUp`; `threadName` names its thread (for debuggers and `top -H`).
    package init(threadName: String, connect: @escaping @Sendable () throws -> BusConnection, wakeUp: @escaping @Sendable () -> Void) {
        self.threadName = threadName
        self.connect = connect
        self.wakeUp = wakeUp
    }

    /// Starts the thread.
    package func start() {
        guard pipe(&stopPipe) == 0 else { return }
        let thread = Thread { [self] in run() }
        thread.name = threadName
        thread.start()
    }

    /// Ends the thread (after the current wait).
    package func stop() {
        var byte: UInt8 = 1
        if stopPipe[1] >= 0 { _ = write(stopPipe[1], &byte, 1) }
        lock.lock()
        let waiting = waitingForMain
        waitingForMain = false
        lock.unlock()
        if waiting { processed.signal() }
    }

    /// The connection or why there is none, once (on the main thread, after a wake-up).
    package func takeHandover() -> BusHandover {
        if let reason = take(\.failure) { return .failed(reason) }
        if let connection = take(\.delivered) { return .connected(connection) }
        return .waiting
    }

    /// What the thread left at `slot` for the main thread, emptying it.
    private func take<Value>(_ slot: ReferenceWritableKeyPath<BusPoller, Value?>) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        let value = self[keyPath: slot]
        self[keyPath: slot] = nil
        return value
    }

    /// Called by the main thread after it read everything: the thread watches again.
    package func mainThreadDidProcess() {
        lock.lock()
        let waiting = waitingForMain
        waitingForMain = false
        lock.unlock()
        if waiting { processed.signal() }
    }

    private func handToMainThreadAndWait() {
        lock.lock()
        waitingForMain = true
        lock.unlock()
        wakeUp()
        processed.wait()
    }

    private func run() {
        let connection: BusConnection
        do {
            connection = try connect()
        } catch {
            lock.lock()
            failure = "\(error)"
            lock.unlock()
            wakeUp()
            return
        }
        let socket = connection.fileDescriptor
        lock.lock()
        delivered = connection
        lock.unlock()
        handToMainThreadAndWait()
        while true {
            var fds = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0), pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
            let result = poll(&fds, 2, -1)
            if result < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                handToMainThreadAndWait()
                if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 { return }
            }
        }
    }
}
