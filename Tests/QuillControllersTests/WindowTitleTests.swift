import XCTest
import QuillTesting
@testable import QuillControllers
import QuillViews
import QuillFoundation

/// The window's title follows the screen shown (issue 29): the root controller's title, the top
/// screen of a navigation controller, the selected tab; the window's own title when none has one.
final class WindowTitleTests: XCTestCase {
    @MainActor func testTheTitleFollowsPushesPopsAndTabs() async throws {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300), title: "Mail")
        let inbox = ViewController(nibName: nil, bundle: nil)
        inbox.title = "Inbox"
        let navigation = NavigationController(rootViewController: inbox)
        let settings = ViewController(nibName: nil, bundle: nil)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, settings]
        harness.window.rootViewController = tabs
        XCTAssertEqual(harness.window.title, "Inbox")
        let message = ViewController(nibName: nil, bundle: nil)
        message.title = "Hello from Ada"
        navigation.pushViewController(message, animated: false)
        XCTAssertEqual(harness.window.title, "Hello from Ada")
        message.title = "Re: Hello"
        XCTAssertEqual(harness.window.title, "Re: Hello", "a title change shows at once")
        navigation.popViewController(animated: false)
        XCTAssertEqual(harness.window.title, "Inbox")
        tabs.selectedIndex = 1
        XCTAssertEqual(harness.window.title, "Mail", "an untitled screen shows the window's own title")
        harness.window.titleFollowsViewControllers = false
        tabs.selectedIndex = 0
        XCTAssertEqual(harness.window.title, "Mail", "turned off, the title stays")
    }
}
