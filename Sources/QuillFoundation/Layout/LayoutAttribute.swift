/// A part of a view's (or layout guide's) rectangle a constraint can relate (UIKit's
/// `NSLayoutConstraint.Attribute`). Leading and trailing are left and right in left-to-right
/// layouts and right and left in right-to-left ones, where a constraint that uses them is
/// mirrored as a whole (its constants then run from right to left); the margin forms are
/// inset by the view's `layoutMargins`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The rectangle's edges, its edges in reading order (`leading`, `trailing`), its size and its
    /// centre, in points; `NSLayoutConstraint.Attribute`'s cases of the same names.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The y of the first line's and the last line's baseline: the top plus the view's
    /// `firstBaselineOffsetFromTop`, the bottom minus its `lastBaselineOffsetFromBottom` (the top
    /// and bottom themselves for views without text, and for layout guides).
    case firstBaseline, lastBaseline
    /// The edges inset by the view's effective `layoutMargins` (a layout guide has none);
    /// `leadingMargin` and `trailingMargin` follow the layout direction.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The centre of the rectangle inset by the view's effective `layoutMargins`.
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

    /// Whether it follows the layout direction (leading, trailing and their margins).
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The physical edge a horizontal position stands for in a mirrored (right-to-left)
    /// constraint, whose values are then measured from the right: leading is the right edge,
    /// trailing the left one. Other attributes are themselves.
    package var mirroredEdge: LayoutAttribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }

    /// Whether it is a horizontal position (not the width), which mirroring negates.
    package var isHorizontalPosition: Bool { isHorizontal && self != .width }

    /// Whether a view's value of it is measured from the frame rather than from the alignment
    /// rectangle: the margin attributes and the baselines.
    package var isMeasuredFromFrame: Bool { isRelativeToMargins || self == .firstBaseline || self == .lastBaseline }

    /// Whether it is measured from the view's margins (`leadingMargin`, `centerXWithinMargins`…).
    package var isRelativeToMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// The attribute's name as templates and constraint descriptions spell it (`leadingMargin`).
    public var description: String { rawValue }
}
