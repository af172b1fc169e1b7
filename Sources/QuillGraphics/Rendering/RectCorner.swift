/// A set of a rectangle's corners (UIKit's `UIRectCorner`, also doing the work of Core
/// Animation's `maskedCorners`): which corners a rounded rectangle rounds.
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The corner at the smallest x and y.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The corner at the largest x and smallest y.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The corner at the smallest x and largest y.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The corner at the largest x and y.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    /// The two top corners.
    public static let top: RectCorner = [.topLeft, .topRight]
    /// The two bottom corners.
    public static let bottom: RectCorner = [.bottomLeft, .bottomRight]
}
