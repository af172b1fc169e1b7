/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// The size scaled by a factor in both dimensions.
    public func scaled(by factor: Double) -> Size {
        Size(width: width * factor, height: height * factor)
    }

    /// `WxH` with values as `formatCoordinate` writes them, e.g. `320x44.5`.
    public var description: String { "\(formatCoordinate(width))x\(formatCoordinate(height))" }
}
