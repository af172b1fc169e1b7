import Foundation
import XCTest
import QuillTesting
@testable import Quill

/// `TemplatePreview` (behind `quill preview`): reloads on change, shows errors in the window and
/// recovers when the file is fixed.
final class TemplatePreviewTests: XCTestCase {
    @MainActor func testReloadsWhenTheFileChangesAndShowsErrorsInTheWindow() async throws {
        let folder = NSTemporaryDirectory() + "quill-preview-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Card.quill"
        func write(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: file)) }
        try write("quill: 1\nobjects:\n  - {class: Label, text: First, frame: [0, 0, 200, 30]}\n")

        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        let preview = TemplatePreview(window: harness.window, watching: folder) { try Template(contentsOfFile: file) }
        defer { preview.stop() }
        XCTAssertEqual((preview.view as? Label)?.text, "First")
        harness.advance(by: 1)
        XCTAssertEqual(preview.loadCount, 1, "nothing changed: no reload")

        try write("quill: 1\nobjects:\n  - {class: Label, text: Second version, frame: [0, 0, 200, 30]}\n")
        harness.advance(by: 1)
        XCTAssertEqual(preview.loadCount, 2)
        XCTAssertEqual((preview.view as? Label)?.text, "Second version")
        XCTAssertTrue(preview.view?.superview === harness.window)

        try write("quill: 1\nobjects:\n  - {class: Lable, text: Oops}\n")
        harness.advance(by: 1)
        XCTAssertNil(preview.view)
        let error = try XCTUnwrap(preview.errorText)
        XCTAssertTrue(error.contains("Card.quill:3:5: error: unknown class 'Lable'"), error)
        let shown = harness.window.subviews.compactMap { $0 as? Label }
        XCTAssertEqual(shown.count, 1, "only the error is in the window")
        XCTAssertEqual(shown.first?.text, error, "the error is shown in the window, which stays open")

        try write("quill: 1\nobjects:\n  - {class: Label, text: Fixed, frame: [0, 0, 200, 30]}\n")
        harness.advance(by: 1)
        XCTAssertNil(preview.errorText)
        XCTAssertEqual((preview.view as? Label)?.text, "Fixed", "fixing the file brings the view back")
        XCTAssertEqual(harness.window.subviews.count, 1)
    }
}
