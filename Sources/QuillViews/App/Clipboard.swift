/// Where copied text goes: the system clipboard in a window (the backend provides it), a
/// private one in headless runs and tests.
@MainActor
public protocol Clipboard: AnyObject {
    /// The text on the clipboard, if any.
    var text: String? { get set }
}

/// A clipboard held in memory, for headless runs.
@MainActor
public final class MemoryClipboard: Clipboard {
    /// The text last copied in this process, or `nil` before anything is.
    public var text: String?
    /// Creates an empty clipboard.
    public init() {}
}
