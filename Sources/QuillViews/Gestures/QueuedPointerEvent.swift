/// A press event held back from the view while a recognizer decides (`delaysTouchesBegan`,
/// `delaysTouchesEnded`).
enum QueuedPointerEvent {
    /// The button went down over this view.
    case began(View, PointerEvent)
    /// The pointer moved.
    case moved(PointerEvent)
    /// The button went up.
    case ended(PointerEvent)
}
