import QuillFoundation
/// How the visual format lines views up across its direction and which way it runs (UIKit's
/// `NSLayoutConstraint.FormatOptions`).
public struct LayoutFormatOptions: OptionSet, Sendable, Hashable {
    /// The options as bits, one per `static let` below.
    public let rawValue: Int
    /// Creates options from their bits (`OptionSet`).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every view's left edge equal.
    public static let alignAllLeft = LayoutFormatOptions(rawValue: 1 << 0)
    /// Every view's right edge equal.
    public static let alignAllRight = LayoutFormatOptions(rawValue: 1 << 1)
    /// Every view's top edge equal.
    public static let alignAllTop = LayoutFormatOptions(rawValue: 1 << 2)
    /// Every view's bottom edge equal.
    public static let alignAllBottom = LayoutFormatOptions(rawValue: 1 << 3)
    /// Every view's leading edge equal.
    public static let alignAllLeading = LayoutFormatOptions(rawValue: 1 << 4)
    /// Every view's trailing edge equal.
    public static let alignAllTrailing = LayoutFormatOptions(rawValue: 1 << 5)
    /// Every view's horizontal centre equal.
    public static let alignAllCenterX = LayoutFormatOptions(rawValue: 1 << 6)
    /// Every view's vertical centre equal.
    public static let alignAllCenterY = LayoutFormatOptions(rawValue: 1 << 7)
    /// Every view's first baseline equal.
    public static let alignAllFirstBaseline = LayoutFormatOptions(rawValue: 1 << 8)
    /// Every view's last baseline equal.
    public static let alignAllLastBaseline = LayoutFormatOptions(rawValue: 1 << 9)
    /// A horizontal format runs left to right whatever the language (leading to trailing is the default).
    public static let directionLeftToRight = LayoutFormatOptions(rawValue: 1 << 16)
    /// A horizontal format runs right to left.
    public static let directionRightToLeft = LayoutFormatOptions(rawValue: 1 << 17)

    /// The alignment attributes the options ask for, in a fixed order.
    var alignmentAttributes: [LayoutAttribute] {
        let table: [(LayoutFormatOptions, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllFirstBaseline, .firstBaseline), (.alignAllLastBaseline, .lastBaseline),
        ]
        return table.filter { contains($0.0) }.map(\.1)
    }
}
