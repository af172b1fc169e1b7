import QuillFoundation

/// Recognizes a drag (UIKit's `UIPanGestureRecognizer`): a continuous gesture that begins
/// once the pointer has moved 10 points with the button held, changes with every move, and
/// ends on release. `translation(in:)` is the distance from where the press began;
/// `velocity(in:)` how fast the pointer moves.
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that may pan; a mouse press is one touch, so above 1 a mouse never
    /// pans. Default 1.
    public var minimumNumberOfTouches = 1
    /// The most fingers that may pan. Default: any number.
    public var maximumNumberOfTouches = Int.max

    /// How far the pointer moves before a pan begins, in points.
    public static let hysteresis = 10.0

    /// Where translation is measured from, in window coordinates.
    private var origin = Point.zero
    private var samples: [(time: Double, point: Point)] = []

    open override func pointerBegan(_ event: PointerEvent) {
        guard minimumNumberOfTouches <= 1, maximumNumberOfTouches >= 1 else {
            state = .failed
            return
        }
        origin = event.locationInWindow
        samples = [(event.timestamp, event.locationInWindow)]
    }

    open override func pointerMoved(_ event: PointerEvent) {
        samples.append((event.timestamp, event.locationInWindow))
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
        if state == .possible {
            if origin.distance(to: event.locationInWindow) >= PanGestureRecognizer.hysteresis { state = .began }
        } else if state.isActive {
            state = .changed
        }
    }

    /// How far the pointer has moved since the press began (or since `setTranslation(_:in:)`),
    /// in `view`'s coordinates (window coordinates for `nil`).
    public func translation(in view: View?) -> Point {
        let current = converted(locationInWindow, to: view), start = converted(origin, to: view)
        return Point(x: current.x - start.x, y: current.y - start.y)
    }

    /// Makes the translation read `translation` in `view`'s coordinates from here on (zero
    /// to measure each change from the last).
    public func setTranslation(_ translation: Point, in view: View?) {
        let current = converted(locationInWindow, to: view)
        let start = Point(x: current.x - translation.x, y: current.y - translation.y)
        origin = view.map { $0.convert(start, to: nil) } ?? start
    }

    /// How fast the pointer moves, in `view`'s points per second, over the last tenth of a
    /// second.
    public func velocity(in view: View?) -> Point {
        guard let last = samples.last, state != .possible || samples.count > 1 else { return .zero }
        let first = samples.first { last.time - $0.time <= 0.1 } ?? last
        let dt = last.time - first.time
        guard dt > 1e-6 else { return .zero }
        let a = converted(first.point, to: view), b = converted(last.point, to: view)
        return Point(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }

    private func converted(_ point: Point, to view: View?) -> Point {
        view.map { $0.convert(point, from: nil) } ?? point
    }

    open override func reset() {
        super.reset()
        samples.removeAll()
        origin = locationInWindow
    }
}
