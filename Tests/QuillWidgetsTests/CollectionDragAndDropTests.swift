import Foundation
import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillViews
import QuillFoundation

/// Collection view items as drag sources and drop targets (issue 29, UIKit's collection drag
/// and drop delegates), in a flow layout of 100-point items three to a line: an item dragged
/// along its line lands where `moveItem` counts, one dragged to another section lands there,
/// a bar shows the gap at the leading edge of the item after it, a drop onto an item frames it,
/// and a horizontal layout finds gaps along its columns.
final class CollectionDragAndDropTests: XCTestCase {
    @MainActor final class Photos: CollectionViewDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate {
        var sections: [[String]]
        var intent = CollectionViewDropIntent.insertAtDestinationIndexPath
        var drops: [(destination: IndexPath?, sources: [IndexPath?])] = []

        init(_ sections: [[String]]) { self.sections = sections }

        func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
            cell.backgroundColor = .systemGray4
            return cell
        }
        func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(string: sections[indexPath.section][indexPath.item]))]
        }
        func collectionView(
            _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> CollectionViewDropProposal {
            CollectionViewDropProposal(operation: .move, intent: intent)
        }
        func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
            drops.append((coordinator.destinationIndexPath, coordinator.items.map(\.sourceIndexPath)))
            guard coordinator.proposal.intent == .insertAtDestinationIndexPath, let destination = coordinator.destinationIndexPath,
                  let source = coordinator.items.first?.sourceIndexPath else { return }
            let name = sections[source.section].remove(at: source.item)
            sections[destination.section].insert(name, at: destination.item)
            collectionView.reloadData()
        }
    }

    @MainActor private func makeView(_ photos: Photos, direction: CollectionViewScrollDirection = .vertical) -> (HeadlessHarness, CollectionView) {
        let harness = HeadlessHarness(size: Size(width: 330, height: 600))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.scrollDirection = direction
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 330, height: 600), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        view.dataSource = photos
        view.dragDelegate = photos
        view.dropDelegate = photos
        harness.window.addSubview(view)
        harness.settle()
        harness.render()
        return (harness, view)
    }

    @MainActor private func center(_ indexPath: IndexPath, in view: CollectionView, dx: Double = 0) throws -> Point {
        let frame = try XCTUnwrap(view.layoutAttributesForItem(at: indexPath)).frame
        return view.convert(Point(x: frame.midX + dx, y: frame.midY), to: nil)
    }

    @MainActor func testItemsMoveAlongALineAndToAnotherSection() async throws {
        let photos = Photos([["a", "b", "c", "d"], ["x"]])
        let (harness, view) = makeView(photos)
        // "a" to the trailing half of "c": the gap after c (3), which is 2 once a has left.
        harness.press(at: try center(IndexPath(item: 0, section: 0), in: view))
        harness.move(to: try center(IndexPath(item: 2, section: 0), in: view, dx: 30), steps: 8)
        XCTAssertTrue(view.hasActiveDrag)
        XCTAssertEqual(view.contentOffset, .zero, "a draggable item does not scroll the view")
        XCTAssertFalse(view.dropIndicatorView.isHidden)
        let c = try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
        XCTAssertEqual(view.dropIndicatorView.frame.midX, c.maxX, accuracy: 0.5, "the bar stands at c's trailing edge (the end of the line)")
        harness.release()
        harness.settle()
        XCTAssertEqual(photos.drops.first?.destination, IndexPath(item: 2, section: 0))
        XCTAssertEqual(photos.drops.first?.sources, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(photos.sections, [["b", "c", "a", "d"], ["x"]])

        // "d" (second line) onto the leading half of "x": before it in the second section.
        harness.render()
        harness.press(at: try center(IndexPath(item: 3, section: 0), in: view))
        harness.move(to: try center(IndexPath(item: 0, section: 1), in: view, dx: -30), steps: 8)
        harness.release()
        harness.settle()
        XCTAssertEqual(photos.drops.last?.destination, IndexPath(item: 0, section: 1))
        XCTAssertEqual(photos.sections, [["b", "c", "a"], ["d", "x"]])
    }

    @MainActor func testADropOntoAnItemFramesItAndAHorizontalLayoutsGaps() async throws {
        let photos = Photos([["a", "b", "c"]])
        photos.intent = .insertIntoDestinationIndexPath
        let (harness, view) = makeView(photos)
        harness.press(at: try center(IndexPath(item: 0, section: 0), in: view))
        harness.move(to: try center(IndexPath(item: 1, section: 0), in: view), steps: 8)
        XCTAssertEqual(view.dropIndicatorView.frame, try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame)
        harness.release()
        harness.settle()
        XCTAssertEqual(photos.drops.first?.destination, IndexPath(item: 1, section: 0), "onto b")
        XCTAssertEqual(photos.sections, [["a", "b", "c"]], "the model decides what going into an item means")

        let columns = Photos([["a", "b", "c", "d", "e", "f", "g"]])
        let (_, horizontal) = makeView(columns, direction: .horizontal)
        let b = try XCTUnwrap(horizontal.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        XCTAssertEqual(horizontal.dropIndexPath(at: Point(x: b.midX, y: b.minY + 10)), IndexPath(item: 1, section: 0), "above b's middle: before it")
        XCTAssertEqual(horizontal.dropIndexPath(at: Point(x: b.midX, y: b.maxY - 10)), IndexPath(item: 2, section: 0), "below it: after it")
    }
}
