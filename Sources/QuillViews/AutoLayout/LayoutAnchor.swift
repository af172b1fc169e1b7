import QuillFoundation
/// One attribute of a layout item, to make constraints from (UIKit's `NSLayoutAnchor`). The
/// three kinds — `LayoutXAxisAnchor`, `LayoutYAxisAnchor`, `LayoutDimension` — only relate to
/// their own kind, so `leadingAnchor.constraint(equalTo: topAnchor)` does not compile.
@MainActor
public protocol LayoutAnchor {
    /// The item.
    var item: any LayoutItem { get }
    /// The attribute.
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    func make(
        _ relation: LayoutRelation, _ other: (any LayoutAnchor)?, multiplier: Double = 1, constant: Double,
        file: StaticString, line: UInt
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant, file: file, line: line)
    }
}
