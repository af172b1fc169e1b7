internal import CSystemdBus

/// A subscription to a bus signal (`BusConnection.matchSignal`): the handler runs for each
/// matching signal until `cancel()` or the match is released.
package final class BusSignalMatch {
    private var slot: OpaquePointer?
    private var box: Unmanaged<HandlerBox>?

    init(slot: OpaquePointer, box: Unmanaged<HandlerBox>) {
        self.slot = slot
        self.box = box
    }

    deinit { cancel() }

    /// Stops hearing the signal; the handler is released. Calling it again does nothing.
    package func cancel() {
        if let slot { sd_bus_slot_unref(slot) }
        slot = nil
        box?.release()
        box = nil
    }
}
