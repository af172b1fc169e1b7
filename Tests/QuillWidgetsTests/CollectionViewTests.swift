import XCTest
import QuillTesting
@testable import QuillWidgets
@testable import QuillViews
import QuillFoundation

final class CollectionViewTests: XCTestCase {
    @MainActor final class Model: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
        var counts: [Int]
        var log: [String] = []
        var headers = false
        var refusesSelection: IndexPath?
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.tag = indexPath.section * 1000 + indexPath.item
            cell.backgroundColor = Color(red: Double(indexPath.item % 7) / 7, green: 0.5, blue: 0.8)
            return cell
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) throws -> ReusableView? {
            guard headers, kind == CollectionView.elementKindSectionHeader else { return nil }
            let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
            view.tag = indexPath.section
            return view
        }
        func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { indexPath != refusesSelection }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { log.append("select \(indexPath.section).\(indexPath.item)") }
        func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("deselect \(indexPath.section).\(indexPath.item)") }
        func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) { log.append("activate \(indexPath.section).\(indexPath.item)") }
    }

    @MainActor private static var models: [Model] = []

    /// A 320 x 400 collection view whose flow layout has 100 x 50 items, 10 apart, inset by 10.
    @MainActor private func make(_ counts: [Int], size: Size = Size(width: 320, height: 400), cellClass: CollectionViewCell.Type = CollectionViewCell.self, configure: (CollectionViewFlowLayout) -> Void = { _ in })
        -> (HeadlessHarness, CollectionView, Model, CollectionViewFlowLayout)
    {
        let harness = HeadlessHarness(size: size)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 50)
        layout.sectionInset = EdgeInsets(all: 10)
        configure(layout)
        let collection = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
        collection.register(cellClass, forCellWithReuseIdentifier: "Cell")
        collection.register(ReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        let model = Model(counts)
        Self.models.append(model)
        collection.dataSource = model
        collection.delegate = model
        harness.window.addSubview(collection)
        harness.render()
        return (harness, collection, model, layout)
    }

    @MainActor private func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> Rect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @MainActor func testFullLinesAreJustifiedAndTheLastLineStartsAtTheLeadingInset() async {
        let (_, collection, _, _) = make([5])
        // 300 points fit two 100-point items at least 10 apart: justified, the second at the right inset.
        XCTAssertEqual(frame(collection, 0), Rect(x: 10, y: 10, width: 100, height: 50))
        XCTAssertEqual(frame(collection, 1), Rect(x: 210, y: 10, width: 100, height: 50))
        XCTAssertEqual(frame(collection, 3)?.minY, 70)
        XCTAssertEqual(frame(collection, 4), Rect(x: 10, y: 130, width: 100, height: 50), "the last line is not justified")
        XCTAssertEqual(collection.contentSize, Size(width: 320, height: 10 + 3 * 50 + 2 * 10 + 10))
        XCTAssertEqual(collection.visibleCells.count, 5)
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, frame(collection, 1))
    }

    @MainActor func testAResizeBreaksTheLinesAgain() async {
        let (harness, collection, _, _) = make([5])
        XCTAssertEqual(frame(collection, 2)?.minY, 70, "two to a line at 320")
        collection.frame.size.width = 540
        harness.render()
        XCTAssertEqual(frame(collection, 2)?.minY, 10, "four to a line at 540")
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.maxX, 530)
    }

    @MainActor func testABatchThatMovesTwoItemsToOnePlaceIsRefused() async {
        var update = CollectionUpdate()
        update.movedItems = [(IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)), (IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0))]
        XCTAssertNil(update.destinations(oldCounts: [3], newCounts: [2]))
        update.movedItems = []
        update.deletedItems = [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0)]
        XCTAssertNil(update.destinations(oldCounts: [3], newCounts: [1]), "an item deleted twice")
    }

    @MainActor func testALoneItemIsCentredAndALastLineOfSeveralItemsUsesTheMinimumSpacing() async {
        let (_, collection, _, layout) = make([1, 5]) { $0.itemSize = Size(width: 60, height: 40) }
        XCTAssertEqual(frame(collection, 0, 0)?.minX, 130, "centred in 300 points after the 10-point inset")
        // Four 60-point items fit in 300 at 10 apart; the fifth starts the last line.
        XCTAssertEqual(frame(collection, 4, 1)?.minX, 10)
        XCTAssertEqual(frame(collection, 3, 1)?.minX, 250, "justified: the fourth touches the right inset")
        layout.minimumInteritemSpacing = 100
        collection.layoutIfNeeded()
        XCTAssertEqual(frame(collection, 1, 1)?.minX, 250, "two to a line now")
    }

    @MainActor func testHeadersFootersAndSectionsStackDownwards() async {
        let (harness, collection, model, _) = make([2, 3]) {
            $0.headerReferenceSize = Size(width: 0, height: 30)
            $0.footerReferenceSize = Size(width: 0, height: 20)
        }
        model.headers = true
        collection.reloadData()
        harness.render()
        // Section 0: header 0-30, inset 10, one line 40-90, inset to 100, footer 100-120.
        XCTAssertEqual(frame(collection, 0, 1)?.minY, 120 + 30 + 10)
        let header = collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header?.frame, Rect(x: 0, y: 120, width: 320, height: 30))
        XCTAssertEqual(header?.tag, 1)
        XCTAssertNil(collection.supplementaryView(forElementKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)),
            "the data source gives no footers")
        XCTAssertEqual(collection.contentSize.height, 2 * (30 + 10 + 10 + 20) + 50 + 110)
    }

    @MainActor func testHorizontalFlowFillsColumnsFromTheTop() async {
        let (_, collection, _, _) = make([7], size: Size(width: 320, height: 200)) { $0.scrollDirection = .horizontal }
        // 180 points tall fit three 50-point items at least 10 apart, justified down the column.
        XCTAssertEqual(frame(collection, 0), Rect(x: 10, y: 10, width: 100, height: 50))
        XCTAssertEqual(frame(collection, 2)?.minY, 140)
        XCTAssertEqual(frame(collection, 3), Rect(x: 120, y: 10, width: 100, height: 50))
        XCTAssertEqual(collection.contentSize, Size(width: 10 + 3 * 100 + 2 * 10 + 10, height: 200))
    }

    @MainActor func testRightToLeftMirrorsTheLayout() async {
        let (harness, collection, _, _) = make([3])
        harness.window.semanticContentAttribute = .forceRightToLeft
        collection.collectionViewLayout.invalidateLayout()
        harness.render()
        XCTAssertEqual(frame(collection, 0)?.minX, 210, "the first item at the right")
        XCTAssertEqual(frame(collection, 2)?.minX, 210)
    }

    @MainActor func testOnlyVisibleCellsExistAndAreReused() async {
        let (harness, collection, _, _) = make([100_000])
        let visible = collection.visibleCells.count
        XCTAssertEqual(visible, 14, "7 lines of 2 reach into 400 points")
        for _ in 0..<100 {
            harness.scroll(at: Point(x: 100, y: 100), deltaY: 123)
            harness.render()
        }
        XCTAssertLessThanOrEqual(collection.statistics.cellsCreated, visible + 8)
        XCTAssertGreaterThan(collection.statistics.cellsReused, 100)
        // Waiting cells stay in the tree, hidden (their constraints stay in the window's engine).
        let waiting = collection.subviews.filter { $0 is CollectionViewCell && $0.isHidden }
        XCTAssertGreaterThan(waiting.count, 0)
        XCTAssertLessThanOrEqual(waiting.count, collection.reusePoolLimit)
        XCTAssertEqual(collection.subviews.filter { $0 is CollectionViewCell && !$0.isHidden }.count, collection.visibleCells.count)
        for cell in collection.visibleCells {
            let indexPath = collection.indexPath(for: cell)!
            XCTAssertEqual(cell.tag, indexPath.item)
            XCTAssertEqual(cell.frame, frame(collection, indexPath.item))
        }
    }

    @MainActor func testClicksSelectAndMultipleSelectionToggles() async {
        let (harness, collection, model, _) = make([6])
        harness.click(at: Point(x: 50, y: 30))
        harness.click(at: Point(x: 250, y: 30))
        XCTAssertEqual(model.log, ["select 0.0", "deselect 0.0", "select 0.1"])
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 1, section: 0))!.isSelected)
        XCTAssertFalse(collection.cellForItem(at: IndexPath(item: 0, section: 0))!.isSelected)
        collection.allowsMultipleSelection = true
        model.log = []
        harness.click(at: Point(x: 50, y: 90))
        harness.click(at: Point(x: 250, y: 30))
        XCTAssertEqual(model.log, ["select 0.2", "deselect 0.1"])
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        model.refusesSelection = IndexPath(item: 3, section: 0)
        harness.click(at: Point(x: 250, y: 90))
        XCTAssertEqual(collection.indexPathsForSelectedItems.count, 1, "the delegate refused")
        harness.click(at: Point(x: 50, y: 150), clickCount: 2)
        XCTAssertEqual(model.log.last, "activate 0.4")
    }

    @MainActor func testArrowKeysMoveToTheNearestItemThatWay() async {
        let (harness, collection, model, _) = make([7])
        harness.click(at: Point(x: 250, y: 30))
        harness.key(.down)
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 3, section: 0)], "the item below, not the next in order")
        harness.key(.left)
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        harness.key(.down)
        harness.key(.down)
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 6, section: 0)])
        harness.key(.home)
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
        harness.key(.return)
        XCTAssertEqual(model.log.last, "activate 0.0")
    }

    @MainActor func testBatchUpdatesMoveCellsAndSelectionAndAnimate() async {
        let (harness, collection, model, _) = make([4])
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let third = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        model.counts = [5]
        var finished: Bool?
        collection.performBatchUpdates({
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
        }, completion: { finished = $0 })
        XCTAssertTrue(collection.isAnimatingUpdates)
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)], "the selection follows its item")
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === third, "the same cell slides to its new place")
        harness.advance(by: 0.1)
        let midway = third.frame.minX
        XCTAssertGreaterThan(midway, 10)
        XCTAssertLessThan(midway, 210)
        harness.advance(by: 0.5)
        harness.render()
        XCTAssertEqual(finished, true)
        XCTAssertEqual(third.frame, frame(collection, 1))
        XCTAssertEqual(collection.visibleCells.count, 5)
        XCTAssertTrue(collection.visibleCells.allSatisfy { $0.alpha == 1 && $0.superview === collection })
    }

    @MainActor func testABatchUpdateThatDoesNotMatchTheDataReloadsAndSaysSo() async {
        let (harness, collection, model, _) = make([4])
        model.counts = [6]
        var finished: Bool?
        collection.performBatchUpdates({ collection.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished = $0 })
        harness.render()
        XCTAssertEqual(finished, false)
        XCTAssertEqual(collection.visibleCells.count, 6, "the data as it is now")
        XCTAssertTrue(harness.loggedMessages.contains { $0.contains("invalid batch update") })
    }

    @MainActor func testBatchUpdateDestinations() async {
        var update = CollectionUpdate()
        update.deletedItems = [IndexPath(item: 1, section: 0)]
        update.insertedItems = [IndexPath(item: 0, section: 1)]
        update.movedItems = [(IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 1))]
        update.deletedSections = [2]
        let map = update.destinations(oldCounts: [3, 2, 4], newCounts: [1, 4])
        XCTAssertEqual(map?.destination(of: IndexPath(item: 2, section: 0)), IndexPath(item: 0, section: 0))
        XCTAssertNil(map?.destination(of: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(map?.destination(of: IndexPath(item: 0, section: 0)), IndexPath(item: 2, section: 1))
        XCTAssertEqual(map?.destination(of: IndexPath(item: 1, section: 1)), IndexPath(item: 3, section: 1))
        XCTAssertNil(map?.destination(of: IndexPath(item: 0, section: 2)))
        XCTAssertNil(update.destinations(oldCounts: [3, 2, 4], newCounts: [1, 5]), "one item unaccounted for")
        XCTAssertNil(update.destinations(oldCounts: [3, 2], newCounts: [1, 4]), "section 2 does not exist")
    }

    /// A cell whose height depends on its item, as a self-sizing cell's content would.
    @MainActor final class TallCell: CollectionViewCell {
        override func preferredLayoutAttributesFitting(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
            let preferred = attributes.copy()
            preferred.size = Size(width: 300, height: Double(20 + (tag % 3) * 30))
            return preferred
        }
    }

    @MainActor func testSelfSizingCellsCorrectTheEstimateAsTheyAppear() async {
        let (harness, collection, _, layout) = make([100_000], cellClass: TallCell.self) { $0.estimatedItemSize = Size(width: 300, height: 40) }
        XCTAssertEqual(frame(collection, 0)?.height, 20)
        XCTAssertEqual(frame(collection, 1), Rect(x: 10, y: 40, width: 300, height: 50))
        XCTAssertEqual(frame(collection, 2)?.minY, 100)
        XCTAssertEqual(frame(collection, 3)?.minY, 190)
        let estimatedHeight = 10 + 100_000 * 40.0 + 99_999 * 10 + 10
        let corrections = layout.measuredSizes.values.reduce(0) { $0 + $1.height - 40 }
        XCTAssertGreaterThanOrEqual(layout.measuredSizes.count, 7)
        XCTAssertLessThanOrEqual(layout.measuredSizes.count, 9, "only the items on screen were measured")
        XCTAssertEqual(collection.contentSize.height, estimatedHeight + corrections, accuracy: 0.5, "the rest still estimated")
        for _ in 0..<60 {
            harness.scroll(at: Point(x: 100, y: 100), deltaY: 300)
            harness.render()
        }
        for cell in collection.visibleCells {
            let indexPath = collection.indexPath(for: cell)!
            XCTAssertEqual(cell.frame.height, Double(20 + (indexPath.item % 3) * 30), "item \(indexPath.item) was measured")
            XCTAssertEqual(cell.frame, frame(collection, indexPath.item))
        }
        XCTAssertLessThan(layout.measuredSizes.count, 2_000, "only items that came on screen were measured")
        collection.frame.size.width = 400
        harness.render()
        XCTAssertEqual(frame(collection, 1)?.height, 50, "measured sizes survive a resize")
    }

    @MainActor func testAccessibilityListsItemsInOrderAndActivationSelects() async {
        let (_, collection, model, _) = make([2, 3])
        XCTAssertEqual(collection.accessibilityRowCount, 5)
        let cell = collection.accessibilityCell(atRow: 3, column: 0) as? CollectionViewCell
        XCTAssertEqual(cell.flatMap(collection.indexPath(for:)), IndexPath(item: 1, section: 1))
        XCTAssertTrue(cell?.accessibilityActivate() ?? false)
        XCTAssertEqual(model.log, ["select 1.1"])
        XCTAssertEqual(collection.accessibilityPosition(ofCell: cell!)?.row, 3)
    }

    @MainActor func testACollectionViewFilledBeforeItIsInAWindowShowsItsItemsOnce() async {
        let harness = HeadlessHarness(size: Size(width: 320, height: 400))
        let page = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let collection = CollectionView(frame: Rect(x: 0, y: 50, width: 200, height: 150))
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let model = Model([7])
        Self.models.append(model)
        collection.dataSource = model
        page.addSubview(collection)
        page.frame = harness.window.bounds
        harness.window.addSubview(page)
        harness.render()
        XCTAssertEqual(collection.visibleCells.count, 7)
        XCTAssertEqual(collection.contentSize.width, 320, "laid out at the width it has once resized")
    }

    @MainActor func testHostileDelegateSizesDoNotBreakTheLayout() async {
        final class Hostile: NSObject {}
        let (harness, collection, _, layout) = make([10])
        layout.itemSize = Size(width: .nan, height: -5)
        layout.minimumLineSpacing = .infinity
        layout.sectionInset = EdgeInsets(top: .nan, left: 1e300, bottom: -1, right: 0)
        harness.render()
        for item in 0..<10 {
            let f = frame(collection, item)!
            XCTAssertTrue(f.minX.isFinite && f.minY.isFinite && f.width >= 0 && f.height >= 0, "\(f)")
        }
        XCTAssertTrue(collection.contentSize.height.isFinite)
    }
}
