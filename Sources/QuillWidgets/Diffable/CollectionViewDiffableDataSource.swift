import Foundation
import QuillFoundation

/// A collection view's data source that holds the data as a snapshot of identifiers and
/// shows each new snapshot by animating the difference (UIKit's
/// `UICollectionViewDiffableDataSource`).
///
///     let source = CollectionViewDiffableDataSource<Section, Photo.ID>(collectionView: photos) { view, indexPath, id in
///         let cell = try view.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
///         …
///         return cell
///     }
///     var snapshot = DiffableDataSourceSnapshot<Section, Photo.ID>()
///     snapshot.appendSections([.recent])
///     snapshot.appendItems(ids)
///     source.apply(snapshot)
///
/// It becomes the collection view's `dataSource`, which holds it weakly: keep a reference.
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable>: CollectionViewDataSource {
    /// Makes the cell for an item; `nil` shows an empty cell.
    public typealias CellProvider = @MainActor (CollectionView, IndexPath, ItemIdentifier) throws -> CollectionViewCell?
    /// Makes a header, footer or other supplementary view; `nil` shows none.
    public typealias SupplementaryViewProvider = @MainActor (CollectionView, String, IndexPath) throws -> ReusableView?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>()
    /// Makes supplementary views (none when `nil`).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates a data source for a collection view and becomes its `dataSource`.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// The data as shown (a copy: change it and apply it).
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier> { current }

    /// Shows a new snapshot: items that stay keep their cells and slide to their new places,
    /// removed ones fade out, new ones fade in (or all at once when `animatingDifferences`
    /// is false). `completion` runs when the change has been shown.
    public func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let changes = DiffableChanges(from: current, to: snapshot)
        current = snapshot.withoutReloads
        guard let collectionView else {
            completion?()
            return
        }
        guard animatingDifferences, !changes.sectionsReordered, collectionView.window != nil else {
            collectionView.reloadData()
            completion?()
            return
        }
        guard !changes.isEmpty else {
            completion?()
            return
        }
        collectionView.performBatchUpdates({
            collectionView.deleteSections(changes.deletedSections)
            collectionView.insertSections(changes.insertedSections)
            collectionView.deleteItems(at: changes.deletedItems)
            collectionView.insertItems(at: changes.insertedItems)
            for (from, to) in changes.movedItems { collectionView.moveItem(at: from, to: to) }
            collectionView.reloadItems(at: changes.reloadedItems)
        }, completion: { _ in completion?() })
    }

    /// The item shown at an index path.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? { current.item(at: indexPath.section, indexPath.item) }

    /// Where an item is shown.
    public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? {
        current.position(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The section shown at an index.
    public func sectionIdentifier(for index: Int) -> SectionIdentifier? { current.section(at: index) }

    // MARK: CollectionViewDataSource

    /// The snapshot's sections.
    public func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The items of the snapshot's section.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    /// The cell provider's cell.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return CollectionViewCell() }
        return try cellProvider(collectionView, indexPath, item) ?? CollectionViewCell()
    }

    /// The supplementary view provider's view.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> ReusableView? {
        try supplementaryViewProvider?(collectionView, kind, indexPath)
    }
}
