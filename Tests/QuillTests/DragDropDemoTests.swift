import XCTest
import Foundation
import GalleryKit
import QuillTesting
@testable import Quill

/// The Gallery's drag and drop page, driven as a person would: a tag dragged onto the board is
/// copied there, onto the bin it leaves the shelf; files dropped from outside are listed, and
/// the bin refuses them.
final class DragDropDemoTests: XCTestCase {
    @MainActor func testTagsAndFilesLandWhereTheyAreDropped() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Drag and drop" }))
        harness.settle()
        let page = try XCTUnwrap(gallery.pageView)
        let board = try XCTUnwrap(page.subviews.first { $0.accessibilityIdentifier == "board" })
        let bin = try XCTUnwrap(page.subviews.first { $0.accessibilityIdentifier == "bin" })
        let tags = page.subviews.compactMap { $0 as? Label }.filter { $0.interactions.contains { $0 is DragInteraction } }
        XCTAssertEqual(tags.map(\.text), ["Urgent", "Later", "Done"])
        let status = try XCTUnwrap(page.subviews.compactMap { $0 as? Label }.first)
        func center(_ view: View) -> Point { view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

        harness.drag(from: center(tags[0]), to: center(board), steps: 12)
        XCTAssertEqual(status.text, "Copied onto the board.")
        let list = try XCTUnwrap(board.subviews.first as? Label)
        XCTAssertEqual(list.text, "Tag Urgent")

        harness.drag(from: center(tags[1]), to: center(bin), steps: 12)
        XCTAssertTrue(tags[1].isHidden, "the bin took Later off the shelf")
        XCTAssertEqual(status.text, "Later is in the bin.")

        let file = NSTemporaryDirectory() + "quill-drop-\(ProcessInfo.processInfo.processIdentifier).txt"
        try Data("twelve bytes".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        harness.dropFiles([URL(fileURLWithPath: file), URL(fileURLWithPath: "/nonexistent/gone.png")], at: center(board))
        XCTAssertEqual(list.text, "Tag Urgent\nFile \((file as NSString).lastPathComponent) (12 bytes)\nFile gone.png (no longer there)")
        harness.dropFiles([URL(fileURLWithPath: file)], at: center(bin))
        XCTAssertEqual(status.text, "Dropped 2 file(s) on the board.", "the bin refused the file")
    }
}
