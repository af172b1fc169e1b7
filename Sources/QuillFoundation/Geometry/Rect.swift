/// A rectangle given by its origin (top-left corner) and size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The null rectangle: the result of intersecting rectangles that do not meet.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// The smallest x of the rectangle, whichever the sign of its width (`CGRect.minX`).
    public var minX: Double { size.width >= 0 ? origin.x : origin.x + size.width }
    /// The smallest y (the top edge), whichever the sign of its height.
    public var minY: Double { size.height >= 0 ? origin.y : origin.y + size.height }
    /// The largest x (the right edge), whichever the sign of its width.
    public var maxX: Double { size.width >= 0 ? origin.x + size.width : origin.x }
    /// The largest y (the bottom edge), whichever the sign of its height.
    public var maxY: Double { size.height >= 0 ? origin.y + size.height : origin.y }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, never negative (`CGRect.width`; `size.width` keeps its sign).
    public var width: Double { abs(size.width) }
    /// The height, never negative (`size.height` keeps its sign).
    public var height: Double { abs(size.height) }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether this is the null rectangle.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether the rectangle has no area (or is null).
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: width, height: height)
    }

    /// Whether a point lies inside; the max edges are exclusive, as in UIKit.
    public func contains(_ point: Point) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies wholly inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        !isNull && !other.isNull && other.minX >= minX && other.maxX <= maxX
            && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the rectangles share some area.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The common part of two rectangles, or `.null` when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both; the null rectangle is the identity.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by the given offsets.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        let w = r.width - 2 * dx, h = r.height - 2 * dy
        if w < 0 || h < 0 { return .null }
        return Rect(x: r.minX + dx, y: r.minY + dy, width: w, height: h)
    }

    /// The rectangle shrunk by edge insets.
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        return Rect(
            x: r.minX + insets.left, y: r.minY + insets.top,
            width: Swift.max(0, r.width - insets.horizontal),
            height: Swift.max(0, r.height - insets.vertical))
    }

    /// The smallest rectangle with integral coordinates that contains this one.
    public var integral: Rect {
        if isNull { return self }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// The bounding box of this rectangle mapped through a transform.
    public func applying(_ t: Transform) -> Rect {
        if isNull { return self }
        if t.isAxisAligned {
            let x0 = minX * t.a + t.tx, x1 = maxX * t.a + t.tx
            let y0 = minY * t.d + t.ty, y1 = maxY * t.d + t.ty
            return Rect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let corners = [
            Point(x: minX, y: minY).applying(t), Point(x: maxX, y: minY).applying(t),
            Point(x: minX, y: maxY).applying(t), Point(x: maxX, y: maxY).applying(t),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// `(x y; width height)` with values as `formatCoordinate` writes them, or `null`.
    public var description: String {
        if isNull { return "null" }
        return "(\(formatCoordinate(origin.x)) \(formatCoordinate(origin.y)); \(formatCoordinate(size.width)) \(formatCoordinate(size.height)))"
    }
}
