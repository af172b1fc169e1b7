/// A collection that selects a cell's item when the cell is activated by assistive
/// technology, as a click would.
@MainActor
protocol CellActivating: AnyObject {
    /// Selects the item a visible cell shows, as a click does; returns whether it did.
    func activate(_ cell: CollectionViewCell) -> Bool
}
