import QuillFoundation

/// A rectangle of whole device pixels: `x ..< x + width`, `y ..< y + height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column covered, in device pixels from the framebuffer's left edge.
    public var x: Int
    /// The top row covered, in device pixels from the framebuffer's top edge.
    public var y: Int
    /// The number of columns covered (the initialiser makes a negative one 0).
    public var width: Int
    /// The number of rows covered (the initialiser makes a negative one 0).
    public var height: Int

    /// Creates a pixel rectangle; negative extents are treated as empty.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
    }

    /// The empty rectangle.
    public static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest pixel rectangle that covers a rectangle in device coordinates.
    public init(covering rect: Rect) {
        if rect.isNull || rect.isEmpty || !rect.minX.isFinite || !rect.minY.isFinite || !rect.maxX.isFinite || !rect.maxY.isFinite {
            self = .empty
            return
        }
        // Both ends of both axes are clamped: a rectangle wholly beyond the limit on either
        // side must not reach Int(_:) with 1e20.
        let limit = Double(1 << 28)
        func clamped(_ v: Double) -> Double { Swift.min(limit, Swift.max(-limit, v)) }
        let x0 = Int(clamped(rect.minX).rounded(.down))
        let y0 = Int(clamped(rect.minY).rounded(.down))
        let x1 = Int(clamped(rect.maxX).rounded(.up))
        let y1 = Int(clamped(rect.maxY).rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The first column to the right of the rectangle, `x + width` (exclusive).
    public var maxX: Int { x + width }
    /// The first row below the rectangle, `y + height` (exclusive).
    public var maxY: Int { y + height }
    /// Whether the rectangle covers no pixel (zero width or height).
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// The number of pixels covered.
    public var area: Int { width * height }

    /// The common part of two rectangles (empty when they do not meet).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return .empty }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both; empty rectangles are ignored.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the rectangles share at least one pixel.
    public func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }

    /// Whether `other` lies wholly inside.
    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// The rectangle moved by whole pixels.
    public func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }

    /// The rectangle as a `Rect` in device coordinates.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    /// `(x, y, WxH)`, e.g. `(0, 10, 320x44)`.
    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
