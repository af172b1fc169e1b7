import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillFoundation
import QuillViews
import QuillWidgets

/// The patterns the classic articles use, each end to end.
final class TemplatePatternTests: XCTestCase {
    @MainActor final class CellController {
        @Outlet var tableViewCell: TableViewCell?
        @OutletCollection var labels: [Label]
        var saved: [String] = []
        @Action var save = CellController.saveTapped
        @Action var toggle = CellController.toggled

        func saveTapped(_ sender: Button) { saved.append(sender.currentTitle ?? "") }
        func toggled(_ sender: Switch) { saved.append("toggled") }
    }

    @MainActor private func registry() throws -> TemplateRegistry {
        let registry = TemplateRegistry()
        try registry.register(CellController.self) { CellController() }
        return registry
    }

    private let cellTemplate = """
        quill: 1
        owner:
          class: CellController
          outlets: {tableViewCell: cell}
          outletCollections: {labels: [title, detail]}
        objects:
          - class: TableViewCell
            id: cell
            reuseIdentifier: InfoCell
            frame: [0, 0, 320, 60]
            accessoryType: disclosureIndicator
            parts:
              contentView:
                subviews:
                  - {class: Label, id: title, text: Title, frame: [15, 8, 200, 22]}
                  - {class: Label, id: detail, text: Detail, frame: [15, 32, 200, 20], font: 13, textColor: gray}
                  - class: Button
                    id: save
                    title: Save
                    frame: [220, 12, 60, 36]
                    actions: {touchUpInside: owner.save}
        """

    @MainActor func testFilesOwnerOutletReceivesEachNewCell() async throws {
        let template = try TemplateFixture.template(cellTemplate, name: "InfoCell.quill")
        let registry = try registry()
        let controller = CellController()
        _ = try template.instantiate(owner: controller, registry: registry)
        let first = try XCTUnwrap(controller.tableViewCell)
        controller.tableViewCell = nil
        _ = try template.instantiate(owner: controller, registry: registry)
        let second = try XCTUnwrap(controller.tableViewCell)
        XCTAssertFalse(first === second, "each load makes a new cell")
        XCTAssertEqual(second.reuseIdentifier, "InfoCell")
        XCTAssertEqual(controller.labels.map(\.text), ["Title", "Detail", "Title", "Detail"], "collections append in document order")
        assertImageSnapshot(of: second, named: "info-cell")
    }

    @MainActor func testActionsReachTheOwnerWithATypedSender() async throws {
        let template = try TemplateFixture.template(cellTemplate, name: "InfoCell.quill")
        let controller = CellController()
        let cell = try template.firstObject(of: TableViewCell.self, owner: controller, registry: try registry())
        let harness = HeadlessHarness(size: Size(width: 320, height: 60))
        harness.window.addSubview(cell)
        harness.render()
        let button = try XCTUnwrap(cell.contentView.subviews.compactMap { $0 as? Button }.first)
        harness.click(button)
        XCTAssertEqual(controller.saved, ["Save"])
    }

    @MainActor func testOwnerOfTheWrongClassIsAnError() async throws {
        let text = TemplateFixture.errors(cellTemplate, name: "InfoCell.quill", registry: try registry(), owner: PlainObject())
        XCTAssertTrue(text.contains("File's Owner must be a CellController, but a PlainObject was given"), text)
    }

    @MainActor func testSenderTypeMismatchIsAnError() async throws {
        let text = TemplateFixture.errors("""
            quill: 1
            objects:
              - {class: Button, actions: {touchUpInside: owner.toggle}}
            """, registry: try registry(), owner: CellController())
        XCTAssertTrue(text.contains("Broken.quill:3:"), text)
        XCTAssertTrue(text.contains("action 'toggle' of CellController takes a Switch sender, but 'object-1' is a Button"), text)
    }

    @MainActor func testNilOwnerSkipsOwnerConnectionsAndTheCellIsFoundAmongTopLevelObjects() async throws {
        let template = try TemplateFixture.template(cellTemplate, name: "InfoCell.quill")
        let cell = try CellTemplateLoader.cell(from: template, registry: try registry())
        XCTAssertEqual(cell.reuseIdentifier, "InfoCell")
    }

    @MainActor func testCellLoaderFailsFastWithFileLineAndFix() async throws {
        let registry = try registry()
        func failure(_ text: String, name: String) -> String {
            do {
                _ = try CellTemplateLoader.cell(from: try TemplateFixture.template(text, name: name), registry: registry)
                return ""
            } catch { return "\(error)" }
        }
        let noCell = failure("quill: 1\nobjects:\n  - {class: Label, text: x}\n", name: "NoCell.quill")
        XCTAssertTrue(noCell.contains("NoCell.quill: error: NoCell holds no top-level TableViewCell"), noCell)
        XCTAssertTrue(noCell.contains("it holds: Label"), noCell)
        let noIdentifier = failure("quill: 1\nobjects:\n  - {class: TableViewCell}\n", name: "Anonymous.quill")
        XCTAssertTrue(noIdentifier.contains("Anonymous.quill:3:5: error: the cell in Anonymous has no reuse identifier"), noIdentifier)
        XCTAssertTrue(noIdentifier.contains("set its reuseIdentifier to 'Anonymous'"), noIdentifier)
        let mismatch = failure("quill: 1\nobjects:\n  - {class: TableViewCell, reuseIdentifier: Other}\n", name: "Mine.quill")
        XCTAssertTrue(mismatch.contains("Mine.quill:3:5: error: the cell's reuse identifier 'Other' differs from the template name 'Mine'"), mismatch)
        XCTAssertTrue(mismatch.contains("rename the template to Other.quill"), mismatch)
    }

    @MainActor func testSeveralTopLevelViewsToldApartByRestorationIdentifier() async throws {
        let template = try TemplateFixture.template("""
            quill: 1
            objects:
              - {class: View, restorationIdentifier: header, frame: [0, 0, 320, 44]}
              - {class: View, restorationIdentifier: footer, frame: [0, 0, 320, 30]}
              - {class: View, restorationIdentifier: empty, frame: [0, 0, 320, 200]}
            """, name: "Pieces.quill")
        let registry = TemplateRegistry()
        XCTAssertEqual(try template.view(withRestorationIdentifier: "footer", registry: registry).frame.height, 30)
        XCTAssertEqual(try template.view(withRestorationIdentifier: "empty", registry: registry).frame.height, 200)
        XCTAssertThrowsError(try template.view(withRestorationIdentifier: "nope", registry: registry)) { error in
            XCTAssertTrue("\(error)".contains("present: header, footer, empty"), "\(error)")
        }
    }

    final class AwakeRecorder: View {
        @Outlet var partner: View?
        static var log: [String] = []
        override func awakeFromNib() {
            super.awakeFromNib()
            AwakeRecorder.log.append("\(tag):\(partner == nil ? "unconnected" : "connected")")
        }
    }

    @MainActor func testAwakeFromNibRunsAfterEveryConnectionInDocumentOrder() async throws {
        let registry = TemplateRegistry()
        try registry.register(AwakeRecorder.self) { AwakeRecorder() }
        AwakeRecorder.log = []
        // The first object's outlet points at the last object: it must be connected before
        // anything awakes.
        let template = try TemplateFixture.template("""
            quill: 1
            objects:
              - class: AwakeRecorder
                tag: 1
                outlets: {partner: last}
                subviews:
                  - {class: AwakeRecorder, tag: 2, outlets: {partner: last}}
              - {class: AwakeRecorder, id: last, tag: 3, outlets: {partner: owner}}
            """, name: "Awake.quill")
        _ = try template.instantiate(owner: View(), registry: registry)
        XCTAssertEqual(AwakeRecorder.log, ["1:connected", "2:connected", "3:connected"])
    }

    final class Badge: View {
        @Inspectable var count: Int = 0
        @Inspectable var caption: String = ""
        @Inspectable var accent: Color = .red
    }

    @MainActor func testInspectablePropertiesAreSettable() async throws {
        let registry = TemplateRegistry()
        try registry.register(Badge.self) { Badge() }
        let template = try TemplateFixture.template("quill: 1\nobjects:\n  - {class: Badge, count: 3, caption: new, accent: '#00FF00'}\n", name: "Badge.quill")
        let badge = try XCTUnwrap(try template.instantiate(registry: registry)[0] as? Badge)
        XCTAssertEqual(badge.count, 3)
        XCTAssertEqual(badge.caption, "new")
        XCTAssertEqual(badge.accent, .green)
        let text = TemplateFixture.errors("quill: 1\nobjects:\n  - {class: Badge, count: many}\n", registry: registry)
        XCTAssertTrue(text.contains("Broken.quill:3:20: error: property 'count' of Badge expects a number, not 'many'"), text)
    }

    @MainActor func testNamedActionsToFirstResponderTravelTheChain() async throws {
        final class Handler: View, ActionPerforming {
            var performed: [String] = []
            func perform(action name: String, sender: Control) -> Bool {
                performed.append(name)
                return true
            }
        }
        let template = try TemplateFixture.template("""
            quill: 1
            objects:
              - {class: Button, title: Copy, frame: [0, 0, 80, 30], actions: {touchUpInside: firstResponder.copy}}
            """, name: "Chain.quill")
        let button = try XCTUnwrap(try template.instantiate(registry: TemplateRegistry())[0] as? Button)
        let harness = HeadlessHarness(size: Size(width: 100, height: 50))
        let handler = Handler(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        harness.window.addSubview(handler)
        handler.addSubview(button)
        harness.click(button)
        XCTAssertEqual(handler.performed, ["copy"])
    }

    @MainActor final class WeakOwner {
        @WeakOutlet var cell: TableViewCell?
        @WeakOutlet var title: Label?
        @Outlet var kept: Label?
    }

    /// `@WeakOutlet` is connected like `@Outlet` but keeps nothing alive (issue 30): the cell
    /// goes with the last strong reference, and a label inside it with it.
    @MainActor func testWeakOutletsAreConnectedAndDoNotKeepTheirObjects() async throws {
        let template = try TemplateFixture.template("""
            quill: 1
            owner:
              class: WeakOwner
              outlets: {cell: cell, title: title, kept: detail}
            objects:
              - class: TableViewCell
                id: cell
                frame: [0, 0, 320, 60]
                parts:
                  contentView:
                    subviews:
                      - {class: Label, id: title, text: Title, frame: [15, 8, 200, 22]}
                      - {class: Label, id: detail, text: Detail, frame: [15, 32, 200, 20]}
            """, name: "WeakOwner.quill")
        let registry = TemplateRegistry()
        try registry.register(WeakOwner.self) { WeakOwner() }
        let owner = WeakOwner()
        var objects: [AnyObject]? = try template.instantiate(owner: owner, registry: registry)
        XCTAssertTrue(owner.cell === objects?.first, "connected as an outlet is")
        XCTAssertEqual(owner.title?.text, "Title")
        objects = nil
        XCTAssertNil(owner.cell, "nothing else kept the cell: the weak outlet let it go")
        XCTAssertNil(owner.title, "nor its label")
        XCTAssertEqual(owner.kept?.text, "Detail", "a strong outlet keeps its object")
    }
}
