/// One request being served by the system's file chooser; `cancel()` closes the chooser (the
/// app's own Cancel, or its window closing). The outcome still arrives, as `.cancelled`.
@MainActor
public final class FileChooserSession {
    private var onCancel: (() -> Void)?

    /// Creates a session whose `cancel()` runs `onCancel` once.
    public init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { onCancel == nil }

    /// Asks the system to close its chooser; calling it again does nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }
}
