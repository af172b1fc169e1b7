import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillViews

/// The menu bar (issue 29): the window's menus across the top, opened by click, F10 or Alt with
/// a letter, switched by hovering another title or Left and Right; its Edit items reach the
/// focused text field through the responder chain.
final class MenuBarTests: XCTestCase {
    @MainActor private func makeWindow() -> (HeadlessHarness, MenuBar, TextField) {
        let harness = HeadlessHarness(size: Size(width: 600, height: 400))
        let bar = MenuBar(frame: Rect(x: 0, y: 0, width: 600, height: MenuBar.height))
        harness.window.addSubview(bar)
        let field = TextField(frame: Rect(x: 20, y: 60, width: 200, height: 34))
        harness.window.addSubview(field)
        return (harness, bar, field)
    }

    @MainActor func testTheBarShowsTheMenusThatHaveItemsAndAClickOpensOneBelowItsTitle() async throws {
        let (harness, bar, _) = makeWindow()
        XCTAssertEqual(bar.menus.map(\.title), ["File", "Edit", "View"], "Window and Help are empty until the app fills them")
        XCTAssertTrue(harness.window.menuBar === bar)
        harness.click(at: bar.convert(Point(x: bar.titleFrame(at: 1).midX, y: 14), to: nil))
        let shown = try XCTUnwrap(harness.presentedMenu as? MenuPresentation)
        XCTAssertEqual(shown.visibleTitles, [["Undo", "Redo", "-", "Cut", "Copy", "Paste", "Delete", "Select All"]])
        XCTAssertEqual(shown.panels.first?.frame.minY, MenuBar.height, "below the bar")
        XCTAssertEqual(bar.openIndex, 1)
        // Hovering File while Edit is open opens File instead.
        harness.move(to: Point(x: bar.titleFrame(at: 0).midX, y: 14))
        XCTAssertEqual(bar.openIndex, 0)
        XCTAssertEqual((harness.presentedMenu as? MenuPresentation)?.visibleTitles, [["Close Window", "-", "Quit"]])
        // A click on the open title closes it.
        harness.click(at: Point(x: bar.titleFrame(at: 0).midX, y: 14))
        XCTAssertNil(harness.presentedMenu)
        XCTAssertNil(bar.openIndex)
    }

    @MainActor func testKeysOpenAndWalkTheMenusAndEditItemsReachTheFocusedField() async throws {
        let (harness, bar, field) = makeWindow()
        harness.window.makeFirstResponder(field)
        for character in "hello" { harness.type(String(character)) }
        harness.key(.character("a"), modifiers: .control)
        harness.key(.function(10))
        XCTAssertEqual(bar.openIndex, 0, "F10 opens the first menu")
        harness.key(.right)
        XCTAssertEqual(bar.openIndex, 1, "Right moves to Edit")
        let shown = try XCTUnwrap(harness.presentedMenu as? MenuPresentation)
        XCTAssertEqual(shown.highlightedTitle, "Undo Typing", "Undo is enabled (something was typed) and named")
        harness.key(.escape)
        XCTAssertNil(harness.presentedMenu)
        XCTAssertTrue(harness.window.firstResponder === field, "focus goes back")
        harness.key(.character("e"), modifiers: .alt)
        XCTAssertEqual(bar.openIndex, 1, "Alt+E opens Edit")
        let edit = try XCTUnwrap(harness.presentedMenu as? MenuPresentation)
        XCTAssertEqual(edit.visibleTitles.first?.first, "Undo Typing", "the window names what Undo undoes")
        for _ in 0..<2 { harness.key(.down) }
        XCTAssertEqual(edit.highlightedTitle, "Copy", "Redo is dimmed: the keys pass over it")
        harness.key(.return)
        XCTAssertEqual(harness.context.clipboard.text, "hello", "Copy reached the field through the responder chain")
        XCTAssertNil(harness.presentedMenu)
    }

    @MainActor func testAppsAddMenusThroughTheBuilder() async throws {
        @MainActor final class App: Responder {
            var reloaded = 0
            override func buildMenu(with builder: MenuBuilder) {
                builder.insertChild(MenuAction(title: "Reload") { [unowned self] _ in reloaded += 1 }, atStartOfMenu: .view)
            }
        }
        let harness = HeadlessHarness(size: Size(width: 600, height: 400))
        let app = App()
        harness.window.contentOwner = app
        let bar = MenuBar(frame: Rect(x: 0, y: 0, width: 600, height: MenuBar.height))
        harness.window.addSubview(bar)
        XCTAssertEqual(bar.menus.map(\.title), ["File", "Edit", "View"])
        harness.key(.character("v"), modifiers: .alt)
        harness.key(.return)
        XCTAssertEqual(app.reloaded, 1)
        XCTAssertEqual(bar.accessibilityTraits, .menuBar)
        let items = harness.window.accessibilityElementsInOrder().filter { $0.role == "menu item" }.compactMap(\.label)
        XCTAssertEqual(items, ["File", "Edit", "View"], "each title is a menu item")
    }
}
