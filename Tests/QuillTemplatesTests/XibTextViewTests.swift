import Foundation
import XCTest
@testable import QuillTemplates
import QuillViews
import QuillWidgets
import QuillFoundation

/// Text views from a .xib (issue 27): their text, font, colour, attributed text and the
/// editable, selectable and scrolling switches, on the general path and on a replayed plan.
final class XibTextViewTests: XCTestCase {
    @MainActor func testTheNotesFixturesTextViewsKeepTheirTextAndSwitches() async throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Xib/NotesScreen.xib").standardizedFileURL.path
        let template = try Template(contentsOfFile: path)
        XCTAssertEqual(template.document.diagnostics.map(\.description), [], "every element is known")
        for pass in ["general path", "replayed plan"] {
            let instance = try template.makeInstance(options: TemplateOptions(strictness: .strict))
            let editor = try XCTUnwrap(instance.object(withID: "not-02-Edi") as? TextView, pass)
            XCTAssertEqual(editor.text, "Buy milk and bread.\nCall Ada about the Analytical Engine notes; she wants the tables checked before Friday.\n\nWater the plants.", pass)
            XCTAssertEqual(editor.font.size, 16, pass)
            XCTAssertTrue(editor.isEditable && editor.isSelectable && editor.isScrollEnabled, pass)
            let info = try XCTUnwrap(instance.object(withID: "not-03-Inf") as? TextView, pass)
            XCTAssertFalse(info.isEditable, pass)
            XCTAssertFalse(info.isScrollEnabled, pass)
            XCTAssertEqual(info.text, "Saved automatically as you type, on this machine only.", pass)
            XCTAssertTrue(info.attributedText.hasAttributes, "\(pass): the bold run is kept")
        }
    }
}
