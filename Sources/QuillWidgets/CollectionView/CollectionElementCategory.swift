/// What a set of layout attributes places: an item's cell or a supplementary view such as a
/// section header (UIKit's `UICollectionView.ElementCategory`).
public enum CollectionElementCategory: Hashable, Sendable {
    /// An item's cell.
    case cell
    /// A view that belongs to a section or an item but is not a cell: a header, a footer.
    case supplementaryView
}
