import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillViews

/// Context menus (issue 29): a right-click, the Menu key or Shift+F10 shows a view's menu;
/// items run their handlers or send their actions up the responder chain; Escape, a press
/// outside or a choice closes it; text fields have Cut, Copy, Paste, Delete and Select All.
final class ContextMenuTests: XCTestCase {
    @MainActor private func makeHarness() -> (HeadlessHarness, View, [String]) {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let photo = View(frame: Rect(x: 20, y: 20, width: 100, height: 100))
        harness.window.addSubview(photo)
        return (harness, photo, [])
    }

    @MainActor func testARightClickShowsTheMenuAndAClickedItemRunsWithTheViewAsSender() async throws {
        let (harness, photo, _) = makeHarness()
        var ran: [String] = []
        var sender: AnyObject?
        photo.addInteraction(ContextMenuInteraction { point in
            XCTAssertEqual(point, Point(x: 50, y: 40), "the point in the view")
            return Menu(children: [
                MenuAction(title: "Rename") { action in ran.append("rename"); sender = action.sender },
                Menu(options: .displayInline, children: [
                    MenuAction(title: "Delete", attributes: .destructive) { _ in ran.append("delete") },
                    MenuAction(title: "Locked", attributes: .disabled) { _ in ran.append("locked") },
                ]),
            ])
        })
        harness.rightClick(at: Point(x: 70, y: 60))
        let shown = try XCTUnwrap(harness.presentedMenu as? MenuPresentation, "a right-click shows the menu")
        XCTAssertEqual(shown.visibleTitles, [["Rename", "-", "Delete", "Locked"]])
        XCTAssertTrue(harness.window.firstResponder === shown, "the menu takes the keys")
        let panel = try XCTUnwrap(shown.panels.first)
        XCTAssertEqual(panel.frame.origin, Point(x: 70, y: 60), "at the pointer")

        // A disabled item does nothing and the menu stays.
        harness.click(at: panel.convert(center(of: panel.rect(ofRow: 3)), to: nil))
        XCTAssertEqual(ran, [])
        XCTAssertNotNil(harness.presentedMenu)
        harness.click(at: panel.convert(center(of: panel.rect(ofRow: 0)), to: nil))
        XCTAssertEqual(ran, ["rename"])
        XCTAssertTrue(sender === photo, "the action's sender is the view right-clicked")
        XCTAssertNil(harness.presentedMenu, "choosing closes the menu")
    }

    @MainActor func testEscapeAndAPressOutsideCloseTheMenuWithoutChoosing() async throws {
        let (harness, photo, _) = makeHarness()
        var ran = 0
        photo.addInteraction(ContextMenuInteraction { _ in Menu(children: [MenuAction(title: "Open") { _ in ran += 1 }]) })
        harness.rightClick(at: Point(x: 30, y: 30))
        XCTAssertNotNil(harness.presentedMenu)
        harness.key(.escape)
        XCTAssertNil(harness.presentedMenu, "Escape closes it")
        harness.rightClick(at: Point(x: 30, y: 30))
        harness.click(at: Point(x: 390, y: 290))
        XCTAssertNil(harness.presentedMenu, "a press outside closes it")
        XCTAssertEqual(ran, 0)
        harness.rightClick(at: Point(x: 300, y: 250))
        XCTAssertNil(harness.presentedMenu, "no menu where no view has one")
    }

    @MainActor func testTheMenuStaysInsideTheWindow() async throws {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let corner = View(frame: Rect(x: 300, y: 200, width: 100, height: 100))
        harness.window.addSubview(corner)
        corner.addInteraction(ContextMenuInteraction { _ in
            Menu(children: (1...4).map { n in MenuAction(title: "Item \(n)") { _ in } })
        })
        harness.rightClick(at: Point(x: 395, y: 295))
        let panel = try XCTUnwrap((harness.presentedMenu as? MenuPresentation)?.panels.first)
        XCTAssertLessThanOrEqual(panel.frame.maxX, 396)
        XCTAssertLessThanOrEqual(panel.frame.maxY, 296, "flipped above the pointer")
        XCTAssertGreaterThanOrEqual(panel.frame.minX, 4)
    }

    @MainActor func testTheKeyboardOpensMovesChoosesAndWalksSubmenus() async throws {
        let harness = HeadlessHarness(size: Size(width: 500, height: 400))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 34))
        harness.window.addSubview(field)
        var chosen: [String] = []
        field.addInteraction(ContextMenuInteraction { _ in
            Menu(children: [
                MenuAction(title: "Alpha") { _ in chosen.append("alpha") },
                Menu(title: "More", children: [
                    MenuAction(title: "Beta") { _ in chosen.append("beta") },
                    MenuAction(title: "Gamma") { _ in chosen.append("gamma") },
                ]),
            ])
        })
        harness.window.makeFirstResponder(field)
        harness.key(.contextMenu)
        let shown = try XCTUnwrap(harness.presentedMenu as? MenuPresentation, "the Menu key opens the focused view's menu")
        XCTAssertEqual(shown.highlightedTitle, "Alpha", "opened by keyboard, the first item is highlighted")
        harness.key(.down)
        XCTAssertEqual(shown.highlightedTitle, "More")
        harness.key(.right)
        XCTAssertEqual(shown.visibleTitles, [["Alpha", "More"], ["Beta", "Gamma"]])
        XCTAssertEqual(shown.highlightedTitle, "Beta")
        harness.key(.character("g"))
        XCTAssertEqual(shown.highlightedTitle, "Gamma", "a letter moves to the item starting with it")
        harness.key(.left)
        XCTAssertEqual(shown.visibleTitles.count, 1, "Left closes the submenu")
        harness.key(.right)
        harness.key(.down)
        harness.key(.return)
        XCTAssertEqual(chosen, ["gamma"])
        XCTAssertNil(harness.presentedMenu)
        XCTAssertTrue(harness.window.firstResponder === field, "focus goes back to the field")

        harness.key(.function(10), modifiers: .shift)
        XCTAssertNotNil(harness.presentedMenu, "Shift+F10 opens it too")
        harness.key(.escape)
        XCTAssertNil(harness.presentedMenu)
    }

    @MainActor func testHoveringHighlightsAndOpensSubmenus() async throws {
        let (harness, photo, _) = makeHarness()
        photo.addInteraction(ContextMenuInteraction { _ in
            Menu(children: [
                MenuAction(title: "One") { _ in },
                Menu(title: "Sort By", options: .singleSelection, children: [
                    MenuAction(title: "Name", state: .on) { _ in }, MenuAction(title: "Date") { _ in },
                ]),
            ])
        })
        harness.rightClick(at: Point(x: 30, y: 30))
        let shown = try XCTUnwrap(harness.presentedMenu as? MenuPresentation)
        let panel = try XCTUnwrap(shown.panels.first)
        harness.move(to: panel.convert(center(of: panel.rect(ofRow: 1)), to: nil))
        XCTAssertEqual(shown.visibleTitles, [["One", "Sort By"], ["Name", "Date"]], "hovering a submenu opens it")
        let sub = shown.panels[1]
        XCTAssertGreaterThanOrEqual(sub.frame.minX, panel.frame.maxX - 2, "beside its parent")
        harness.click(at: sub.convert(center(of: sub.rect(ofRow: 1)), to: nil))
        let sortBy = try XCTUnwrap(sub.menu.children as? [MenuAction])
        XCTAssertEqual(sortBy.map(\.state), [.off, .on], "single selection moves the check mark")
    }

    @MainActor func testATextFieldsMenuCutsCopiesAndPastesThroughItsActions() async throws {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 34))
        harness.window.addSubview(field)
        field.text = "hello"
        XCTAssertEqual(field.pointerStyle, .iBeam)
        harness.rightClick(at: Point(x: 60, y: 37))
        var shown = try XCTUnwrap(harness.presentedMenu as? MenuPresentation, "text fields have a menu of their own")
        XCTAssertTrue(harness.window.firstResponder === shown && shown.next === field, "the right-click focused the field")
        XCTAssertEqual(shown.visibleTitles, [["Cut", "Copy", "Paste", "Delete", "-", "Select All"]])
        var enabled = try XCTUnwrap(shown.panels.first).rows.map(\.isEnabled)
        XCTAssertEqual(enabled, [false, false, false, false, false, true], "nothing selected, nothing on the clipboard")
        harness.key(.escape)
        harness.key(.character("a"), modifiers: .control)
        harness.rightClick(at: Point(x: 60, y: 37))
        shown = try XCTUnwrap(harness.presentedMenu as? MenuPresentation)
        enabled = try XCTUnwrap(shown.panels.first).rows.map(\.isEnabled)
        XCTAssertEqual(enabled, [true, true, false, true, false, false])
        let panel = try XCTUnwrap(shown.panels.first)
        harness.click(at: panel.convert(center(of: panel.rect(ofRow: 0)), to: nil))
        XCTAssertEqual(field.text, "", "Cut removed the text")
        XCTAssertEqual(harness.context.clipboard.text, "hello", "and put it on the clipboard")
        harness.rightClick(at: Point(x: 60, y: 37))
        shown = try XCTUnwrap(harness.presentedMenu as? MenuPresentation)
        let pastePanel = try XCTUnwrap(shown.panels.first)
        harness.click(at: pastePanel.convert(center(of: pastePanel.rect(ofRow: 2)), to: nil))
        XCTAssertEqual(field.text, "hello", "Paste put it back")
    }

    @MainActor func testTableRowsHaveTheDelegatesMenu() async throws {
        final class Source: NSObject, TableViewDataSource, TableViewDelegate {
            var asked: [IndexPath] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel.text = "Row \(indexPath.row)"
                return cell
            }
            func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
                asked.append(indexPath)
                return indexPath.row == 5 ? nil : ContextMenuConfiguration { _ in
                    Menu(children: [MenuAction(title: "Row \(indexPath.row)") { _ in }])
                }
            }
        }
        let harness = HeadlessHarness(size: Size(width: 320, height: 480))
        let table = TableView(frame: harness.window.bounds)
        let source = Source()
        table.dataSource = source
        table.delegate = source
        harness.window.addSubview(table)
        harness.render()
        harness.rightClick(at: Point(x: 100, y: 44 * 2 + 10))
        XCTAssertEqual(source.asked, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual((harness.presentedMenu as? MenuPresentation)?.visibleTitles, [["Row 2"]])
        harness.key(.escape)
        harness.rightClick(at: Point(x: 100, y: 44 * 5 + 10))
        XCTAssertNil(harness.presentedMenu, "no menu where the delegate gives none")
    }

    private func center(of rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }
}
