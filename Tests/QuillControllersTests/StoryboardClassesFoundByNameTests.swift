import Foundation
import XCTest
import QuillTesting
@testable import QuillControllers
import QuillFoundation
import QuillTemplates
import QuillWidgets
import QuillViews

// The notes storyboard's classes, declared as an app declares them and never registered: the
// storyboard finds each by its name (`customClass`) in this module.

@MainActor final class NoteCell: TableViewCell {
    @Outlet var titleLabel: Label?
}

@MainActor final class NotesListController: TableViewController {
    var notes = ["Groceries", "Ideas", "Books"]
    /// How the storyboard made it.
    private(set) var madeBy: TemplateCoder?

    required init?(coder: TemplateCoder) {
        madeBy = coder
        super.init(coder: coder)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        (cell as? NoteCell)?.titleLabel?.text = notes[indexPath.row]
        return cell
    }
}

@MainActor final class NoteController: ViewController {
    @Outlet var bodyLabel: Label?
}

@MainActor final class EditorController: ViewController {
    @Outlet var titleField: TextField?
}

final class StoryboardClassesFoundByNameTests: XCTestCase {
    @MainActor private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Storyboard/\(name).storyboard").standardizedFileURL.path
    }

    @MainActor func testAStoryboardMakesItsControllersAndCellsByTheirNames() async throws {
        let registry = TemplateRegistry()
        registry.addSearchModule("QuillControllersTests")
        let storyboard = try Storyboard(contentsOfFile: fixture("Notes"), registry: registry, options: TemplateOptions(strictness: .strict))
        let navigation = try XCTUnwrap(try storyboard.instantiateInitialViewController() as? NavigationController)
        let list = try XCTUnwrap(navigation.topViewController as? NotesListController, "\(String(describing: navigation.topViewController))")
        XCTAssertEqual(list.madeBy?.className, "NotesListController", "made with init?(coder:)")
        let harness = HeadlessHarness(size: Size(width: 375, height: 667))
        harness.window.rootViewController = navigation
        harness.render()
        let cells = list.tableView.visibleCells
        XCTAssertEqual(cells.count, 3)
        XCTAssertEqual((cells.first as? NoteCell)?.titleLabel?.text, "Groceries", "the prototype cell's class, found by name, with its outlet")
        let editor = try storyboard.instantiateViewController(withIdentifier: "Editor")
        XCTAssertTrue(editor is EditorController, "\(type(of: editor))")
    }

    @MainActor func testWithoutTheModuleTheClassesAreUnknownAndTheErrorSaysWhere() async throws {
        let registry = TemplateRegistry()
        let storyboard = try Storyboard(contentsOfFile: fixture("Notes"), registry: registry, options: TemplateOptions(strictness: .strict))
        XCTAssertThrowsError(try storyboard.instantiateInitialViewController()) { error in
            XCTAssertTrue("\(error)".contains("unknown class 'NotesListController'"), "\(error)")
            XCTAssertTrue("\(error)".contains("addSearchModule"), "\(error)")
        }
    }
}
