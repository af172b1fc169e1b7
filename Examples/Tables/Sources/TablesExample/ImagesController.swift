import Quill

/// Drives the "Images" table: cells of the ImagesCell widget bundle, loaded as a plugin (its
/// library registers the ImagesCell class), filled through the standard `textLabel`,
/// `detailTextLabel` and `imageView`; selection in green, editing mode with animated deletes.
public final class ImagesController: TableViewDataSource, TableViewDelegate {
    /// The rows: a title and a subtitle each.
    public private(set) var items: [(String, String)]
    /// The rows selected, in order.
    public private(set) var selections: [Int] = []

    /// Creates the controller with `count` rows.
    public init(count: Int = 30) {
        items = (0..<count).map { ("Picture \($0 + 1)", $0 % 2 == 0 ? "Left side" : "Right side") }
    }

    /// Loads the ImagesCell bundle (and its code) and registers its template for reuse.
    /// - Throws: the bundle's error (not found, library not built, built for another Quill…).
    public func register(on tableView: TableView) throws {
        let bundle = try TablesResources.widgetBundle(named: "ImagesCell")
        tableView.register(try bundle.template(named: "ImagesCell"), forCellReuseIdentifier: "ImagesCell")
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "ImagesCell", for: indexPath)
        cell.textLabel.text = items[indexPath.row].0
        cell.detailTextLabel?.text = items[indexPath.row].1
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
