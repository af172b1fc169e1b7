import QuillGraphics

/// What the run loop needs from a windowing system: native windows for Quill windows, their
/// events, and a way to show finished frames. The SDL backend is one; tests use none at all.
@MainActor
public protocol PlatformBackend: AnyObject {
    /// Creates the native window for a Quill window and tells it its scale.
    func attach(_ window: Window) throws
    /// Destroys the native window of a Quill window.
    func detach(_ window: Window)
    /// Waits for events until a time on the application clock (`nil`: until one arrives) and
    /// returns those that arrived, each with the window it is for.
    func waitForEvents(until deadline: Double?) -> [(Window, WindowEvent)]
    /// Shows a window's framebuffer; only the damaged rectangles changed since last time.
    func present(_ window: Window, damage: [PixelRect])
    /// A function any thread may call to make `waitForEvents(until:)` return early (so a
    /// `RunLoopSource` fed by another thread is served at once); `nil` when the backend has none,
    /// and the run loop then never sleeps longer than a frame while sources are attached.
    func makeWakeUp() -> (@Sendable () -> Void)?
    /// Shows a pointer shape while the pointer is over a window.
    func setPointerStyle(_ style: PointerStyle, for window: Window)
    /// Applies a window's title, size limits, full screen and parent to its native window.
    func updateWindowState(_ window: Window)
    /// The native window's handle as the freedesktop portals name a parent window
    /// ("x11:1c00007"), or `nil` when the backend has none to give (the portal's dialog then
    /// opens without a parent).
    func portalParentIdentifier(for window: Window) -> String?
}

extension PlatformBackend {
    /// By default a backend has no wake-up function, so the run loop polls sources once a frame.
    public func makeWakeUp() -> (@Sendable () -> Void)? { nil }
    /// By default a backend keeps the system's pointer.
    public func setPointerStyle(_ style: PointerStyle, for window: Window) {}
    /// By default a backend keeps its windows as they opened.
    public func updateWindowState(_ window: Window) {}
    /// By default a backend names no parent window.
    public func portalParentIdentifier(for window: Window) -> String? { nil }
}
