/// The kind of input a gesture recognizer reads; recognizers compete only with others that
/// read the same kind.
enum GestureInput {
    /// Presses of a mouse button: down, moves, up (taps, long presses, pans, swipes).
    case presses
    /// The pointer moving with no button held (hover).
    case hover
    /// Zoom and rotation steps: Ctrl+wheel and touchpad or touchscreen pinches.
    case magnification
}
