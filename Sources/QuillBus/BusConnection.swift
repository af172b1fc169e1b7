internal import CSystemdBus
internal import CSystemdBusLoader
import Foundation

/// A connection to a D-Bus bus through sd-bus. Not thread-safe: it is opened on one thread and
/// then used on the main thread only (the poller thread watches its file descriptor, nothing
/// more).
package final class BusConnection: @unchecked Sendable {
    /// The sd-bus connection.
    package let handle: OpaquePointer
    /// Handlers kept alive while registered.
    private var handlers: [Unmanaged<HandlerBox>] = []

    private init(handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        sd_bus_flush_close_unref(handle)
        for handler in handlers { handler.release() }
    }

    /// Opens the user's session bus (from `DBUS_SESSION_BUS_ADDRESS`, or the user's runtime
    /// directory).
    package static func session() throws -> BusConnection {
        try loadLibrary()
        var bus: OpaquePointer?
        try BusError.check(sd_bus_open_user(&bus), "sd_bus_open_user")
        return BusConnection(handle: bus!)
    }

    /// Opens a bus at an address as a client (the accessibility bus).
    package static func open(address: String) throws -> BusConnection {
        try loadLibrary()
        var bus: OpaquePointer?
        try BusError.check(sd_bus_new(&bus), "sd_bus_new")
        let connection = BusConnection(handle: bus!)
        try BusError.check(sd_bus_set_address(bus, address), "sd_bus_set_address")
        try BusError.check(sd_bus_set_bus_client(bus, 1), "sd_bus_set_bus_client")
        try BusError.check(sd_bus_start(bus), "sd_bus_start")
        return connection
    }

    /// Opens libsystemd, which is not linked (CSystemdBusLoader), before the first connection:
    /// every other sd-bus call comes through a connection.
    /// - Throws: `BusError` naming what is missing and what to install.
    private static func loadLibrary() throws {
        var message = [UInt8](repeating: 0, count: 1024)
        let loaded = message.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { quill_sd_bus_load($0.baseAddress, $0.count) }
        }
        guard loaded == 0 else { return }
        throw BusError(name: String(cString: quill_sd_bus_library_name()), message: String(decoding: message.prefix { $0 != 0 }, as: UTF8.self))
    }

    /// The connection's unique name on the bus (":1.42").
    package var uniqueName: String {
        var name: UnsafePointer<CChar>?
        guard sd_bus_get_unique_name(handle, &name) >= 0, let name else { return "" }
        return String(cString: name)
    }

    /// The socket to watch for input.
    package var fileDescriptor: Int32 { sd_bus_get_fd(handle) }

    /// A new method call to fill and send.
    package func methodCall(destination: String, path: String, interface: String, member: String) throws -> BusMessage {
        var message: OpaquePointer?
        try BusError.check(sd_bus_message_new_method_call(handle, &message, destination, path, interface, member), "sd_bus_message_new_method_call")
        return BusMessage(owning: message!)
    }

    /// A new signal to fill and send.
    package func signal(path: String, interface: String, member: String) throws -> BusMessage {
        var message: OpaquePointer?
        try BusError.check(sd_bus_message_new_signal(handle, &message, path, interface, member), "sd_bus_message_new_signal")
        return BusMessage(owning: message!)
    }

    /// A new reply to a method call.
    package func reply(to call: BusMessage) throws -> BusMessage {
        var message: OpaquePointer?
        try BusError.check(sd_bus_message_new_method_return(call.handle, &message), "sd_bus_message_new_method_return")
        return BusMessage(owning: message!)
    }

    /// Sends an error reply to a method call.
    package func replyError(to call: BusMessage, name: String, message: String) {
        var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
        name.withCString { namePointer in
            message.withCString { messagePointer in
                // sd_bus_error_set_const keeps the pointers; the reply copies them at once.
                _ = sd_bus_error_set_const(&error, namePointer, messagePointer)
                _ = sd_bus_reply_method_error(call.handle, &error)
            }
        }
    }

    /// Calls a method and waits for its reply (at most `timeout` seconds).
    package func call(_ message: BusMessage, timeout: Double) throws -> BusMessage {
        var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
        defer { sd_bus_error_free(&error) }
        var reply: OpaquePointer?
        let result = sd_bus_call(handle, message.handle, UInt64(timeout * 1_000_000), &error, &reply)
        if result < 0 {
            if let name = error.name {
                throw BusError(name: String(cString: name), message: error.message.map { String(cString: $0) } ?? "")
            }
            throw BusError("sd_bus_call", code: result)
        }
        return BusMessage(owning: reply!)
    }

    /// Calls a method without waiting; `completion` runs with the reply (or `nil` on error)
    /// from `processPending()`.
    package func callAsync(_ message: BusMessage, timeout: Double, completion: @escaping (BusMessage?) -> Void) throws {
        try callAsync(message, timeout: timeout) { (result: Result<BusMessage, BusError>) in completion(try? result.get()) }
    }

    /// Calls a method without waiting; `completion` runs from `processPending()` with the
    /// reply, or the error the peer (or the bus: no such service, a timeout) answered.
    package func callAsync(_ message: BusMessage, timeout: Double, result completion: @escaping (Result<BusMessage, BusError>) -> Void) throws {
        let box = Unmanaged.passRetained(HandlerBox { reply in
            if let error = reply.error { completion(.failure(error)) } else { completion(.success(reply)) }
            return 1
        })
        let result = sd_bus_call_async(handle, nil, message.handle, { message, userdata, _ in
            guard let message, let userdata else { return 0 }
            let box = Unmanaged<HandlerBox>.fromOpaque(userdata)
            let handled = box.takeUnretainedValue().handle(BusMessage(borrowing: message))
            box.release()
            return handled
        }, box.toOpaque(), UInt64(timeout * 1_000_000))
        if result < 0 {
            box.release()
            throw BusError("sd_bus_call_async", code: result)
        }
    }

    /// Sends a message (a reply or a signal) without waiting.
    package func send(_ message: BusMessage) throws {
        try BusError.check(sd_bus_send(handle, message.handle, nil), "sd_bus_send")
    }

    /// Handles every message that arrived (dispatching method calls to the registered
    /// handlers); returns how many were handled.
    @discardableResult
    package func processPending() -> Int {
        var count = 0
        while count < 10_000 {
            let result = sd_bus_process(handle, nil)
            if result <= 0 { break }
            count += 1
        }
        return count
    }

    /// Writes out what is queued.
    package func flush() { _ = sd_bus_flush(handle) }

    /// Asks the bus for a well-known name (a service's, "org.freedesktop.portal.Desktop"),
    /// failing when another connection has it.
    package func requestName(_ name: String) throws {
        try BusError.check(sd_bus_request_name(handle, name, 0), "sd_bus_request_name")
    }

    /// Calls `handler` with every signal `member` of `interface` sent for the object at `path`,
    /// until the returned match is cancelled (or this connection closes).
    package func matchSignal(path: String, interface: String, member: String, handler: @escaping (BusMessage) -> Void) throws -> BusSignalMatch {
        let box = Unmanaged.passRetained(HandlerBox { message in
            handler(message)
            return 0
        })
        var slot: OpaquePointer?
        let result = sd_bus_match_signal(handle, &slot, nil, path, interface, member, { message, userdata, _ in
            guard let message, let userdata else { return 0 }
            return Unmanaged<HandlerBox>.fromOpaque(userdata).takeUnretainedValue().handle(BusMessage(borrowing: message))
        }, box.toOpaque())
        guard result >= 0, let slot else {
            box.release()
            throw BusError("sd_bus_match_signal", code: result < 0 ? result : -EINVAL)
        }
        return BusSignalMatch(slot: slot, box: box)
    }

    /// Routes method calls for an object path and every path under it to a handler, which
    /// returns 1 when it replied and 0 to let sd-bus answer (unknown method).
    package func addFallback(prefix: String, handler: @escaping (BusMessage) -> Int32) throws {
        let box = Unmanaged.passRetained(HandlerBox(handler))
        let result = sd_bus_add_fallback(handle, nil, prefix, { message, userdata, _ in
            guard let message, let userdata else { return 0 }
            return Unmanaged<HandlerBox>.fromOpaque(userdata).takeUnretainedValue().handle(BusMessage(borrowing: message))
        }, box.toOpaque())
        if result < 0 {
            box.release()
            throw BusError("sd_bus_add_fallback", code: result)
        }
        handlers.append(box)
    }
}
