/// A Swift closure passed through sd-bus's `void *userdata`.
final class HandlerBox {
    let handle: (BusMessage) -> Int32
    init(_ handle: @escaping (BusMessage) -> Int32) { self.handle = handle }
}
