import QuillFoundation

/// Recognizes a quick straight drag in one of the allowed directions (UIKit's
/// `UISwipeGestureRecognizer`): a discrete gesture, recognized once the pointer has gone 50
/// points that way within half a second, mostly straight (sideways at most half as far).
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions that count. Default: right.
    public var direction: Direction = .right
    /// How many fingers must touch; a mouse press is one touch. Default 1.
    public var numberOfTouchesRequired = 1

    /// How far the pointer must go, in points.
    public static let minimumDistance = 50.0
    /// How long the swipe may take, in seconds.
    public static let maximumDuration = 0.5

    private var start = Point.zero
    private var startTime = 0.0

    open override func pointerBegan(_ event: PointerEvent) {
        guard numberOfTouchesRequired == 1, !direction.isEmpty else {
            state = .failed
            return
        }
        start = event.locationInWindow
        startTime = event.timestamp
    }

    open override func pointerMoved(_ event: PointerEvent) {
        guard state == .possible else { return }
        if event.timestamp - startTime > SwipeGestureRecognizer.maximumDuration {
            state = .failed
            return
        }
        let dx = event.locationInWindow.x - start.x, dy = event.locationInWindow.y - start.y
        let moves: [(Direction, along: Double, across: Double)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (way, along, across) in moves where along >= SwipeGestureRecognizer.minimumDistance && abs(across) <= along / 2 {
            state = direction.contains(way) ? .recognized : .failed
            return
        }
        // Gone a fair way in a direction that does not count: it will not become a swipe.
        let dominant = moves.max { $0.along < $1.along }!
        if dominant.along >= 20, abs(dominant.across) <= dominant.along / 2, !direction.contains(dominant.0) { state = .failed }
    }
}
