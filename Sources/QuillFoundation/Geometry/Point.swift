/// A location in a two-dimensional coordinate system, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate; it grows downwards, as in UIKit.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin.
    public static let zero = Point(x: 0, y: 0)

    /// The point moved by the given offsets.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The distance to another point.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// The point mapped through an affine transform.
    @inlinable
    public func applying(_ t: Transform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// `(x, y)` with coordinates as `formatCoordinate` writes them, e.g. `(10, 2.5)`.
    public var description: String { "(\(formatCoordinate(x)), \(formatCoordinate(y)))" }
}

/// Formats a coordinate without a trailing ".0" (and to three decimals) so dumps and messages
/// stay short and stable.
public func formatCoordinate(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let rounded = (value * 1000).rounded() / 1000
    return String(rounded)
}
