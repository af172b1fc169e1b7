import QuillFoundation
/// A vertical position (top, bottom, centre Y, baselines).
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8` (the standard spacing below a view).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        systemSpacing(.equal, anchor, multiplier: multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier, file: file, line: line)
    }
}
