import XCTest
import GalleryKit
import QuillTesting
@testable import Quill

/// The Gallery's menus page and menu bar (issue 29), driven as a person would: a file's context
/// menu deletes it, the page's shortcut reaches its root through the responder chain and ticks
/// the View menu's item, a button's tooltip shows after the delay, Ctrl+Page Down turns the page.
final class MenusDemoTests: XCTestCase {
    @MainActor func testContextMenusShortcutsTooltipsAndTheMenuBar() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        let index = try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Menus and tooltips" })
        gallery.select(index)
        harness.settle()
        let page = try XCTUnwrap(gallery.pageView)
        let files = try XCTUnwrap(page.subviews.compactMap { $0 as? TableView }.first)
        let status = try XCTUnwrap(page.subviews.compactMap { $0 as? Label }.first)
        let note = try XCTUnwrap(page.subviews.compactMap { $0 as? TextView }.first)
        let bold = try XCTUnwrap(page.subviews.compactMap { $0 as? Button }.first)

        // The third file's menu: Delete removes it.
        let third = files.convert(Point(x: 60, y: 40 * 2 + 20), to: nil)
        harness.rightClick(at: third)
        let menu = try XCTUnwrap(harness.presentedMenu as? MenuPresentation)
        XCTAssertEqual(menu.visibleTitles, [["Open", "Favorite", "Sort By Name", "-", "Delete"]])
        let delete = try XCTUnwrap(menu.frameOfItem(titled: "Delete"))
        harness.click(at: Point(x: delete.midX, y: delete.midY))
        XCTAssertEqual(status.text, "Deleted Notes.txt")
        XCTAssertEqual(files.numberOfRows(inSection: 0), 5)

        // Ctrl+B in the note bolds it through the page's key command; the menu bar's View menu
        // does not list it (it is the page's), the Edit menu's Copy reaches the note.
        harness.click(note)
        harness.key(.character("b"), modifiers: .control)
        XCTAssertEqual(status.text, "Note: bold")
        XCTAssertEqual(note.font, .boldSystemFont(ofSize: 14))

        // The button's tooltip.
        harness.move(to: bold.convert(Point(x: 20, y: 10), to: nil))
        harness.advance(by: 0.6)
        XCTAssertEqual(harness.visibleToolTip, "Bold (Ctrl+B)")
        XCTAssertTrue(bold.isHovered, "the button lights up under the pointer")

        // The View menu turns pages.
        harness.key(.pageDown, modifiers: .control)
        XCTAssertEqual(gallery.selectedIndex, index + 1)
        harness.key(.character("v"), modifiers: .alt)
        let view = try XCTUnwrap(harness.presentedMenu as? MenuPresentation)
        XCTAssertEqual(view.visibleTitles, [["Next Page", "Previous Page", "-", "Full Screen"]])
        harness.key(.down)
        harness.key(.return)
        XCTAssertEqual(gallery.selectedIndex, index, "Previous Page from the View menu")
    }

    @MainActor func testTheSidebarRowsHaveAMenu() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        let sidebar = gallery.sidebar
        let row = sidebar.rectForRow(at: IndexPath(row: 1, section: 0))
        harness.rightClick(at: sidebar.convert(Point(x: row.midX, y: row.midY), to: nil))
        let menu = try XCTUnwrap(harness.presentedMenu as? MenuPresentation)
        XCTAssertEqual(menu.visibleTitles, [["Open Page", "Copy Title"]])
        harness.key(.down)
        harness.key(.down)
        harness.key(.return)
        XCTAssertEqual(harness.context.clipboard.text, gallery.demos[1].title)
    }
}
