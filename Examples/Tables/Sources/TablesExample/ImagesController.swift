import Quill

/// Drives the "Images" table: cells from ImagesCell.quill, selection in green, editing mode
/// with animated deletes.
public final class ImagesController: TableViewDataSource, TableViewDelegate {
    /// The rows: a title and a subtitle each.
    public private(set) var items: [(String, String)]
    /// The rows selected, in order.
    public private(set) var selections: [Int] = []
    /// How many cells were made from the template (not reused).
    public private(set) var cellsLoaded = 0
    private let picture: Image?

    /// Creates the controller with `count` rows.
    public init(count: Int = 30) {
        items = (0..<count).map { ("Picture \($0 + 1)", $0 % 2 == 0 ? "Left side" : "Right side") }
        picture = try? ImageCatalog.shared.image(named: "quill")
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let reusedBefore = tableView.statistics.cellsReused
        let cell = try ImagesCell.cell(for: tableView)
        if tableView.statistics.cellsReused == reusedBefore { cellsLoaded += 1 }
        cell.topLabel?.text = items[indexPath.row].0
        cell.bottomLabel?.text = items[indexPath.row].1
        cell.pictureView?.image = picture
        return cell
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { 72 }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath.row)
    }

    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .left)
    }
}
