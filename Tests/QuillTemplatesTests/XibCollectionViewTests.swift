import Foundation
import XCTest
import QuillTesting
@testable import QuillTemplates
import QuillViews
import QuillWidgets
import QuillFoundation

/// Collection views from a .xib (issue 27): the flow layout element with its sizes, spacing
/// and insets, outlets to the view and to its layout, data source and delegate connections,
/// and cells and headers made from templates.
final class XibCollectionViewTests: XCTestCase {
    @MainActor final class PhotoBrowser: NSObject, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
        @Outlet var photos: CollectionView?
        @Outlet var recents: CollectionView?
        @Outlet var photoLayout: CollectionViewFlowLayout?
        var selected: [IndexPath] = []

        func numberOfSections(in collectionView: CollectionView) -> Int { collectionView === photos ? 2 : 1 }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { collectionView === photos ? 7 : 20 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoGridCell", for: indexPath)
            (cell.viewWithTag(2) as? Label)?.text = "Photo \(indexPath.item + 1)"
            return cell
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) throws -> ReusableView? {
            let header = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "MonthHeader", for: indexPath)
            (header.viewWithTag(1) as? Label)?.text = indexPath.section == 0 ? "November 2026" : "October 2026"
            return header
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Xib/\(name).xib").standardizedFileURL.path
    }

    @MainActor func testTheFlowLayoutAndConnectionsLoad() async throws {
        let template = try Template(contentsOfFile: fixture("PhotoBrowserScreen"))
        XCTAssertEqual(template.document.diagnostics.map(\.description), [], "every element is known")
        for pass in ["general path", "replayed plan"] {
            let owner = PhotoBrowser()
            _ = try template.makeInstance(owner: owner, options: TemplateOptions(strictness: .strict))
            let photos = try XCTUnwrap(owner.photos, pass)
            let layout = try XCTUnwrap(owner.photoLayout, pass)
            XCTAssertTrue(photos.collectionViewLayout === layout, pass)
            XCTAssertEqual(layout.itemSize, Size(width: 122, height: 122), pass)
            XCTAssertEqual(layout.minimumLineSpacing, 2, pass)
            XCTAssertEqual(layout.headerReferenceSize.height, 32, pass)
            XCTAssertEqual(layout.sectionInset, EdgeInsets(top: 2, left: 0, bottom: 2, right: 0), pass)
            XCTAssertTrue(photos.allowsMultipleSelection, pass)
            XCTAssertTrue(photos.dataSource === owner && photos.delegate === owner, pass)
            let recents = try XCTUnwrap(owner.recents?.collectionViewLayout as? CollectionViewFlowLayout, pass)
            XCTAssertEqual(recents.scrollDirection, .horizontal, pass)
            XCTAssertEqual(recents.sectionInset, EdgeInsets(all: 12), pass)
        }
    }

    @MainActor func testCellsAndHeadersFromTemplatesShowInTheLaidOutScreen() async throws {
        let screen = try Template(contentsOfFile: fixture("PhotoBrowserScreen"))
        let owner = PhotoBrowser()
        let instance = try screen.makeInstance(owner: owner)
        let root = try XCTUnwrap(instance.topLevelObjects.first as? View)
        let photos = try XCTUnwrap(owner.photos), recents = try XCTUnwrap(owner.recents)
        let cellTemplate = try Template(contentsOfFile: fixture("PhotoGridCell"))
        for collection in [photos, recents] {
            collection.register(cellTemplate, forCellWithReuseIdentifier: "PhotoGridCell")
            collection.register(screen, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "MonthHeader")
        }
        let harness = HeadlessHarness(size: Size(width: 375, height: 400))
        root.frame = harness.window.bounds
        harness.window.addSubview(root)
        harness.render()
        // Three 122-point photos to a line, justified across 375 points; the header above them.
        let header = photos.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, Rect(x: 0, y: 0, width: 375, height: 32))
        XCTAssertEqual((header?.viewWithTag(1) as? Label)?.text, "November 2026")
        XCTAssertEqual(photos.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, Rect(x: 0, y: 34, width: 122, height: 122))
        XCTAssertEqual(photos.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.maxX, 375)
        XCTAssertEqual((photos.cellForItem(at: IndexPath(item: 1, section: 0))?.viewWithTag(2) as? Label)?.text, "Photo 2")
        // The strip: 64-point items in one row (64 fits once in 88 - 24), scrolling sideways.
        XCTAssertEqual(recents.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, Rect(x: 84, y: 12, width: 64, height: 64))
        let stripWidth: Double = 12 + 20 * 64 + 19 * 8 + 12
        XCTAssertEqual(recents.contentSize.width, stripWidth)
        harness.click(at: Point(x: 60, y: 88 + 100))
        harness.click(at: Point(x: 190, y: 88 + 100))
        XCTAssertEqual(photos.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)], "multiple selection from the .xib")
        XCTAssertEqual(owner.selected.count, 2)
    }
}
