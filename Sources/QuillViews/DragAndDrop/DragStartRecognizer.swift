import QuillFoundation

/// Recognizes the start of a drag for a `DragInteraction`: the left button held and the pointer
/// moved `DragStartRecognizer.threshold` points (GTK's drag threshold is about as far); it
/// changes with each move and ends on release.
@MainActor
final class DragStartRecognizer: GestureRecognizer {
    /// How far the pointer moves before a drag starts, in points.
    static let threshold = 6.0
    private var origin = Point.zero
    /// Where the press began, in window coordinates.
    var pressLocation: Point { origin }

    override func pointerBegan(_ event: PointerEvent) {
        guard event.button == .left else { state = .failed; return }
        origin = event.locationInWindow
    }

    override func pointerMoved(_ event: PointerEvent) {
        if state == .possible {
            if origin.distance(to: event.locationInWindow) >= DragStartRecognizer.threshold { state = .began }
        } else if state.isActive {
            state = .changed
        }
    }
}
