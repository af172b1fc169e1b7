import Foundation
import QuillFoundation

/// What a backend (a real window or the headless harness) feeds into a window. Both go through
/// `Window.send(_:)`, so tests drive the UI exactly as a person does.
public enum WindowEvent: Sendable {
    /// A mouse button went down: the view hit there starts tracking the pointer.
    case pointerDown(PointerEvent)
    /// The pointer moved; the view tracking a press (if any) follows it.
    case pointerMoved(PointerEvent)
    /// A mouse button went up, ending the press the tracking view follows.
    case pointerUp(PointerEvent)
    /// The pointer grab was lost (e.g. the window lost focus mid-drag).
    case pointerCancelled
    /// The pointer left the window (hovering ends).
    case pointerExited
    /// The wheel or touchpad scrolled, sent to the view under the pointer (with Ctrl held,
    /// a pinch recognizer under the pointer reads it as zooming instead).
    case wheel(WheelEvent)
    /// A touchpad or touchscreen pinch or rotation step, read by pinch and rotation
    /// recognizers under the pointer.
    case touchpadGesture(TouchpadGestureEvent)
    /// A key went down (or repeats), sent to the first responder; Tab and Shift+Tab move focus.
    case keyDown(KeyEvent)
    /// A key went up, sent to the first responder.
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
    /// Files were dropped onto the window from another application (a file manager), at a
    /// point in the window when the platform says where.
    case filesDropped([URL], at: Point?)
    /// Text was dropped onto the window from another application.
    case textDropped(String, at: Point?)
}
