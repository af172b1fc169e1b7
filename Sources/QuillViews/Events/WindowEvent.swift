import QuillFoundation

/// What a backend (a real window or the headless harness) feeds into a window. Both go through
/// `Window.send(_:)`, so tests drive the UI exactly as a person does.
public enum WindowEvent: Sendable {
    case pointerDown(PointerEvent)
    case pointerMoved(PointerEvent)
    case pointerUp(PointerEvent)
    /// The pointer grab was lost (e.g. the window lost focus mid-drag).
    case pointerCancelled
    case wheel(WheelEvent)
    case keyDown(KeyEvent)
    case keyUp(KeyEvent)
    /// Text typed, after the keyboard layout and input method.
    case textInput(String)
    /// An input method's uncommitted text ("marked text") changed; empty when it is gone.
    case textEditing(String, cursor: Int)
    /// The window's content area changed size, in points.
    case resized(Size)
    /// The pixels-per-point factor changed (moved to another display).
    case scaleChanged(Double)
    /// The user asked to close the window.
    case closeRequested
}
