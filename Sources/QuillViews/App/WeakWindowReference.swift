/// A window a context knows of without keeping it alive (through the window's
/// `UnretainedReference`, not a weak reference).
@MainActor
struct WeakWindowReference {
    private let reference: UnretainedReference<Window>

    /// A reference to `window`.
    init(window: Window) {
        reference = window.unretainedReference
    }

    /// The window, or `nil` once it is freed.
    var window: Window? { reference.object }
}
