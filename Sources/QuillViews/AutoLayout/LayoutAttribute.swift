/// A part of a view's (or layout guide's) rectangle a constraint can relate (UIKit's
/// `NSLayoutConstraint.Attribute`). Leading and trailing are left and right in left-to-right
/// layouts; the margin forms are inset by the view's `layoutMargins`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second item of a constraint to a constant (`width == 44`).
    case notAnAttribute

    /// Whether it is a size (width or height) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether it runs along the horizontal axis.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins:
            return true
        default:
            return false
        }
    }

    public var description: String { rawValue }
}
