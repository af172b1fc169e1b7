import Foundation
import XCTest
import Quill
import QuillTesting
import QuillWidgetBundles

/// A grid filled from the GridCell bundle's template: content found with viewWithTag.
@MainActor
private final class GridItems: GridViewDataSource {
    let names = ["Quill", "Ink", "Paper", "Desk", "Lamp", "Chair", "Shelf", "Book"]
    func numberOfItems(in gridView: GridView) -> Int { names.count }
    func gridView(_ gridView: GridView, cellForItemAt index: Int) throws -> GridViewCell {
        let cell = try gridView.dequeueReusableCell(withIdentifier: "GridCell", for: index)
        (cell.contentView.viewWithTag(3) as? Label)?.text = names[index]
        return cell
    }
}

/// The GridCell bundle loaded the way an app loads it: data only, found on the search path.
final class GridCellTests: XCTestCase {
    @MainActor func testGridCellIsADataOnlyBundleFoundOnTheSearchPath() async throws {
        let loader = WidgetBundleLoader(searchPaths: [Checkout.widgets])
        let bundle = try loader.bundle(named: "GridCell")
        XCTAssertNil(bundle.manifest.library, "no code: the template uses registered classes only")
        let template = try bundle.template(named: "GridCell")
        let harness = HeadlessHarness(size: Size(width: 340, height: 230))
        let grid = GridView(frame: harness.window.bounds)
        grid.cellSize = Size(width: 96, height: 96)
        grid.register(template, forCellReuseIdentifier: "GridCell")
        let items = GridItems()
        grid.dataSource = items
        harness.window.addSubview(grid)
        _ = harness.render()
        let first = try XCTUnwrap(grid.cellForItem(at: 0))
        XCTAssertEqual((first.contentView.viewWithTag(3) as? Label)?.text, "Quill")
        XCTAssertNotNil((first.contentView.viewWithTag(2) as? ImageView)?.image, "the image comes from the bundle's Images folder")
        harness.click(first)
        XCTAssertEqual(grid.indexOfSelectedItem, 0)
        XCTAssertTrue(first.isSelected, "a click selects the cell: the green background shows")
        assertImageSnapshot(of: harness.window, named: "grid")
        withExtendedLifetime(items) {}
    }
}
