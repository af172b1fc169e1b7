/// Insets by leading and trailing rather than left and right, so they follow the layout
/// direction (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the leading edge (left in left-to-right, right in right-to-left), in points.
    public var leading: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the trailing edge (right in left-to-right, left in right-to-left), in points.
    public var trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The insets an `EdgeInsets` amounts to in a layout direction (its right is leading in a
    /// right-to-left layout).
    public init(_ insets: EdgeInsets, in direction: UserInterfaceLayoutDirection) {
        let rtl = direction == .rightToLeft
        self.init(top: insets.top, leading: rtl ? insets.right : insets.left, bottom: insets.bottom, trailing: rtl ? insets.left : insets.right)
    }

    /// The physical insets in a layout direction: leading is the left inset in a left-to-right
    /// layout and the right one in a right-to-left layout.
    public func edgeInsets(in direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        let rtl = direction == .rightToLeft
        return EdgeInsets(top: top, left: rtl ? trailing : leading, bottom: bottom, right: rtl ? leading : trailing)
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()
}
