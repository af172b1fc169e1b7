import QuillFoundation
/// One attribute of a layout item, to make constraints from (UIKit's `NSLayoutAnchor`). Its
/// three kinds — `LayoutXAxisAnchor`, `LayoutYAxisAnchor`, `LayoutDimension` — are subclasses
/// of `LayoutAnchor` of themselves, so each only relates to its own kind:
/// `leadingAnchor.constraint(equalTo: topAnchor)` does not compile.
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide the anchor belongs to.
    public let item: any LayoutItem
    /// Which of the item's attributes the anchor stands for.
    public let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, anchor, constant: constant, file: file, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant, file: file, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant, file: file, line: line)
    }

    /// `self relation anchor × multiplier + constant`, or `self relation constant` without an anchor.
    func make(
        _ relation: LayoutRelation, _ other: LayoutAnchor<AnchorType>?, multiplier: Double = 1, constant: Double,
        file: StaticString, line: UInt
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self relation anchor + multiplier × 8`: the standard spacing between siblings.
    func systemSpacing(
        _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>, multiplier: Double, file: StaticString, line: UInt
    ) -> LayoutConstraint {
        make(relation, anchor, constant: LayoutConstants.systemSpacing * multiplier, file: file, line: line)
    }
}
