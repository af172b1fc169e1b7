/// Supplies a grid's items and cells.
@MainActor
public protocol GridViewDataSource: AnyObject {
    /// How many items the grid shows.
    func numberOfItems(in gridView: GridView) -> Int
    /// The cell for an item; dequeue it with `dequeueReusableCell(withIdentifier:for:)`.
    func gridView(_ gridView: GridView, cellForItemAt index: Int) throws -> GridViewCell
}
