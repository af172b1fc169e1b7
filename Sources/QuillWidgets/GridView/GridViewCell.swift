/// A grid's cell: the same class as a collection view's (`CollectionViewCell`), so a cell
/// template or subclass serves both.
public typealias GridViewCell = CollectionViewCell
