import QuillFoundation
/// A horizontal position (left, right, leading, trailing, centre X).
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8` (the standard spacing between siblings).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        systemSpacing(.equal, anchor, multiplier: multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier, file: file, line: line)
    }
}
