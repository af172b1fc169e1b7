import XCTest
import QuillTesting
@testable import QuillControllers
import QuillFoundation
import QuillTemplates
import QuillViews
import QuillWidgets

/// Objects a window or a template made go away with their owner (issue 12, finding 14: root
/// controllers were kept in a static dictionary keyed by the window's address, so a new window
/// at a reused address got the previous window's controller, and none was ever freed).
final class LifetimeTests: XCTestCase {
    @MainActor func testEveryNewWindowStartsWithoutARootControllerAndDroppedOnesAreFreed() async {
        var weakWindows: [() -> AnyObject?] = []
        var weakControllers: [() -> AnyObject?] = []
        for i in 0..<10_000 {
            let window = Window(size: Size(width: 40, height: 30))
            XCTAssertNil(window.rootViewController, "window \(i) starts empty")
            let controller = ViewController(nibName: nil, bundle: nil)
            window.rootViewController = controller
            controller.view.addSubview(Label(frame: Rect(x: 0, y: 0, width: 40, height: 20)))
            XCTAssertTrue(window.rootViewController === controller)
            if i % 10 == 0 {
                weakWindows.append { [weak window] in window }
                weakControllers.append { [weak controller] in controller }
            }
        }
        XCTAssertTrue(weakWindows.allSatisfy { $0() == nil }, "windows are freed")
        XCTAssertTrue(weakControllers.allSatisfy { $0() == nil }, "their root controllers are freed with them")
    }

    @MainActor func testPresentedAndDismissedControllersAreFreed() async {
        let window = Window(size: Size(width: 200, height: 100))
        let root = ViewController(nibName: nil, bundle: nil)
        window.rootViewController = root
        var weakPresented: [() -> AnyObject?] = []
        for _ in 0..<10_000 {
            let presented = ViewController(nibName: nil, bundle: nil)
            root.present(presented, animated: false)
            root.dismiss(animated: false)
            weakPresented.append { [weak presented] in presented }
        }
        XCTAssertNil(root.presentedViewController)
        window.layoutIfNeeded()
        XCTAssertTrue(weakPresented.allSatisfy { $0() == nil }, "dismissed controllers are freed")
    }

    /// Controller classes are installed per registry: a registry made where a freed one was
    /// (the same address) still gets them (they were once marked in a static set of addresses).
    @MainActor func testEveryNewRegistryGetsTheControllerClasses() async {
        for index in 0..<200 {
            let registry = TemplateRegistry()
            ControllerClasses.registerIfNeeded(in: registry)
            XCTAssertTrue(registry.isRegistered("UIViewController"), "registry \(index) knows view controllers")
            ControllerClasses.registerIfNeeded(in: registry)
        }
    }
}
