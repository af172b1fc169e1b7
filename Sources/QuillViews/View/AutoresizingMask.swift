/// Which parts of a view's frame stretch when its superview's size changes (UIKit's
/// `UIView.AutoresizingMask`, same bit values as in .xib files).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The flags as bits, the values UIKit and .xib files use.
    public let rawValue: Int
    /// Creates a mask from its bits (`OptionSet`), e.g. a .xib's `autoresizingMask`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The space to the superview's left edge takes a share of a width change (the view keeps
    /// its distance from the right edge when this is the only horizontal flag).
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The view's width takes a share of the superview's width change.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The space to the superview's right edge takes a share of a width change.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The space to the superview's top edge takes a share of a height change (the view keeps its
    /// distance from the bottom edge when this is the only vertical flag).
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The view's height takes a share of the superview's height change.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The space to the superview's bottom edge takes a share of a height change. Flexible parts
    /// share a change in proportion to their current sizes (equally when all are 0).
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
