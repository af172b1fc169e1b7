import XCTest
import QuillTesting
@testable import QuillControllers
import QuillFoundation
import QuillTemplates
import QuillWidgets
import QuillViews

final class ViewControllerTests: XCTestCase {
    @MainActor final class Recorder: ViewController {
        var log: [String] = []
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
            title = name
        }

        required init?(coder: TemplateCoder) { nil }
        override func viewDidLoad() { log.append("\(name).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.append("\(name).willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("\(name).didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("\(name).willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("\(name).didDisappear") }
    }

    @MainActor func testViewLoadsLazilyOnce() async {
        let controller = Recorder("A")
        XCTAssertFalse(controller.isViewLoaded)
        _ = controller.view
        _ = controller.view
        XCTAssertEqual(controller.log, ["A.viewDidLoad"])
        XCTAssertTrue(controller.view.next === controller, "the view's next responder is its controller")
    }

    @MainActor func testRootControllerAppears() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let root = Recorder("Root")
        harness.window.rootViewController = root
        XCTAssertEqual(root.log, ["Root.viewDidLoad", "Root.willAppear", "Root.didAppear"])
        XCTAssertEqual(root.view.frame, harness.window.bounds)
        harness.window.rootViewController = nil
        XCTAssertEqual(root.log.suffix(2), ["Root.willDisappear", "Root.didDisappear"])
    }

    @MainActor func testNavigationPushAndPopSlideWithLifecycleInOrder() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let first = Recorder("First"), second = Recorder("Second")
        let navigation = NavigationController(rootViewController: first)
        harness.window.rootViewController = navigation
        harness.render()
        XCTAssertEqual(navigation.navigationBar.titleLabel.text, "First")
        first.log.removeAll()
        navigation.pushViewController(second, animated: true)
        XCTAssertEqual(first.log, ["First.willDisappear"])
        XCTAssertEqual(second.log, ["Second.viewDidLoad", "Second.willAppear"])
        harness.advance(by: 0.15)
        XCTAssertGreaterThan(second.view.frame.minX, 0, "sliding in")
        XCTAssertLessThan(second.view.frame.minX, 400)
        harness.settle()
        XCTAssertEqual(second.view.frame.minX, 0)
        XCTAssertEqual(first.log, ["First.willDisappear", "First.didDisappear"])
        XCTAssertEqual(second.log, ["Second.viewDidLoad", "Second.willAppear", "Second.didAppear"])
        XCTAssertNil(first.view.superview, "the covered screen left the window")
        XCTAssertEqual(navigation.navigationBar.titleLabel.text, "Second")
        XCTAssertEqual(navigation.navigationBar.leftButton.currentTitle, "First", "the back button is titled after the screen below")
        XCTAssertTrue(second.navigationController === navigation)
        assertImageSnapshot(of: harness.render(), named: "pushed")

        // Back button pops.
        harness.click(navigation.navigationBar.leftButton)
        harness.settle()
        XCTAssertEqual(second.log.suffix(2), ["Second.willDisappear", "Second.didDisappear"])
        XCTAssertEqual(first.log.suffix(2), ["First.willAppear", "First.didAppear"])
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertNil(second.parent)
    }

    @MainActor func testPopToRootAndBarButtonItems() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let root = Recorder("Root")
        var saves = 0
        root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save", style: .done) { _ in saves += 1 }
        let navigation = NavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        harness.render()
        harness.click(navigation.navigationBar.rightButton)
        XCTAssertEqual(saves, 1)
        navigation.pushViewController(Recorder("Two"), animated: false)
        navigation.pushViewController(Recorder("Three"), animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 3)
        let removed = navigation.popToRootViewController(animated: false)
        XCTAssertEqual(removed.count, 2)
        XCTAssertTrue(navigation.topViewController === root)
    }

    @MainActor func testTheNavigationBarMirrorsInARightToLeftInterface() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let root = Recorder("Root")
        let second = Recorder("Second")
        second.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save", style: .done) { _ in }
        let navigation = NavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        harness.render()
        let bar = navigation.navigationBar
        XCTAssertLessThan(bar.leftButton.frame.maxX, 200)
        XCTAssertEqual(bar.leftButton.currentTitle, "Root")
        XCTAssertEqual(bar.leftButton.currentImage?.name, "chevron.backward")
        XCTAssertLessThan(bar.leftButton.imageView.frame.maxX, bar.leftButton.titleLabel.frame.minX, "the chevron before the title")
        harness.window.semanticContentAttribute = .forceRightToLeft
        harness.render()
        XCTAssertGreaterThan(bar.leftButton.frame.minX, 200, "the back button leads: at the right")
        XCTAssertLessThan(bar.rightButton.frame.maxX, 200, "the right item trails: at the left")
        XCTAssertGreaterThan(bar.leftButton.imageView.frame.minX, bar.leftButton.titleLabel.frame.maxX, "the chevron after the title, at the leading edge")
        assertImageSnapshot(of: harness.render(), named: "rtl-bar")
        harness.click(bar.leftButton)
        harness.settle()
        XCTAssertTrue(navigation.topViewController === root, "and still goes back")
    }

    @MainActor func testScreenChangesAreAnnouncedAndASheetIsAllThatIsRead() async throws {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let root = Recorder("Root")
        let navigation = NavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        harness.render()
        var heard: [AccessibilityNotification] = []
        let observer = Application.shared.observeAccessibilityNotifications { heard.append($0) }
        defer { Application.shared.removeAccessibilityObserver(observer) }
        navigation.pushViewController(Recorder("Details"), animated: false)
        harness.settle()
        XCTAssertEqual(heard, [.screenChanged(focus: "Details")])
        XCTAssertEqual(Application.shared.accessibilityNotifications.last, .screenChanged(focus: "Details"))
        XCTAssertEqual(harness.accessibilityElements.first?.description, "button \"Root\" hint \"Goes back to Root\"", "the back button reads where it goes")
        XCTAssertTrue(harness.accessibilityElements.contains { $0.description == "heading \"Details\"" })
        let sheet = Recorder("Sheet")
        sheet.preferredContentSize = Size(width: 200, height: 100)
        let ok = Button(title: "OK", style: .filled)
        ok.frame = Rect(x: 10, y: 10, width: 80, height: 32)
        sheet.view.addSubview(ok)
        navigation.present(sheet, animated: false)
        harness.settle()
        XCTAssertEqual(harness.accessibilityElements.map(\.description), ["button \"OK\""], "only the sheet is read")
        XCTAssertEqual(Application.shared.accessibilityNotifications.last, .screenChanged(focus: "Sheet"))
        Application.shared.postAccessibilityNotification(.announcement("Saved"))
        XCTAssertEqual(Application.shared.accessibilityNotifications.last?.description, "announcement \"Saved\"")
        sheet.dismiss(animated: false)
        harness.settle()
    }

    @MainActor func testPresentedSheetDimsSlidesAndIsFreedAfterDismissal() async {
        let harness = HeadlessHarness(size: Size(width: 600, height: 400))
        let root = Recorder("Root")
        harness.window.rootViewController = root
        weak var weakSheet: Recorder?
        weak var weakSheetView: View?
        do {
            let sheet = Recorder("Sheet")
            sheet.preferredContentSize = Size(width: 300, height: 200)
            weakSheet = sheet
            var presented = false
            root.present(sheet, animated: true) { presented = true }
            weakSheetView = sheet.view
            XCTAssertTrue(root.presentedViewController === sheet)
            XCTAssertTrue(sheet.presentingViewController === root)
            harness.advance(by: 0.1)
            XCTAssertFalse(presented)
            harness.settle()
            XCTAssertTrue(presented)
            XCTAssertEqual(sheet.view.frame, Rect(x: 150, y: 100, width: 300, height: 200))
            XCTAssertEqual(sheet.log, ["Sheet.viewDidLoad", "Sheet.willAppear", "Sheet.didAppear"])
            XCTAssertFalse(root.log.contains("Root.willDisappear"), "a sheet leaves its presenter on screen")
            let dimmed = harness.render()[20, 20]
            XCTAssertLessThan(dimmed.red, 200, "the background is dimmed")
            var dismissed = false
            sheet.dismiss(animated: true) { dismissed = true }
            harness.settle()
            XCTAssertTrue(dismissed)
            XCTAssertEqual(sheet.log.suffix(2), ["Sheet.willDisappear", "Sheet.didDisappear"])
            XCTAssertNil(root.presentedViewController)
        }
        harness.render()
        XCTAssertNil(weakSheet, "the dismissed controller is deallocated")
        XCTAssertNil(weakSheetView, "and so is its view")
        XCTAssertEqual(harness.render()[20, 20].color, .white)
    }

    @MainActor func testControllerFromATemplateWithViewOutlet() async throws {
        let folder = NSTemporaryDirectory() + "quill-controller-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        final class Settings: ViewController {
            @Outlet var nameLabel: Label?
        }
        try TemplateRegistry.shared.register(Settings.self) { Settings() }
        try """
            quill: 1
            owner: {class: Settings, outlets: {view: root, nameLabel: name}}
            objects:
              - class: View
                id: root
                frame: [0, 0, 300, 200]
                subviews:
                  - {class: Label, id: name, text: From a template, frame: [10, 10, 200, 20]}
            """.write(toFile: folder + "/Settings.quill", atomically: true, encoding: .utf8)
        let controller = Settings(nibName: nil, bundle: TemplateBundle(path: folder))
        XCTAssertEqual(controller.nibName, "Settings", "the class name is the default template name")
        XCTAssertNil(controller.nameLabel, "nothing loads before the view is asked for")
        XCTAssertEqual(controller.view.frame.size, Size(width: 300, height: 200))
        XCTAssertEqual(controller.nameLabel?.text, "From a template")
    }
}
