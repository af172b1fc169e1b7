import XCTest
import GalleryKit
import QuillTesting
@testable import Quill

/// The Gallery's split view and tab bar page, driven as a person would: choosing a mailbox
/// shows it, the divider widens the sidebar, the tab bar switches to Settings and back.
final class SplitAndTabsDemoTests: XCTestCase {
    @MainActor func testMailboxesTheDividerAndTheTabs() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Split views and tabs" }))
        harness.settle()
        harness.render()
        let page = try XCTUnwrap(gallery.pageView)
        let tabBar = try XCTUnwrap(page.subviews.compactMap { $0 as? TabBar }.first)
        XCTAssertNotNil(harness.element(label: "3 unread messages"), "the first mailbox shows")
        let drafts = try XCTUnwrap(harness.element(label: "Drafts"))
        harness.activate(drafts)
        harness.render()
        XCTAssertNotNil(harness.element(label: "No messages"))
        let divider = try XCTUnwrap(harness.element(label: "Sidebar width"))
        XCTAssertEqual(divider.value, "180 points")
        harness.increment(divider)
        XCTAssertEqual(harness.element(label: "Sidebar width")?.value, "200 points")
        harness.click(at: tabBar.convert(Point(x: tabBar.bounds.width * 0.75, y: 20), to: nil))
        harness.render()
        XCTAssertNotNil(harness.element(label: "Nothing to set here."))
        XCTAssertNil(harness.element(label: "Drafts"), "the mail tab's views left the window")
        harness.click(at: tabBar.convert(Point(x: tabBar.bounds.width * 0.25, y: 20), to: nil))
        harness.render()
        XCTAssertNotNil(harness.element(label: "Drafts"))
    }
}
