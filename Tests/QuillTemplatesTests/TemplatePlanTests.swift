import Foundation
import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillGraphics
import QuillViews
import QuillWidgets
import QuillFoundation

/// Instantiation plans: a template's second and later instances are replayed from what the
/// first one did. Each test compares replays with the general path, which looks everything up.
final class TemplatePlanTests: XCTestCase {
    // MARK: The same objects as the general path, for every template there is

    /// Every template of the repository (fixtures, hostile inputs, widgets, examples) and of the
    /// .xib corpus where it is present: the general path, the recording instantiation and two
    /// replays give the same view trees, pixels, object ids, warnings or errors.
    @MainActor func testReplaysEqualTheGeneralPathForEveryTemplate() async throws {
        let paths = EveryTemplate.paths(for: "TemplatePlanTests")
        XCTAssertGreaterThan(paths.count, 80, "the repository's templates were not found under \(EveryTemplate.root.path)")
        var replayed: [String] = []
        let generalRegistry = TemplateRegistry()
        generalRegistry.usesInstantiationPlans = false
        let plannedRegistry = TemplateRegistry()
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path), let general = try? Template(data: data, path: path) else { continue }
            let expected = Outcome(general, registry: generalRegistry)
            let planned = try Template(data: data, path: path)
            let recording = Outcome(planned, registry: plannedRegistry)
            let replays = [Outcome(planned, registry: plannedRegistry), Outcome(planned, registry: plannedRegistry)]
            let name = URL(fileURLWithPath: path).lastPathComponent
            XCTAssertEqual(recording, expected, "\(name): the instantiation that records a plan differs from the general path")
            for replay in replays {
                XCTAssertEqual(replay, expected, "\(name): a replayed instantiation differs from the general path")
            }
            if planned.recordedPlanCount > 0 { replayed.append(name) }
        }
        // Templates that instantiate cleanly are replayed (the others have warnings or errors:
        // classes nobody registered here, hostile values).
        for name in ["ContactRow.quill", "GridCell.quill", "ConstraintScreen.xib", "NotesController.xib"] {
            XCTAssertTrue(replayed.contains(name), "\(name) was not replayed from a plan; replayed: \(replayed.sorted())")
        }
        XCTAssertGreaterThanOrEqual(replayed.count, 10, "replayed: \(replayed.sorted())")
        print("TemplatePlanTests: \(paths.count) templates, \(replayed.count) replayed from a plan: \(replayed.sorted().joined(separator: ", "))")
    }

    /// What an instantiation gave, in a form two instantiations can be compared by.
    private struct Outcome: Equatable, CustomStringConvertible {
        var trees: [String] = []
        var pixels: [Bitmap] = []
        var ids: [String] = []
        var warnings: [String] = []
        var error: String?

        @MainActor init(_ template: Template, registry: TemplateRegistry) {
            do {
                let instance = try template.makeInstance(options: TemplateOptions(), registry: registry)
                warnings = instance.warnings.map { "\($0)" }
                let laidOut = LaidOutObjects(instance.topLevelObjects)
                (trees, pixels) = (laidOut.trees, laidOut.pixels)
                for object in template.document.objects.flatMap(\.allObjects) {
                    let made = instance.object(withID: object.id)
                    ids.append("\(object.id): \(made.map { String(describing: type(of: $0)) } ?? "none") \(made.flatMap { instance.id(of: $0) } ?? "-")")
                }
            } catch {
                self.error = "\(error)"
            }
        }

        var description: String {
            error ?? (warnings + trees + ids).joined(separator: "\n") + " (\(pixels.count) images)"
        }
    }

    // MARK: Outlets, actions, owner, order

    @MainActor func testReplaysConnectOutletsActionsAndTheOwnerAndAwakeInOrder() async throws {
        let registry = TemplateRegistry()
        try registry.register(PlanCell.self) { PlanCell() }
        try registry.register(PlanOwner.self) { PlanOwner() }
        try registry.register(PlanLabel.self) { PlanLabel() }
        try registry.register(PlanSwitch.self) { PlanSwitch() }
        let template = try TemplateFixture.template(Self.cellText)
        var cells: [PlanCell] = []
        for _ in 0..<3 {
            PlanLog.entries.removeAll()
            let owner = PlanOwner()
            let cell = try XCTUnwrap(try template.instantiate(owner: owner, registry: registry).first as? PlanCell)
            cells.append(cell)
            XCTAssertEqual(PlanLog.entries, ["awake cell", "awake title", "awake toggle"], "awakeFromNib once each, in document order")
            XCTAssertTrue(cell.titleLabel === cell.contentView.viewWithTag(1))
            XCTAssertEqual(cell.titleLabel?.text, "Title")
            XCTAssertEqual(cell.titleLabel?.font, .boldSystemFont(ofSize: 17))
            XCTAssertEqual(cell.labels.map(\.tag), [2, 1], "an outlet collection keeps the template's order")
            XCTAssertTrue(owner.cell === cell, "File's Owner's outlet")
            XCTAssertEqual(cell.contentView.backgroundColor, .white)
            XCTAssertEqual(cell.contentView.subviews.count, 3)
            let toggle = try XCTUnwrap(cell.toggle)
            toggle.isOn = true
            toggle.sendActions(for: .valueChanged)
            XCTAssertEqual(cell.changes, 1, "the cell's @Action")
            XCTAssertEqual(owner.taps, 1, "File's Owner's @Action")
            XCTAssertEqual(try XCTUnwrap(cell.backgroundView).backgroundColor, .systemBlue, "an assigned part")
        }
        XCTAssertEqual(template.recordedPlanCount, 1)
        XCTAssertFalse(cells[1] === cells[2])
        XCTAssertFalse(cells[1].titleLabel === cells[2].titleLabel)
        // Without an owner, the owner's connections are left out, as UIKit leaves them: another plan.
        let ownerless = try XCTUnwrap(try template.instantiate(registry: registry).first as? PlanCell)
        XCTAssertNotNil(ownerless.titleLabel)
        _ = try template.instantiate(registry: registry)
        XCTAssertEqual(template.recordedPlanCount, 2)
    }

    static let cellText = """
        quill: 1
        owner:
          class: PlanOwner
          outlets: {cell: cell}
        objects:
          - class: PlanCell
            id: cell
            frame: [0, 0, 320, 44]
            outlets: {titleLabel: title, toggle: toggle}
            outletCollections: {labels: [detail, title]}
            parts:
              contentView:
                backgroundColor: white
                subviews:
                  - {class: PlanLabel, id: title, text: Title, font: bold 17, frame: [8, 8, 200, 22], tag: 1}
                  - {class: Label, id: detail, text: Detail, tag: 2}
                  - {class: PlanSwitch, id: toggle, frame: [260, 6, 51, 31], actions: {valueChanged: [cell.changed, owner.tapped]}}
              backgroundView: {class: View, backgroundColor: systemBlue}
        """

    @MainActor func testReplaysMakeAndActivateConstraintsAndGuides() async throws {
        let template = try TemplateFixture.template("""
            quill: 1
            objects:
              - class: View
                id: root
                frame: [0, 0, 300, 200]
                layoutMargins: [10, 20, 10, 20]
                subviews:
                  - {class: View, id: box, translatesAutoresizingMaskIntoConstraints: false}
                constraints:
                  - {lead: box.leading == self.margins.leading}
                  - box.top == root.safeArea.top + 5
                  - box.width == 100
                  - box.height == box.width * 1:2
            """)
        var frames: [Rect] = []
        let registry = TemplateRegistry()
        for _ in 0..<3 {
            let instance = try template.makeInstance(registry: registry)
            let root = try XCTUnwrap(instance.topLevelObjects.first as? View)
            root.layoutIfNeeded()
            frames.append(root.subviews[0].frame)
            XCTAssertEqual((instance.object(withID: "lead") as? LayoutConstraint)?.isActive, true)
        }
        XCTAssertEqual(template.recordedPlanCount, 1)
        XCTAssertEqual(frames, Array(repeating: Rect(x: 20, y: 5, width: 100, height: 50), count: 3))
    }

    // MARK: What a plan must not keep

    @MainActor func testARegistrationAfterThePlanIsUsed() async throws {
        let registry = TemplateRegistry()
        let template = try TemplateFixture.template("quill: 1\nobjects:\n  - {class: Label, text: one, tag: 3}\n")
        _ = try template.instantiate(registry: registry)
        _ = try template.instantiate(registry: registry)
        XCTAssertEqual(template.recordedPlanCount, 1)
        registry.addPropertyHandler("text", to: Label.self, expects: "text") { label, value throws(TemplateValueError) in
            label.text = try value.asString().uppercased()
        }
        XCTAssertEqual((try template.instantiate(registry: registry).first as? Label)?.text, "ONE")
        XCTAssertEqual((try template.instantiate(registry: registry).first as? Label)?.text, "ONE")
    }

    @MainActor func testForgettingImagesReadsTheFileAgain() async throws {
        let folder = TemplateFixture.folder + "/PlanImages"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PNGCodec.write(Bitmap(width: 2, height: 2, fill: PixelColor(.red)), to: folder + "/dot.png")
        TemplateFixture.write("quill: 1\nobjects:\n  - {class: ImageView, image: dot, frame: [0, 0, 4, 4]}\n", as: "PlanImages/Dot.quill")
        let template = try Template(contentsOfFile: folder + "/Dot.quill")
        for _ in 0..<2 { XCTAssertEqual((try template.instantiate(registry: TemplateRegistry()).first as? ImageView)?.image?.bitmap.width, 2) }
        try PNGCodec.write(Bitmap(width: 3, height: 3, fill: PixelColor(.blue)), to: folder + "/dot.png")
        Template.removeCachedImages()
        XCTAssertEqual((try template.instantiate(registry: TemplateRegistry()).first as? ImageView)?.image?.bitmap.width, 3)
        XCTAssertEqual((try template.instantiate(registry: TemplateRegistry()).first as? ImageView)?.image?.bitmap.width, 3)
    }

    /// A registry whose class `Shifty` makes a `PlanLabel` the first time and a subclass after,
    /// with how many it has made.
    @MainActor private func shiftyRegistry() throws -> (registry: TemplateRegistry, made: () -> Int) {
        let registry = TemplateRegistry()
        var made = 0
        try registry.register(PlanLabel.self, name: "Shifty") {
            made += 1
            return made > 1 ? PlanLabelSubclass() : PlanLabel()
        }
        return (registry, { made })
    }

    @MainActor func testAFactoryThatChangesClassFallsBackToTheGeneralPath() async throws {
        let (registry, made) = try shiftyRegistry()
        let template = try TemplateFixture.template("quill: 1\nobjects:\n  - {class: Shifty, text: hi}\n")
        _ = try template.instantiate(registry: registry)
        let second = try XCTUnwrap(try template.instantiate(registry: registry).first as? PlanLabel)
        XCTAssertTrue(second is PlanLabelSubclass)
        XCTAssertEqual(second.text, "hi")
        XCTAssertEqual(made(), 3, "the replay made one object, saw the other class, and the general path made the instance")
    }

    /// Applied with no owner, the root is File's Owner too; the plan must still tell the root's
    /// own connections (by its id) from the owner's, for a later owner that is another object.
    @MainActor func testTheRootAndTheOwnerStayApartWhenTheyWereTheSameObject() async throws {
        let registry = TemplateRegistry()
        try registry.register(PlanRow.self) { PlanRow() }
        let template = try TemplateFixture.template("""
            quill: 1
            objects:
              - class: PlanRow
                id: row
                outlets: {title: label}
                subviews: [{class: Label, id: label, text: row}]
            """)
        let first = PlanRow()
        try template.apply(to: first, registry: registry)
        let second = PlanRow()
        try template.apply(to: second, owner: first, registry: registry)
        let third = PlanRow()
        try template.apply(to: third, owner: first, registry: registry)
        for row in [first, second, third] {
            XCTAssertTrue(row.title === row.subviews.first, "each row's outlet goes to its own label")
            XCTAssertEqual(row.subviews.count, 1)
        }
    }

    /// A replay that finds a factory making another class stops before it changes the root or
    /// the owner, so the general path that follows does not add anything twice.
    @MainActor func testAnAbortedReplayLeavesTheRootAndOwnerAsTheyWere() async throws {
        let registry = try shiftyRegistry().registry
        let template = try TemplateFixture.template("""
            quill: 1
            owner:
              outletCollections: {labels: [first, second]}
            objects:
              - class: View
                id: panel
                subviews:
                  - {class: Label, id: first, text: one}
                  - {class: Shifty, id: second, text: two}
            """)
        for _ in 0..<3 {
            let panel = View()
            let owner = PlanCollector()
            try template.apply(to: panel, owner: owner, registry: registry)
            XCTAssertEqual(panel.subviews.count, 2)
            XCTAssertEqual(owner.labels.count, 2)
            XCTAssertTrue(owner.labels.allSatisfy { $0.superview === panel })
        }
        XCTAssertEqual(template.recordedPlanCount, 0, "a template whose replay stopped is not replayed again")
    }

    @MainActor func testLenientFallbacksWarnEachTimeAndAreNotReplayed() async throws {
        let template = try TemplateFixture.template("quill: 1\nobjects:\n  - {class: Nowhere, frame: [0, 0, 10, 10]}\n")
        for _ in 0..<3 {
            let instance = try template.makeInstance(options: TemplateOptions(strictness: .lenient), registry: TemplateRegistry())
            XCTAssertEqual(instance.unregisteredClassWarnings.count, 1)
            XCTAssertTrue(instance.topLevelObjects.first is View)
        }
        XCTAssertEqual(template.recordedPlanCount, 0)
        for _ in 0..<2 {
            XCTAssertThrowsError(try template.instantiate(registry: TemplateRegistry())) { error in
                XCTAssertTrue("\(error)".contains("unknown class 'Nowhere'"), "\(error)")
            }
        }
    }
}

@MainActor
enum PlanLog {
    static var entries: [String] = []
}

final class PlanCell: TableViewCell {
    @Outlet var titleLabel: Label?
    @Outlet var toggle: Switch?
    @OutletCollection var labels: [Label]
    @Action var changed = PlanCell.toggled
    var changes = 0
    func toggled(_ sender: Switch) { changes += 1 }
    override func awakeFromNib() { PlanLog.entries.append("awake cell") }
}

class PlanLabel: Label {
    override func awakeFromNib() { PlanLog.entries.append("awake title") }
}

final class PlanLabelSubclass: PlanLabel {}

final class PlanSwitch: Switch {
    override func awakeFromNib() { PlanLog.entries.append("awake toggle") }
}

final class PlanRow: View {
    @Outlet var title: Label?
}

final class PlanCollector {
    @OutletCollection var labels: [Label]
}

final class PlanOwner {
    @Outlet var cell: PlanCell?
    @Action var tapped = PlanOwner.tap
    var taps = 0
    func tap(_ sender: Switch) { taps += 1 }
}
