/// A view a collection shows one item in: reused from item to item, highlighted while pressed
/// and marked while its item is selected (`TableViewCell`, `GridViewCell`).
@MainActor
public protocol CollectionCell: CollectionReusable {
    /// Whether the cell's item is selected.
    var isSelected: Bool { get set }

    /// Whether the cell is pressed.
    var isHighlighted: Bool { get set }
}
