/// A Swift closure passed through sd-bus's `void *userdata`.
package final class HandlerBox {
    package let handle: (BusMessage) -> Int32
    package init(_ handle: @escaping (BusMessage) -> Int32) { self.handle = handle }
}
