import Foundation
import QuillFoundation

/// A table's data source that holds the data as a snapshot of identifiers and shows each new
/// snapshot by animating the difference (UIKit's `UITableViewDiffableDataSource`).
///
/// Rows removed are deleted, then rows added are inserted, each with `defaultRowAnimation`;
/// a snapshot that moves rows or reorders sections is shown by reloading the table. It
/// becomes the table's `dataSource`, which holds it weakly: keep a reference.
@MainActor
open class TableViewDiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable>: TableViewDataSource {
    /// Makes the cell for an item; `nil` shows an empty cell.
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemIdentifier) throws -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>()
    /// How inserted and deleted rows animate.
    public var defaultRowAnimation = TableViewRowAnimation.automatic

    /// Creates a data source for a table and becomes its `dataSource`.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The data as shown (a copy: change it and apply it).
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier> { current }

    /// Shows a new snapshot: deleted rows and sections leave, new ones arrive, changed rows are
    /// made again (all at once when `animatingDifferences` is false). `completion` runs once
    /// the table shows the new data.
    public func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let old = current
        let changes = DiffableChanges(from: old, to: snapshot)
        let new = snapshot.withoutReloads
        defer { completion?() }
        guard let tableView else {
            current = new
            return
        }
        guard animatingDifferences, !changes.sectionsReordered, changes.movedItems.isEmpty, tableView.window != nil else {
            current = new
            tableView.reloadData()
            return
        }
        let animation = defaultRowAnimation
        // Each step leaves the data source agreeing with the table's count after it.
        var step = old
        if !changes.deletedItems.isEmpty {
            step.deleteItems(changes.deletedItems.compactMap { old.item(at: $0.section, $0.item) })
            current = step
            tableView.deleteRows(at: changes.deletedItems, with: animation)
        }
        if !changes.deletedSections.isEmpty {
            step.deleteSections(changes.deletedSections.map { old.sectionIdentifiers[$0] })
            current = step
            tableView.deleteSections(changes.deletedSections, with: animation)
        }
        if !changes.insertedSections.isEmpty {
            var withoutNewRows = new
            withoutNewRows.deleteItems(changes.insertedItems.compactMap { new.item(at: $0.section, $0.item) })
            current = withoutNewRows
            tableView.insertSections(changes.insertedSections, with: animation)
        }
        current = new
        if !changes.insertedItems.isEmpty { tableView.insertRows(at: changes.insertedItems, with: animation) }
        let reloaded = changes.reloadedItems.compactMap { old.item(at: $0.section, $0.item) }.compactMap(indexPath(for:))
        if !reloaded.isEmpty { tableView.reloadRows(at: reloaded, with: .none) }
    }

    /// The item shown at an index path.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? { current.item(at: indexPath.section, indexPath.row) }

    /// Where an item is shown.
    public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? {
        current.position(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The section shown at an index.
    public func sectionIdentifier(for index: Int) -> SectionIdentifier? { current.section(at: index) }

    // MARK: TableViewDataSource

    /// The snapshot's sections.
    public func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The rows of the snapshot's section.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { current.items(inSectionAt: section).count }

    /// The cell provider's cell.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return TableViewCell(reuseIdentifier: nil) }
        return try cellProvider(tableView, indexPath, item) ?? TableViewCell(reuseIdentifier: nil)
    }
}
