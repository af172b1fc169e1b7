import XCTest
import GalleryKit
import QuillTesting
@testable import Quill

/// The Gallery's windows page: a second window opens, a modal dialog takes the gallery's input
/// until its Close button closes it, and full screen toggles.
final class WindowsDemoTests: XCTestCase {
    @MainActor func testASecondWindowAModalDialogAndFullScreen() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Windows" }))
        harness.settle()
        let page = try XCTUnwrap(gallery.pageView)
        let buttons = page.subviews.compactMap { $0 as? Button }
        let status = try XCTUnwrap(page.subviews.compactMap { $0 as? Label }.first)
        defer { for window in Application.shared.windows where window.windowContext === harness.context { Application.shared.close(window) } }

        harness.click(buttons[0])
        let inspector = try XCTUnwrap(Application.shared.windows.first { $0.title == "Inspector" })
        XCTAssertEqual(inspector.autosaveName, "inspector")
        XCTAssertEqual(status.text, "Also open: Inspector.")

        harness.click(buttons[1])
        let dialog = try XCTUnwrap(Application.shared.windows.first { $0.title == "A Modal Dialog" })
        XCTAssertTrue(harness.window.modalChild === dialog)
        harness.click(buttons[2])
        XCTAssertFalse(harness.window.isFullScreen, "the dialog takes the gallery's clicks")
        let close = try XCTUnwrap(dialog.subviews.compactMap { $0 as? Button }.first)
        HeadlessHarness(window: dialog).click(close)
        XCTAssertFalse(dialog.isShown)
        XCTAssertNil(harness.window.modalChild)

        harness.click(buttons[2])
        XCTAssertTrue(harness.window.isFullScreen)
        XCTAssertEqual(status.text, "Also open: Inspector. The gallery is full screen.")
        harness.key(.function(11))
        XCTAssertFalse(harness.window.isFullScreen)
    }

    @MainActor func testTheNoteIsDraggedIntoTheInspectorWindow() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Windows" }))
        harness.settle()
        let page = try XCTUnwrap(gallery.pageView)
        let status = try XCTUnwrap(page.subviews.compactMap { $0 as? Label }.first)
        let note = try XCTUnwrap(page.subviews.compactMap { $0 as? Label }.first { $0.text == "A note" })
        defer { for window in Application.shared.windows where window.windowContext === harness.context { Application.shared.close(window) } }
        harness.click(try XCTUnwrap(page.subviews.compactMap { $0 as? Button }.first))
        let inspector = try XCTUnwrap(Application.shared.windows.first { $0.title == "Inspector" })
        // The gallery at (0, 0) on screen, the inspector to its right.
        harness.window.originOnScreen = Point(x: 0, y: 0)
        inspector.originOnScreen = Point(x: 1300, y: 100)
        inspector.renderFrame()

        let start = note.convert(Point(x: note.bounds.midX, y: note.bounds.midY), to: nil)
        harness.drag(from: start, to: Point(x: 1480, y: 220), steps: 16)
        harness.settle()
        XCTAssertEqual(status.text, "The inspector took Note 1.")
        let label = try XCTUnwrap(inspector.subviews.compactMap { $0 as? Label }.first)
        XCTAssertEqual(label.text, "Received from the gallery's window: Note 1.")
    }
}
