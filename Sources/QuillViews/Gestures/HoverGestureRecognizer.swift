import QuillFoundation

/// Recognizes the pointer over the view (UIKit's `UIHoverGestureRecognizer`): a continuous
/// gesture that begins when the pointer enters the view, changes as it moves over it, and
/// ends when it leaves the view or the window. It reads pointer moves, not presses, so it
/// competes with no press recognizer.
open class HoverGestureRecognizer: GestureRecognizer {
    override var input: GestureInput { .hover }

    /// The pointer is over the view.
    func pointerHovered() {
        state = state == .possible ? .began : .changed
    }

    /// The pointer left the view.
    func pointerExited() {
        if state.isActive { state = .ended } else if state == .possible { state = .failed }
    }
}
