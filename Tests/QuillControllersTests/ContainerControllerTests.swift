import XCTest
import QuillTesting
@testable import QuillControllers
import QuillFoundation
import QuillWidgets
import QuillViews

/// Tab bar and split view controllers (issue 27): switching tabs with their lifecycle, the
/// delegate's say and the keyboard; columns placed, the sidebar resized by its divider, hidden
/// and shown, and one column in a narrow window.
final class ContainerControllerTests: XCTestCase {
    @MainActor final class Screen: ViewController {
        var log: [String] = []
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: TemplateCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    @MainActor final class Gatekeeper: TabBarControllerDelegate, SplitViewControllerDelegate {
        var refuses: String?
        var log: [String] = []
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            viewController.title != refuses
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            log.append("tab \(viewController.title ?? "")")
        }
        func splitViewControllerDidCollapse(_ splitViewController: SplitViewController) { log.append("collapse") }
        func splitViewControllerDidExpand(_ splitViewController: SplitViewController) { log.append("expand") }
    }

    @MainActor func testTabsSwitchByClickKeysAndTheDelegate() async throws {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let inbox = Screen("Inbox"), sent = Screen("Sent"), trash = Screen("Trash")
        let tabs = TabBarController()
        let gate = Gatekeeper()
        tabs.delegate = gate
        tabs.viewControllers = [inbox, sent, trash]
        sent.tabBarItem.badgeValue = "2"
        harness.window.rootViewController = tabs
        harness.render()
        XCTAssertEqual(tabs.tabBar.items.map(\.title), ["Inbox", "Sent", "Trash"])
        XCTAssertTrue(inbox.view.superview != nil && sent.viewIfLoaded?.superview == nil)
        XCTAssertEqual(inbox.view.frame.height, 300 - TabBar.height)
        XCTAssertEqual(inbox.log, ["willAppear", "didAppear"])
        harness.click(at: Point(x: 200, y: 300 - 20))
        XCTAssertTrue(tabs.selectedViewController === sent)
        XCTAssertEqual(inbox.log.suffix(2), ["willDisappear", "didDisappear"])
        XCTAssertEqual(sent.log, ["willAppear", "didAppear"])
        XCTAssertTrue(sent.tabBarController === tabs)
        gate.refuses = "Trash"
        harness.click(at: Point(x: 333, y: 300 - 20))
        XCTAssertEqual(tabs.selectedIndex, 1, "the delegate refused Trash")
        XCTAssertTrue(tabs.tabBar.selectedItem === sent.tabBarItem)
        _ = sent.view.becomeFirstResponder()
        tabs.keyDown(KeyEvent(key: .character("1"), modifiers: .control))
        XCTAssertEqual(tabs.selectedIndex, 0, "Ctrl+1")
        XCTAssertEqual(gate.log, ["tab Sent", "tab Inbox"])
        tabs.viewControllers = [sent, trash]
        XCTAssertNil(inbox.parent)
        XCTAssertTrue(tabs.selectedViewController === sent)
        XCTAssertNil(inbox.viewIfLoaded?.superview, "the screen that left took its view along")
        let drafts = Screen("Drafts")
        tabs.viewControllers = [drafts, sent, trash]
        XCTAssertTrue(tabs.selectedViewController === sent, "the selected screen stays selected")
        XCTAssertEqual(tabs.view.subviews.first?.subviews.count, 1, "one screen in the container")
        assertImageSnapshot(of: tabs.view, named: "tabs")
    }

    @MainActor func testColumnsTheDividerAndCollapsing() async throws {
        let harness = HeadlessHarness(size: Size(width: 1000, height: 400))
        let sidebar = Screen("Mailboxes"), list = Screen("Messages"), detail = Screen("Message")
        let split = SplitViewController(style: .tripleColumn)
        let gate = Gatekeeper()
        split.delegate = gate
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        harness.window.rootViewController = split
        harness.render()
        XCTAssertEqual(split.visibleColumns, [.primary, .supplementary, .secondary])
        XCTAssertEqual(sidebar.view.frame, Rect(x: 0, y: 0, width: 260, height: 400))
        XCTAssertEqual(list.view.frame.minX, 260)
        XCTAssertEqual(detail.view.frame, Rect(x: 560, y: 0, width: 440, height: 400))
        XCTAssertTrue(detail.splitViewController === split)
        // Dragging the divider widens the sidebar, within its limits.
        harness.drag(from: Point(x: 260, y: 200), to: Point(x: 320, y: 200))
        harness.render()
        XCTAssertEqual(sidebar.view.frame.width, 320)
        harness.drag(from: Point(x: 320, y: 200), to: Point(x: 800, y: 200))
        harness.render()
        XCTAssertEqual(split.primaryWidth, 420, "the maximum")
        XCTAssertEqual(sidebar.view.frame.width, 1000 - 300 - 320, "giving way so the secondary column keeps 320 points")
        XCTAssertEqual(split.visibleColumns, [.primary, .supplementary, .secondary])
        split.hide(.primary)
        harness.render()
        XCTAssertEqual(split.visibleColumns, [.supplementary, .secondary])
        XCTAssertNil(sidebar.view.superview)
        XCTAssertEqual(sidebar.log.suffix(2), ["willDisappear", "didDisappear"])
        split.show(.primary)
        harness.render()
        XCTAssertEqual(split.visibleColumns.first, .primary)
        // A narrow window shows one column; the column shown follows show(_:).
        harness.window.frame.size = Size(width: 420, height: 400)
        split.view.frame = harness.window.bounds
        harness.render()
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(split.visibleColumns, [.primary])
        split.showDetailViewController(detail)
        harness.render()
        XCTAssertEqual(split.visibleColumns, [.secondary])
        XCTAssertEqual(detail.view.frame, Rect(x: 0, y: 0, width: 420, height: 400))
        split.view.frame.size.width = 1000
        harness.render()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(gate.log, ["collapse", "expand"])
    }

    @MainActor func testTheDividerIsAnAdjustableElement() async throws {
        let harness = HeadlessHarness(size: Size(width: 700, height: 300))
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(Screen("Sidebar"), for: .primary)
        split.setViewController(Screen("Content"), for: .secondary)
        harness.window.rootViewController = split
        harness.render()
        let divider = try XCTUnwrap(harness.element(label: "Sidebar width"))
        XCTAssertEqual(divider.value, "260 points")
        harness.increment(divider)
        XCTAssertEqual(split.primaryWidth, 280)
        XCTAssertEqual(split.viewController(for: .secondary)?.view.frame.minX, 280)
    }
}
