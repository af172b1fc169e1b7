import Quill

/// Drives the "Images" table: cells of the ImagesCell widget bundle, loaded as a plugin (its
/// library registers the ImagesCell class), filled through the standard `textLabel`,
/// `detailTextLabel` and `imageView`; selection in green, editing mode with animated deletes
/// and rows moved by their grips, and swipe actions (Delete, and Flag).
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

    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        items.insert(items.remove(at: source.row), at: destination.row)
    }

    /// Swiped from the trailing side: Delete (a swipe across the row performs it) and Flag.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self, weak tableView] _, _, done in
            guard let self, let tableView, self.items.indices.contains(indexPath.row) else { return done(false) }
            self.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let flag = ContextualAction(style: .normal, title: items[indexPath.row].1.hasPrefix("⚑") ? "Unflag" : "Flag") { [weak self, weak tableView] _, _, done in
            guard let self, let tableView, self.items.indices.contains(indexPath.row) else { return done(false) }
            let subtitle = self.items[indexPath.row].1
            self.items[indexPath.row].1 = subtitle.hasPrefix("⚑ ") ? String(subtitle.dropFirst(2)) : "⚑ " + subtitle
            tableView.reloadRows(at: [indexPath], with: .none)
            done(true)
        }
        flag.backgroundColor = .systemOrange
        return SwipeActionsConfiguration(actions: [delete, flag])
    }
}
