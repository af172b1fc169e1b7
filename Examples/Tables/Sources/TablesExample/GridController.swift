import Quill

/// The grid: cells from the GridCell widget bundle (data only: a template and an image, no
/// code), whose content is found with `viewWithTag`: 1 the card, 2 its image, 3 its caption.
public final class GridController: GridViewDataSource, GridViewDelegate {
    /// The item names.
    public let names: [String]
    /// Items selected, in order.
    public private(set) var selections: [Int] = []

    /// Creates the controller with `count` items.
    public init(count: Int = 60) {
        names = (0..<count).map { "Item \($0 + 1)" }
    }

    public func numberOfItems(in gridView: GridView) -> Int { names.count }

    public func gridView(_ gridView: GridView, cellForItemAt index: Int) throws -> GridViewCell {
        let cell = try gridView.dequeueReusableCell(withIdentifier: "GridCell", for: index)
        let card = cell.contentView.viewWithTag(1)
        (card?.viewWithTag(3) as? Label)?.text = names[index]
        return cell
    }

    public func gridView(_ gridView: GridView, didSelectItemAt index: Int) {
        selections.append(index)
    }

    /// Loads the GridCell bundle and registers its template for reuse.
    /// - Throws: the bundle's error (not found, malformed…).
    public func register(on gridView: GridView) throws {
        let bundle = try TablesResources.widgetBundle(named: "GridCell")
        gridView.register(try bundle.template(named: "GridCell"), forCellReuseIdentifier: "GridCell")
    }
}
