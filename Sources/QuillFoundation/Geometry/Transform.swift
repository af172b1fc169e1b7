import Foundation

/// A two-dimensional affine transform, laid out as UIKit's `CGAffineTransform`:
/// `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    /// The six coefficients, as in `CGAffineTransform`: `a`, `b`, `c`, `d` the linear part (scale,
    /// rotation, shear; identity is 1, 0, 0, 1) and `tx`, `ty` the translation in points.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Whether every component is a finite number (a transform built from NaN or infinite
    /// values draws nothing).
    public var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    /// Creates a transform from its six coefficients.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    @inlinable
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    @inlinable
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by an angle in radians (clockwise on screen, y grows down).
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform only translates and scales (no rotation or skew).
    @inlinable
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The transform that applies `self` first and then `other`.
    @inlinable
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `self` preceded by a translation.
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a scale.
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a rotation.
    public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part.
    public var determinant: Double { a * d - b * c }

    /// The inverse transform, or `nil` when the transform is singular.
    public func inverted() -> Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The factor by which lengths along the x axis grow (for picking text sizes).
    public var horizontalScale: Double { (a * a + b * b).squareRoot() }
    /// The factor by which lengths along the y axis grow.
    public var verticalScale: Double { (c * c + d * d).squareRoot() }

    /// `[a b c d tx ty]` with values as `formatCoordinate` writes them.
    public var description: String {
        "[\(formatCoordinate(a)) \(formatCoordinate(b)) \(formatCoordinate(c)) \(formatCoordinate(d)) \(formatCoordinate(tx)) \(formatCoordinate(ty))]"
    }
}

