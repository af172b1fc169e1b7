/// Work to run once per frame (animations), until it returns `false` or is cancelled.
@MainActor
public final class FrameCallback {
    let body: @MainActor (Double) -> Bool
    /// Whether the callback was cancelled or finished.
    public internal(set) var isCancelled = false

    init(body: @escaping @MainActor (Double) -> Bool) { self.body = body }

    /// Stops the callback.
    public func cancel() { isCancelled = true }
}
