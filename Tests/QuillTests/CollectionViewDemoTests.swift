import XCTest
import GalleryKit
import QuillTesting
@testable import Quill

/// The Gallery's collection view page, driven as a person would: swatches are selected by
/// clicking, removed and added with the buttons, shuffled; each change animates.
final class CollectionViewDemoTests: XCTestCase {
    @MainActor func testSelectingRemovingAddingAndShuffling() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Collection views" }))
        harness.settle()
        harness.render()
        let page = try XCTUnwrap(gallery.pageView)
        let swatches = try XCTUnwrap(page.subviews.compactMap { $0 as? CollectionView }.first)
        let buttons = page.subviews.compactMap { $0 as? Button }
        func names() -> [String] {
            swatches.indexPathsForVisibleItems.compactMap { swatches.cellForItem(at: $0)?.accessibilityLabel }
        }
        XCTAssertEqual(names().count, 12)
        XCTAssertNotNil(swatches.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        let coral = try XCTUnwrap(swatches.cellForItem(at: IndexPath(item: 1, section: 0)))
        let teal = try XCTUnwrap(swatches.cellForItem(at: IndexPath(item: 0, section: 1)))
        harness.click(coral)
        harness.click(teal)
        XCTAssertEqual(swatches.indexPathsForSelectedItems.count, 2)
        harness.click(buttons[2])
        harness.settle()
        harness.render()
        XCTAssertEqual(Set(names()), Set(["Tomato", "Gold", "Orange", "Crimson", "Salmon", "Navy", "Sky", "Indigo", "Mint", "Azure"]))
        XCTAssertEqual(swatches.indexPathsForSelectedItems, [], "the selected swatches left")
        harness.click(buttons[1])
        harness.settle()
        harness.render()
        XCTAssertEqual(swatches.cellForItem(at: IndexPath(item: 0, section: 1))?.accessibilityLabel, "Olive")
        let before = Set(names())
        harness.click(buttons[0])
        XCTAssertTrue(swatches.isAnimatingUpdates)
        harness.settle()
        harness.render()
        XCTAssertEqual(Set(names()), before, "shuffling keeps every swatch")
        for indexPath in swatches.indexPathsForVisibleItems {
            XCTAssertEqual(swatches.cellForItem(at: indexPath)?.frame, swatches.layoutAttributesForItem(at: indexPath)?.frame)
        }
    }
}
