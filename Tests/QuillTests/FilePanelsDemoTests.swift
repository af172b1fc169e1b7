import XCTest
import Foundation
import GalleryKit
import QuillTesting
@testable import Quill

/// The Gallery's open and save page: the picker shows as a sheet over the gallery, and what is
/// chosen (or the cancel) is reported.
final class FilePanelsDemoTests: XCTestCase {
    @MainActor func testOpenAndSaveThroughThePicker() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Open and save" }))
        harness.settle()
        let page = try XCTUnwrap(gallery.pageView)
        let buttons = page.subviews.compactMap { $0 as? Button }
        let status = try XCTUnwrap(page.subviews.compactMap { $0 as? Label }.first)

        harness.click(buttons[2])
        harness.settle()
        let save = try XCTUnwrap(gallery.presentedViewController as? DocumentPickerViewController)
        XCTAssertEqual(save.mode, .save)
        harness.key(.escape)
        harness.settle()
        XCTAssertEqual(status.text, "Cancelled.")
        XCTAssertNil(gallery.presentedViewController)

        harness.click(buttons[1])
        harness.settle()
        let open = try XCTUnwrap(gallery.presentedViewController as? DocumentPickerViewController)
        XCTAssertTrue(open.selectEntry(named: "README.md"), "the checkout's README is a text file: \(open.entryNames)")
        open.confirm()
        harness.settle()
        XCTAssertEqual(status.text, "Chose 1: README.md")
    }
}
