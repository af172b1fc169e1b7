import QuillFoundation
/// A vertical position (top, bottom, centre Y, baselines).
@MainActor
public struct LayoutYAxisAnchor: LayoutAnchor {
    /// The view or layout guide the anchor belongs to.
    public let item: any LayoutItem
    /// Which of the item's attributes the anchor stands for.
    public let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Double = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, anchor, constant: constant, file: file, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant, file: file, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant, file: file, line: line)
    }
}

extension LayoutYAxisAnchor {
    /// `self == anchor + multiplier × 8` (the standard spacing below a view).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, anchor, constant: LayoutConstants.systemSpacing * multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutConstants.systemSpacing * multiplier, file: file, line: line)
    }
}
