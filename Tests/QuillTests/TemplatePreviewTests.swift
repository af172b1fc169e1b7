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

    @MainActor func testAnEditedImageIsReadAgainAndErrorsAreReadableInTheSmallestWindow() async throws {
        let folder = NSTemporaryDirectory() + "quill-preview-images-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Swatch.quill"
        try Data("quill: 1\nobjects:\n  - {class: ImageView, image: swatch, frame: [0, 0, 20, 20]}\n".utf8).write(to: URL(fileURLWithPath: file))
        func paint(_ color: Color) throws {
            try PNGCodec.write(Bitmap(width: 20, height: 20, fill: PixelColor(color)), to: folder + "/swatch.png")
        }
        try paint(.systemRed)

        let harness = HeadlessHarness(size: TemplatePreview.minimumWindowSize)
        let preview = TemplatePreview(window: harness.window, watching: folder) { try Template(contentsOfFile: file) }
        defer { preview.stop() }
        let view = try XCTUnwrap(preview.view)
        XCTAssertEqual(view.frame.origin, Point(x: 230, y: 150), "the view sits in the middle of the window")
        XCTAssertEqual(harness.render(view)[10, 10], PixelColor(.systemRed))

        try paint(.systemBlue)
        // The same size, so only the modification time tells: move it on.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: folder + "/swatch.png")
        harness.advance(by: 1)
        let reloaded = try XCTUnwrap(preview.view)
        XCTAssertEqual(harness.render(reloaded)[10, 10], PixelColor(.systemBlue), "the edited image is read again, not taken from a cache")

        // A long error message fits the smallest preview window and can be read.
        try Data("quill: 1\nobjects:\n  - {class: ImageView, image: swatch, frame: [0, 0, 20, 20], colour: red, tagg: 3}\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        harness.advance(by: 1)
        let label = try XCTUnwrap(harness.window.subviews.compactMap { $0 as? Label }.first)
        XCTAssertEqual(label.frame, Rect(x: 12, y: 12, width: 456, height: 296))
        XCTAssertLessThanOrEqual(label.sizeThatFits(Size(width: label.frame.width, height: 10_000)).height, label.frame.height, "the whole message fits")
    }
}
