import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation

final class DiffableDataSourceTests: XCTestCase {
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    func testSnapshotsKeepSectionsAndItemsInOrderAndIgnoreRepeats() {
        var s = snapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
        s.insertItems(["a0"], beforeItem: "a1")
        s.insertItems(["b2", "a1"], afterItem: "b1")
        s.appendSections(["A"])
        s.insertSections(["Z"], beforeSection: "A")
        XCTAssertEqual(s.sectionIdentifiers, ["Z", "A", "B"])
        XCTAssertEqual(s.itemIdentifiers, ["a0", "a1", "a2", "b1", "b2"], "a1 is already there")
        s.moveItem("a0", afterItem: "b2")
        XCTAssertEqual(s.itemIdentifiers(inSection: "B"), ["b1", "b2", "a0"])
        XCTAssertEqual(s.sectionIdentifier(containingItem: "a0"), "B")
        XCTAssertEqual(s.indexOfItem("a0"), 2)
        s.deleteSections(["A"])
        XCTAssertEqual(s.numberOfItems, 3)
        XCTAssertNil(s.sectionIdentifier(containingItem: "a1"))
        s.moveSection("B", beforeSection: "Z")
        XCTAssertEqual(s.sectionIdentifiers, ["B", "Z"])
        s.reloadItems(["b1", "nowhere"])
        XCTAssertEqual(s.reloadedItemIdentifiers, ["b1"])
    }

    func testChangesKeepTheLongestRunInPlaceAndMoveOnlyTheRest() {
        let old = snapshot([("S", ["a", "b", "c", "d", "e"])])
        let new = snapshot([("S", ["b", "c", "x", "d", "e", "a"])])
        let changes = DiffableChanges(from: old, to: new)
        XCTAssertEqual(changes.movedItems.map { "\($0.from.item)->\($0.to.item)" }, ["0->5"], "only a moves")
        XCTAssertEqual(changes.insertedItems, [IndexPath(item: 2, section: 0)])
        XCTAssertTrue(changes.deletedItems.isEmpty)
        let update = CollectionUpdate(insertedItems: changes.insertedItems, movedItems: changes.movedItems)
        let map = update.destinations(oldCounts: [5], newCounts: [6])
        XCTAssertEqual(map?.destination(of: IndexPath(item: 3, section: 0)), IndexPath(item: 3, section: 0), "d stays where it is")
        XCTAssertEqual(map?.destination(of: IndexPath(item: 4, section: 0)), IndexPath(item: 4, section: 0))
        XCTAssertEqual(map?.destination(of: IndexPath(item: 1, section: 0)), IndexPath(item: 0, section: 0))

        let crossing = DiffableChanges(from: snapshot([("A", ["1", "2"]), ("B", ["3"])]), to: snapshot([("B", ["3", "2"]), ("C", [])]))
        XCTAssertEqual(crossing.deletedSections, [0])
        XCTAssertEqual(crossing.insertedSections, [1])
        XCTAssertEqual(crossing.insertedItems, [IndexPath(item: 1, section: 0)], "2 comes from a deleted section: it is B's new item")
        XCTAssertFalse(crossing.sectionsReordered)
        XCTAssertTrue(DiffableChanges(from: snapshot([("A", []), ("B", [])]), to: snapshot([("B", []), ("A", [])])).sectionsReordered)
    }

    func testTheLongestIncreasingRun() {
        XCTAssertEqual(DiffableChanges.longestIncreasingRun([3, 0, 1, 4, 2]).sorted(), [1, 2, 4])
        XCTAssertEqual(DiffableChanges.longestIncreasingRun([]).count, 0)
        XCTAssertEqual(DiffableChanges.longestIncreasingRun(Array(0..<1000)).count, 1000)
    }

    @MainActor func testACollectionViewShowsEachSnapshotAndKeepsTheCellsOfItemsThatStay() async {
        let harness = HeadlessHarness(size: Size(width: 320, height: 400))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 300, height: 40)
        let collection = CollectionView(frame: harness.window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        var made: [String] = []
        let source = CollectionViewDiffableDataSource<String, String>(collectionView: collection) { view, indexPath, item in
            made.append(item)
            return try view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        harness.window.addSubview(collection)
        source.apply(snapshot([("S", ["a", "b", "c"])]))
        harness.render()
        XCTAssertEqual(made, ["a", "b", "c"])
        let cellOfC = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        var next = source.snapshot()
        next.deleteItems(["a"])
        next.insertItems(["z"], beforeItem: "b")
        next.moveItem("c", beforeItem: "z")
        var done = false
        source.apply(next) { done = true }
        XCTAssertTrue(collection.isAnimatingUpdates)
        harness.advance(by: 0.5)
        harness.render()
        XCTAssertTrue(done)
        XCTAssertEqual(made, ["a", "b", "c", "z"], "only the new item's cell is made")
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfC, "c moved with its cell")
        XCTAssertEqual(source.itemIdentifier(for: IndexPath(item: 1, section: 0)), "z")
        XCTAssertEqual(source.indexPath(for: "b"), IndexPath(item: 2, section: 0))
        XCTAssertEqual(collection.visibleCells.count, 3)
        var reloading = source.snapshot()
        reloading.reloadItems(["b"])
        source.apply(reloading, animatingDifferences: false)
        harness.render()
        XCTAssertEqual(made.last, "b", "a reloaded item's cell is made again")
    }

    @MainActor func testATableShowsEachSnapshot() async {
        let harness = HeadlessHarness(size: Size(width: 320, height: 400))
        let table = TableView(frame: harness.window.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let source = TableViewDiffableDataSource<String, String>(tableView: table) { view, indexPath, item in
            let cell = try view.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel.text = item
            return cell
        }
        harness.window.addSubview(table)
        source.apply(snapshot([("S", ["a", "b", "c"]), ("T", ["t"])]))
        harness.render()
        var next = source.snapshot()
        next.deleteItems(["b"])
        next.appendItems(["d", "e"], toSection: "S")
        next.deleteSections(["T"])
        next.appendSections(["U"])
        next.appendItems(["u"], toSection: "U")
        source.apply(next)
        harness.advance(by: 0.5)
        harness.render()
        XCTAssertFalse(harness.loggedMessages.contains { $0.contains("invalid update") }, "\(harness.loggedMessages)")
        let texts = table.visibleCells.map { $0.textLabel.text ?? "" }
        XCTAssertEqual(texts, ["a", "c", "d", "e", "u"])
        var moving = source.snapshot()
        moving.moveItem("a", afterItem: "e")
        source.apply(moving)
        harness.render()
        XCTAssertEqual(table.visibleCells.map { $0.textLabel.text ?? "" }, ["c", "d", "e", "a", "u"], "moves are shown by reloading")
    }
}
