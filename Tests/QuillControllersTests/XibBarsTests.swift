import Foundation
import XCTest
import QuillTesting
import QuillTemplates
@testable import QuillControllers
import QuillViews
import QuillWidgets
import QuillFoundation

/// View controllers, navigation bars, toolbars and bar button items from a .xib (issue 27): the
/// controller's view and navigation item, the bars' items with their standard kinds, and the
/// items' actions to File's Owner, on the general path and on a replayed plan, clicked in a
/// window.
final class XibBarsTests: XCTestCase {
    @MainActor final class InboxOwner {
        @Action var editTapped = InboxOwner.edit
        @Action var addTapped = InboxOwner.add
        @Action var filterTapped = InboxOwner.filter
        var log: [String] = []
        func edit(_ sender: BarButtonItem) { log.append("edit \(sender.title)") }
        func add(_ sender: BarButtonItem) { log.append("add \(sender.systemItem?.rawValue ?? "?")") }
        func filter(_ sender: BarButtonItem) { log.append("filter") }
    }

    @MainActor func testTheBarsFixtureMakesItsControllerBarsAndItems() async throws {
        ControllerClasses.registerIfNeeded(in: .shared)
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Xib/BarsScreen.xib").standardizedFileURL.path
        let template = try Template(contentsOfFile: path)
        XCTAssertEqual(template.document.diagnostics.map(\.description), [], "every element is known")
        for pass in ["general path", "replayed plan"] {
            let owner = InboxOwner()
            let objects = try template.instantiate(owner: owner, options: TemplateOptions(strictness: .strict))
            let controller = try XCTUnwrap(objects.first as? ViewController, pass)
            XCTAssertEqual(controller.title, "Inbox", pass)
            XCTAssertEqual(controller.navigationItem.title, "Inbox", pass)
            XCTAssertEqual(controller.tabBarItem.title, "Mail", pass)
            XCTAssertEqual(controller.tabBarItem.badgeValue, "3", "\(pass): the controller's own tab bar item")
            XCTAssertFalse(controller.isViewLoaded, "\(pass): the view waits for first use, as UIKit loads it")
            let root = try XCTUnwrap(controller.view, pass)
            let bar = try XCTUnwrap(root.subviews.first as? NavigationBar, pass)
            XCTAssertEqual(bar.topItem?.title, "Inbox", pass)
            XCTAssertEqual(bar.topItem?.leftBarButtonItem?.systemItem, .edit, pass)
            let toolbar = try XCTUnwrap(root.subviews.last as? Toolbar, pass)
            XCTAssertEqual(toolbar.items.map(\.title), ["Filter", "", "Compose"], pass)
            XCTAssertEqual(toolbar.items[1].systemItem, .flexibleSpace, pass)

            let harness = HeadlessHarness(size: Size(width: 375, height: 667))
            harness.window.addSubview(root)
            harness.render()
            harness.click(bar.leftButton)
            harness.click(bar.rightButton)
            let filter = try XCTUnwrap(toolbar.subviews.compactMap { $0 as? Button }.first { $0.currentTitle == "Filter" }, pass)
            let compose = try XCTUnwrap(toolbar.subviews.compactMap { $0 as? Button }.first { $0.currentTitle == "Compose" }, pass)
            XCTAssertEqual(compose.frame.maxX, 367, accuracy: 0.5, "\(pass): the flexible space pushes Compose to the end")
            harness.click(filter)
            XCTAssertEqual(owner.log, ["edit Edit", "add add", "filter"], pass)
        }
    }
}

extension XibBarsTests {
    @MainActor final class TabLog: TabBarDelegate {
        var selected: [String] = []
        func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) { selected.append(item.title ?? "?") }
    }

    @MainActor func testATabBarFromAXibSelectsByClickAndKeys() async throws {
        ControllerClasses.registerIfNeeded(in: .shared)
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tabBar contentMode="scaleToFill" id="tb">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="49"/>
                        <items>
                            <tabBarItem title="Home" image="house" id="t1"/>
                            <tabBarItem title="Search" image="magnifyingglass" id="t2"/>
                            <tabBarItem title="Settings" badgeValue="2" id="t3"/>
                        </items>
                    </tabBar>
                </objects>
            </document>
            """
        let path = NSTemporaryDirectory() + "quill-tabbar-\(ProcessInfo.processInfo.processIdentifier).xib"
        try xib.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let template = try Template(contentsOfFile: path)
        let bar = try XCTUnwrap(try template.instantiate(options: TemplateOptions(strictness: .strict)).first as? TabBar)
        XCTAssertEqual(bar.items.map(\.title), ["Home", "Search", "Settings"])
        XCTAssertEqual(bar.items[2].badgeValue, "2")
        XCTAssertNotNil(bar.items[1].image, "a symbol by name")
        XCTAssertTrue(bar.selectedItem === bar.items[0], "the first item is selected")
        let log = TabLog()
        bar.delegate = log
        let harness = HeadlessHarness(size: Size(width: 300, height: 49))
        harness.window.addSubview(bar)
        harness.click(at: Point(x: 150, y: 25))
        XCTAssertTrue(bar.selectedItem === bar.items[1])
        harness.key(.right)
        harness.key(.right)
        XCTAssertEqual(log.selected, ["Search", "Settings", "Settings"])
        XCTAssertEqual(bar.accessibilityValue, "Settings")
    }
}
