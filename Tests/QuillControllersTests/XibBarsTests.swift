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
            let root = try XCTUnwrap(controller.viewIfLoaded, pass)
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
