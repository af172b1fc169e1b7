import QuillFoundation
/// A size (width or height): related to other sizes with a multiplier, or to a constant. The
/// relations without a multiplier (`constraint(equalTo:constant:)`…) are `LayoutAnchor`'s.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self >= anchor × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, nil, constant: constant, file: file, line: line)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant, file: file, line: line)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant, file: file, line: line)
    }
}
