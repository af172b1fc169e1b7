import QuillFoundation

/// A view property that `View.animate` can move smoothly, with its start and end values.
enum AnimatableProperty {
    case center(Point, Point)
    case bounds(Rect, Rect)
    case alpha(Double, Double)
    case backgroundColor(Color?, Color?)
    case transform(Transform, Transform)

    /// Which property it is, so a newer animation of the same property replaces an older one.
    var key: Int {
        switch self {
        case .center: return 0
        case .bounds: return 1
        case .alpha: return 2
        case .backgroundColor: return 3
        case .transform: return 4
        }
    }

    /// Whether animating it only moves, fades or transforms the view's pixels (its content
    /// stays the same, so a cached layer can be composited instead of drawing it).
    var movesPixelsOnly: Bool { key == 0 || key == 2 || key == 4 }

    /// Sets the property of `view` to the value at progress `p` (0 = start, 1 = end).
    @MainActor
    func apply(to view: View, progress p: Double) {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        switch self {
        case .center(let a, let b): view.center = Point(x: mix(a.x, b.x), y: mix(a.y, b.y))
        case .bounds(let a, let b):
            view.bounds = Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
        case .alpha(let a, let b): view.alpha = mix(a, b)
        case .backgroundColor(let a, let b):
            let from = a ?? b?.withAlphaComponent(0) ?? .clear, to = b ?? a?.withAlphaComponent(0) ?? .clear
            view.backgroundColor = p >= 1 ? b : from.interpolated(to: to, fraction: p)
        case .transform(let a, let b):
            view.transform = Transform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
        }
    }
}
