import QuillFoundation

/// A shape made of straight and curved segments, filled with the non-zero winding rule.
///
/// Build one with the `move`/`addLine`/`addCurve` methods or the shape helpers
/// (`Path(rect:)`, `Path(roundedRect:cornerRadius:)`, `Path(ellipseIn:)`).
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point (`CGPath`'s `move(to:)`).
        case move(to: Point)
        /// A straight segment from the current point.
        case line(to: Point)
        /// A quadratic Bézier segment from the current point, bending towards `control`.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier segment from the current point with two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight segment back to the subpath's first point, closing it.
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a rectangle path (clockwise on screen).
    public init(rect: Rect) {
        addRect(rect)
    }

    /// Creates a rectangle path with rounded corners (`corners` picks which; the rest are square).
    public init(roundedRect rect: Rect, cornerRadius: Double, corners: RectCorner = .allCorners) {
        addRoundedRect(rect, cornerRadius: cornerRadius, corners: corners)
    }

    /// Creates an ellipse inscribed in a rectangle.
    public init(ellipseIn rect: Rect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no segments.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    /// Adds a straight segment.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
    /// Adds a quadratic Bézier segment.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }
    /// Adds a cubic Bézier segment.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current subpath with a straight segment back to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds a closed rectangle, clockwise on screen.
    public mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds a closed rounded rectangle, clockwise on screen; the radius is capped at half the
    /// shorter side, and only `corners` are rounded (the others stay square). `clockwise: false`
    /// winds it the other way, which cuts a hole when added inside a clockwise shape.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double, corners: RectCorner = .allCorners, clockwise: Bool = true) {
        let r = rect.standardized
        let radius = Swift.max(0, Swift.min(cornerRadius, Swift.min(r.width, r.height) / 2))
        let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        // The corners in the order the outline meets them, each with the unit directions of the
        // edges that arrive at it and leave it; the outline starts where the top edge leaves
        // the top-left corner (clockwise) or arrives at it (anticlockwise).
        let topLeft = (corner: RectCorner.topLeft, at: Point(x: x0, y: y0), arrive: Point(x: 0, y: -1), leave: Point(x: 1, y: 0))
        let clockwiseCorners = [
            (corner: RectCorner.topRight, at: Point(x: x1, y: y0), arrive: Point(x: 1, y: 0), leave: Point(x: 0, y: 1)),
            (corner: RectCorner.bottomRight, at: Point(x: x1, y: y1), arrive: Point(x: 0, y: 1), leave: Point(x: -1, y: 0)),
            (corner: RectCorner.bottomLeft, at: Point(x: x0, y: y1), arrive: Point(x: -1, y: 0), leave: Point(x: 0, y: -1)),
            topLeft,
        ]
        let order = clockwise
            ? clockwiseCorners
            : clockwiseCorners.reversed().map { (corner: $0.corner, at: $0.at, arrive: Point(x: -$0.leave.x, y: -$0.leave.y), leave: Point(x: -$0.arrive.x, y: -$0.arrive.y)) }
        func rounding(_ corner: RectCorner) -> Double { corners.contains(corner) ? radius : 0 }
        let topLeftRounding = rounding(.topLeft)
        var current = Point(x: x0 + topLeftRounding, y: y0)
        move(to: current)
        // Control-point distance that makes a cubic Bézier close to a quarter circle.
        let kappa = 0.552_284_749_8
        for entry in order {
            let r = rounding(entry.corner)
            let start = Point(x: entry.at.x - entry.arrive.x * r, y: entry.at.y - entry.arrive.y * r)
            if start != current { addLine(to: start) }
            current = Point(x: entry.at.x + entry.leave.x * r, y: entry.at.y + entry.leave.y * r)
            guard r > 0 else { current = start; continue }
            let k = r * kappa
            addCurve(
                to: current,
                control1: Point(x: start.x + entry.arrive.x * k, y: start.y + entry.arrive.y * k),
                control2: Point(x: current.x - entry.leave.x * k, y: current.y - entry.leave.y * k))
        }
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in a rectangle.
    public mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let kx = rx * 0.552_284_749_8, ky = ry * 0.552_284_749_8
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// Adds a ring: the band between two circles, `lineWidth` wide, centred on the circle of
    /// `radius` (the inner circle runs the other way, so it is a hole).
    public mutating func addRing(center: Point, radius: Double, lineWidth: Double) {
        guard radius > 0, lineWidth > 0 else { return }
        addEllipse(in: Rect(x: center.x - radius - lineWidth / 2, y: center.y - radius - lineWidth / 2, width: 2 * radius + lineWidth, height: 2 * radius + lineWidth))
        if radius - lineWidth / 2 > 0 { addCircleTurningLikeSegments(center: center, radius: radius - lineWidth / 2) }
    }

    /// Adds a line through points, `width` wide, with round joins and caps: segments and discs
    /// turning the same way, so filling draws their union.
    public mutating func addPolyline(_ points: [Point], width: Double) {
        guard width > 0 else { return }
        for (start, end) in zip(points, points.dropFirst()) { addLineSegment(from: start, to: end, width: width) }
        for point in points { addCircleTurningLikeSegments(center: point, radius: width / 2) }
    }

    /// A circle run the other way from `addEllipse(in:)`: the way `addLineSegment` turns.
    private mutating func addCircleTurningLikeSegments(center: Point, radius: Double) {
        let k = radius * 0.552_284_749_8, cx = center.x, cy = center.y
        move(to: Point(x: cx + radius, y: cy))
        addCurve(to: Point(x: cx, y: cy - radius), control1: Point(x: cx + radius, y: cy - k), control2: Point(x: cx + k, y: cy - radius))
        addCurve(to: Point(x: cx - radius, y: cy), control1: Point(x: cx - k, y: cy - radius), control2: Point(x: cx - radius, y: cy - k))
        addCurve(to: Point(x: cx, y: cy + radius), control1: Point(x: cx - radius, y: cy + k), control2: Point(x: cx - k, y: cy + radius))
        addCurve(to: Point(x: cx + radius, y: cy), control1: Point(x: cx + k, y: cy + radius), control2: Point(x: cx + radius, y: cy + k))
        closeSubpath()
    }

    /// Adds a straight line of a given width as a filled quadrilateral (butt caps).
    public mutating func addLineSegment(from start: Point, to end: Point, width: Double) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, width > 0 else { return }
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        move(to: Point(x: start.x + nx, y: start.y + ny))
        addLine(to: Point(x: end.x + nx, y: end.y + ny))
        addLine(to: Point(x: end.x - nx, y: end.y - ny))
        addLine(to: Point(x: start.x - nx, y: start.y - ny))
        closeSubpath()
    }

    /// The bounding box of the points and control points.
    public var boundingBox: Rect {
        var box = Rect.null
        func add(_ p: Point) { box = box.union(Rect(x: p.x, y: p.y, width: 0, height: 0)) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        return box
    }

    /// Calls `body` with straight segments approximating the path mapped through a transform,
    /// every subpath closed. Curves are split finely enough for sub-pixel accuracy.
    public func flattened(with transform: Transform, _ body: (Point, Point) -> Void) {
        var start = Point.zero, current = Point.zero, open = false
        func line(_ p: Point) {
            body(current, p)
            current = p
        }
        for element in elements {
            switch element {
            case .move(let p):
                if open, current != start { body(current, start) }
                start = p.applying(transform); current = start; open = true
            case .line(let p):
                line(p.applying(transform)); open = true
            case .quadCurve(let p, let c):
                let p0 = current, p1 = c.applying(transform), p2 = p.applying(transform)
                let steps = Path.segmentCount(p0, p1, p1, p2)
                for i in 1...steps {
                    let t = Double(i) / Double(steps), u = 1 - t
                    line(Point(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
                }
                open = true
            case .curve(let p, let c1, let c2):
                let p0 = current, p1 = c1.applying(transform), p2 = c2.applying(transform), p3 = p.applying(transform)
                let steps = Path.segmentCount(p0, p1, p2, p3)
                for i in 1...steps {
                    let t = Double(i) / Double(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    line(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
                open = true
            case .closeSubpath:
                if current != start { body(current, start) }
                current = start
                open = false
            }
        }
        if open, current != start { body(current, start) }
    }

    /// How many line segments approximate a cubic to within about a tenth of a pixel.
    private static func segmentCount(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Int {
        let ddx = Swift.max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = Swift.max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        // Error of n chords is about 3/4 * dd / n^2; keep it under 0.025 px so edges do not
        // visibly flatten and filled areas stay within a fraction of a pixel of the true area.
        let n = (30 * dd).squareRoot().rounded(.up)
        return Int(Swift.min(256, Swift.max(1, n.isFinite ? n : 256)))
    }
}
