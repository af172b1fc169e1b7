import XCTest
import GalleryKit
import QuillTesting
@testable import Quill

/// The Gallery's search page, driven as a person would: typing filters the table, Cancel
/// clears the search, the stepper limits the rows.
final class SearchDemoTests: XCTestCase {
    @MainActor func testTypingFiltersTheTableAndTheStepperLimitsIt() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Search, steppers and pages" }))
        harness.settle()
        let page = try XCTUnwrap(gallery.pageView)
        let search = try XCTUnwrap(page.subviews.first as? SearchBar)
        let table = try XCTUnwrap(page.subviews.last as? TableView)
        let stepper = try XCTUnwrap(page.subviews.compactMap { $0 as? Stepper }.first)
        func rows() -> Int { table.dataSource?.tableView(table, numberOfRowsInSection: 0) ?? -1 }
        XCTAssertEqual(rows(), 8)
        harness.click(search.searchTextField)
        harness.type("an")
        XCTAssertEqual(rows(), 4, "Alan Turing, Claude Shannon, Frances Allen, Radia Perlman")
        harness.render()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel.text, "Alan Turing")
        harness.click(search.cancelButton)
        XCTAssertEqual(search.text, "")
        XCTAssertEqual(rows(), 8)
        let minus = stepper.convert(Point(x: 20, y: 16), to: nil)
        harness.click(at: minus)
        harness.click(at: minus)
        XCTAssertEqual(rows(), 6)
    }
}
