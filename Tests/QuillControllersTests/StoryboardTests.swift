import Foundation
import XCTest
import QuillTesting
@testable import QuillControllers
import QuillFoundation
import QuillTemplates
import QuillTemplateFormats
import QuillWidgets
import QuillViews

/// Storyboards (issue 28), through the whole path: read, make scenes, show them in a window,
/// and run their segues by clicking, as a user would.
final class StoryboardTests: XCTestCase {
    @MainActor final class NoteCell: TableViewCell {
        @Outlet var titleLabel: Label?
    }

    @MainActor final class NotesListController: TableViewController {
        var notes = ["Groceries", "Ideas", "Books"]
        var log: [String] = []
        @Action var unwindToList = NotesListController.unwoundToList

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
            (cell as? NoteCell)?.titleLabel?.text = notes[indexPath.row]
            return cell
        }
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            log.append("prepare \(segue.identifier ?? "-") → \(type(of: segue.destination))")
            if let note = segue.destination as? NoteController, let cell = sender as? TableViewCell, let row = tableView.indexPath(for: cell) {
                note.note = notes[row.row]
            }
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.append("should \(identifier)")
            return true
        }
        func unwoundToList(_ segue: StoryboardSegue) {
            log.append("unwound from \(type(of: segue.source))")
            if let editor = segue.source as? EditorController, let title = editor.titleField?.text, !title.isEmpty { notes.append(title) }
        }
    }

    @MainActor final class NoteController: ViewController {
        @Outlet var bodyLabel: Label?
        var note = ""
        override func viewDidLoad() { bodyLabel?.text = note }
    }

    @MainActor final class EditorController: ViewController {
        @Outlet var titleField: TextField?
    }

    @MainActor final class SettingsController: TableViewController {
        @Outlet var syncSwitch: Switch?
    }

    @MainActor private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Storyboard/\(name).storyboard").standardizedFileURL.path
    }

    @MainActor private func registry() throws -> TemplateRegistry {
        let registry = TemplateRegistry()
        try registry.register(NoteCell.self) { NoteCell(style: .default, reuseIdentifier: nil) }
        try registry.register(NotesListController.self) { NotesListController(style: .plain) }
        try registry.register(NoteController.self) { NoteController() }
        try registry.register(EditorController.self) { EditorController() }
        try registry.register(SettingsController.self) { SettingsController(style: .insetGrouped) }
        return registry
    }

    @MainActor private func storyboard() throws -> Storyboard {
        try Storyboard(contentsOfFile: fixture("Notes"), registry: registry(), options: TemplateOptions(strictness: .strict))
    }

    /// The notes storyboard's initial scene in a window: its navigation controller and list.
    @MainActor private func showInitialScene() throws -> (Storyboard, NavigationController, NotesListController, HeadlessHarness) {
        let storyboard = try storyboard()
        let navigation = try XCTUnwrap(try storyboard.instantiateInitialViewController() as? NavigationController)
        let list = try XCTUnwrap(navigation.topViewController as? NotesListController)
        let harness = HeadlessHarness(size: Size(width: 375, height: 667))
        harness.window.rootViewController = navigation
        harness.render()
        return (storyboard, navigation, list, harness)
    }

    @MainActor func testTheInitialSceneIsANavigationControllerWithTheListAndItsPrototypeCells() async throws {
        let storyboard = try storyboard()
        let navigation = try XCTUnwrap(try storyboard.instantiateInitialViewController() as? NavigationController)
        let list = try XCTUnwrap(navigation.topViewController as? NotesListController)
        XCTAssertTrue(list.storyboard === storyboard)
        let harness = HeadlessHarness(size: Size(width: 375, height: 667))
        harness.window.rootViewController = navigation
        harness.render()
        XCTAssertEqual(navigation.navigationBar.titleLabel.text, "Notes")
        let cells = list.tableView.visibleCells
        XCTAssertEqual(cells.count, 3)
        let first = try XCTUnwrap(cells.first as? NoteCell, "the prototype's class, from the registry")
        XCTAssertEqual(first.titleLabel?.text, "Groceries", "the prototype's outlet is connected in each cell")
        XCTAssertEqual(first.accessoryType, .disclosureIndicator)
        XCTAssertEqual(first.frame.height, 54)
    }

    @MainActor func testSelectingACellRunsItsShowSegueAndTheNoteEmbedsItsFooter() async throws {
        let (_, navigation, list, harness) = try showInitialScene()
        let second = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        harness.click(second)
        harness.settle()
        harness.render()
        XCTAssertEqual(list.log, ["should showNote", "prepare showNote → NoteController"])
        let note = try XCTUnwrap(navigation.topViewController as? NoteController)
        XCTAssertEqual(note.bodyLabel?.text, "Ideas", "prepare(for:sender:) passed the note before the view loaded")
        XCTAssertEqual(note.children.count, 1, "the footer scene is embedded as a child")
        let footer = try XCTUnwrap(note.children.first)
        XCTAssertTrue(footer.view.superview?.superview === note.view, "its view fills the container view")
        XCTAssertEqual(footer.view.frame.size, Size(width: 375, height: 100))
        // Back: the selection is cleared when the list appears again.
        harness.click(navigation.navigationBar.leftButton)
        harness.settle()
        XCTAssertTrue(navigation.topViewController === list)
        XCTAssertEqual(list.tableView.indexPathsForSelectedRows, [])
    }

    @MainActor func testTheAddButtonPresentsTheEditorAndDoneUnwindsToTheList() async throws {
        let (_, navigation, list, harness) = try showInitialScene()
        harness.click(navigation.navigationBar.rightButton)
        harness.settle()
        let editor = try XCTUnwrap(list.presentedViewController as? EditorController ?? navigation.presentedViewController as? EditorController)
        XCTAssertEqual(list.log, ["should addNote", "prepare addNote → EditorController"])
        editor.titleField?.text = "Travel"
        let done = try XCTUnwrap(editor.view.subviews.compactMap { $0 as? Button }.first)
        harness.click(done)
        harness.settle()
        XCTAssertEqual(list.log.last, "unwound from EditorController")
        XCTAssertEqual(list.notes.last, "Travel")
        XCTAssertNil(list.presentedViewController)
        XCTAssertNil(navigation.presentedViewController)
    }

    @MainActor func testAButtonInsideAPrototypeCellRunsItsSegueWithTheButtonAsSender() async throws {
        let (_, navigation, list, harness) = try showInitialScene()
        let cell = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let edit = try XCTUnwrap(cell.contentView.subviews.compactMap { $0 as? Button }.first)
        harness.click(edit)
        harness.settle()
        XCTAssertEqual(list.log, ["should editNote", "prepare editNote → EditorController"])
        XCTAssertTrue(list.presentedViewController is EditorController || navigation.presentedViewController is EditorController)
        XCTAssertEqual(list.tableView.indexPathsForSelectedRows, [], "the button's click did not select the row")
    }

    @MainActor func testUnwindingFromTwoSheetsDeepDismissesBoth() async throws {
        let (storyboard, navigation, list, harness) = try showInitialScene()
        harness.click(navigation.navigationBar.rightButton)
        harness.settle()
        let editor = try XCTUnwrap(list.presentedViewController as? EditorController)
        let inner = ViewController()
        editor.present(inner, animated: false)
        harness.settle()
        let unwind = try XCTUnwrap(editor.storyboardSegues.first { if case .unwind = $0.kind { true } else { false } })
        storyboard.run(unwind, from: inner, sender: nil, triggered: false)
        harness.settle()
        XCTAssertEqual(list.log.last, "unwound from ViewController")
        XCTAssertNil(editor.presentedViewController)
        XCTAssertNil(list.presentedViewController, "both sheets are gone")
    }

    @MainActor func testTheTabsSceneReachesIntoAnotherStoryboardForAStaticTable() async throws {
        let storyboard = try storyboard()
        let tabs = try storyboard.instantiateViewController(identifier: "Tabs", creator: nil as (() -> TabBarController?)?)
        XCTAssertEqual(tabs.viewControllers.count, 2)
        XCTAssertTrue(tabs.viewControllers[0] is NoteController)
        let settings = try XCTUnwrap(tabs.viewControllers[1] as? SettingsController)
        XCTAssertEqual(settings.storyboard?.name, "Settings")
        XCTAssertNotNil(settings.syncSwitch, "an outlet from the controller into a static cell")
        let harness = HeadlessHarness(size: Size(width: 375, height: 667))
        harness.window.rootViewController = tabs
        tabs.selectedIndex = 1
        harness.render()
        let table = try XCTUnwrap(settings.tableView)
        XCTAssertEqual(table.style, .insetGrouped)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.headerView(forSection: 0).map { ($0 as? TableViewHeaderFooterView)?.textLabel.text }, "SYNC")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.subviews.contains { $0 === settings.syncSwitch } ?? false)
        assertImageSnapshot(of: tabs.view, named: "settings-tab")
    }

    @MainActor func testAConvertedStoryboardRunsTheSameSegues() async throws {
        let source = try storyboard()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quill-native-storyboard-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = NativeStoryboardWriter.write(source.document, name: "Notes")
        try Data(written.text.utf8).write(to: URL(fileURLWithPath: folder + "/Notes.quillstoryboard"))
        for template in written.templates { try Data(template.text.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + template.file)) }
        try FileManager.default.copyItem(atPath: fixture("Settings"), toPath: folder + "/Settings.storyboard")
        let converted = try Storyboard(name: "Notes", bundle: TemplateBundle(path: folder), registry: registry(), options: TemplateOptions(strictness: .strict))
        XCTAssertEqual(converted.document.scenes.map(\.sceneID), source.document.scenes.map(\.sceneID))
        let navigation = try XCTUnwrap(try converted.instantiateInitialViewController() as? NavigationController)
        let list = try XCTUnwrap(navigation.topViewController as? NotesListController)
        let harness = HeadlessHarness(size: Size(width: 375, height: 667))
        harness.window.rootViewController = navigation
        harness.render()
        harness.click(try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0))))
        harness.settle()
        XCTAssertEqual((navigation.topViewController as? NoteController)?.bodyLabel?.text, "Books")
        let tabs = try converted.instantiateViewController(identifier: "Tabs", creator: nil as (() -> TabBarController?)?)
        XCTAssertTrue(tabs.viewControllers.last is SettingsController, "the reference to Settings.storyboard still leads there")
    }

    @MainActor func testACreatorMakesTheControllerTheSceneIsAppliedTo() async throws {
        let storyboard = try storyboard()
        var made: NoteController?
        let note = try storyboard.instantiateViewController(identifier: "Note") { () -> NoteController? in
            let controller = NoteController()
            controller.note = "From the creator"
            made = controller
            return controller
        }
        XCTAssertTrue(note === made)
        XCTAssertEqual(note.view.subviews.count, 2)
        XCTAssertEqual(note.bodyLabel?.text, "From the creator")
    }

    @MainActor func testAnUnknownIdentifierIsAnErrorNamingTheKnownOnes() async throws {
        let storyboard = try storyboard()
        XCTAssertThrowsError(try storyboard.instantiateViewController(withIdentifier: "Nope")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("no scene with identifier 'Nope'"), text)
            XCTAssertTrue(text.contains("Editor, List, Note, Tabs"), text)
        }
        XCTAssertThrowsError(try storyboard.instantiateViewController(identifier: "Editor", creator: nil as (() -> TableViewController?)?)) { error in
            XCTAssertTrue("\(error)".contains("not a TableViewController"), "\(error)")
        }
    }
}
