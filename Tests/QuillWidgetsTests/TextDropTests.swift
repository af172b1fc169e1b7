import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillViews

/// Text fields and text views take text dropped on them, where it lands (issue 29).
final class TextDropTests: XCTestCase {
    @MainActor func testDroppedTextIsInsertedWhereItLands() async throws {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 34))
        field.text = "ab"
        let note = TextView(frame: Rect(x: 10, y: 60, width: 300, height: 200))
        note.text = "first line"
        harness.window.addSubview(field)
        harness.window.addSubview(note)
        harness.render()
        harness.dropText("X", at: Point(x: 305, y: 27))
        XCTAssertEqual(field.text, "abX", "at the end, where it was dropped")
        XCTAssertTrue(harness.window.firstResponder === field)
        harness.dropText("Y ", at: Point(x: 12, y: 70))
        XCTAssertEqual(note.text, "Y first line", "at the start of the note")
        XCTAssertTrue(harness.window.firstResponder === note)
        note.isEditable = false
        harness.dropText("Z", at: Point(x: 12, y: 70))
        XCTAssertEqual(note.text, "Y first line", "a read-only text view takes nothing")
    }
}
