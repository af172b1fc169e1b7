import XCTest
import Foundation
import QuillTesting
@testable import QuillViews
import QuillFoundation
import QuillGraphics

/// The typed clipboard (issue 29): strings, URLs, images and data, several items; text shared
/// with the system clipboard both ways; bad and huge contents refused with an error.
final class PasteboardTests: XCTestCase {
    @MainActor func testTextGoesToTheSystemClipboardAndWhatAnotherAppCopiedComesBack() async throws {
        let harness = HeadlessHarness(size: Size(width: 100, height: 100))
        let pasteboard = harness.context.pasteboard
        XCTAssertNil(pasteboard.string)
        pasteboard.string = "Hello"
        XCTAssertEqual(harness.context.clipboard.text, "Hello", "other applications paste it")
        let count = pasteboard.changeCount
        harness.context.clipboard.text = "from xclip"
        XCTAssertEqual(pasteboard.string, "from xclip", "another application copied since")
        XCTAssertEqual(pasteboard.changeCount, count + 1)
        XCTAssertFalse(pasteboard.hasImages)
    }

    @MainActor func testSeveralItemsURLsImagesAndData() async throws {
        let harness = HeadlessHarness(size: Size(width: 100, height: 100))
        let pasteboard = harness.context.pasteboard
        pasteboard.strings = ["one", "two"]
        XCTAssertEqual(pasteboard.numberOfItems, 2)
        XCTAssertEqual(pasteboard.strings, ["one", "two"])
        XCTAssertEqual(harness.context.clipboard.text, "one", "the first item's text for other applications")

        pasteboard.urls = [URL(string: "https://example.org/a")!, URL(fileURLWithPath: "/tmp/b c.txt")]
        XCTAssertTrue(pasteboard.hasURLs)
        XCTAssertEqual(pasteboard.urls, [URL(string: "https://example.org/a")!, URL(fileURLWithPath: "/tmp/b c.txt")])
        XCTAssertEqual(pasteboard.strings, ["https://example.org/a", "/tmp/b c.txt"], "URLs paste as text too")

        var bitmap = Bitmap(width: 3, height: 2)
        bitmap.pixels[0] = 0xFF00_00FF
        pasteboard.image = Image(bitmap: bitmap)
        XCTAssertTrue(pasteboard.hasImages)
        XCTAssertEqual(pasteboard.image?.bitmap.width, 3)
        XCTAssertEqual(pasteboard.image?.bitmap.pixels, bitmap.pixels, "the same pixels back")
        XCTAssertEqual(harness.context.clipboard.text, "https://example.org/a", "an image leaves the system text alone")

        pasteboard.setData(Data([1, 2, 3]), forType: "application/x-quill-test")
        XCTAssertEqual(pasteboard.data(forType: "application/x-quill-test"), Data([1, 2, 3]))
    }

    @MainActor func testATruncatedImageOrHugeTextIsRefusedWithAnError() async throws {
        let harness = HeadlessHarness(size: Size(width: 100, height: 100))
        let pasteboard = harness.context.pasteboard
        var png = try Image(bitmap: Bitmap(width: 64, height: 64)).pngData()
        png.removeLast(png.count / 2)
        pasteboard.setData(png, forType: .png)
        XCTAssertNil(pasteboard.image)
        XCTAssertTrue(harness.loggedMessages.contains { $0.contains("the clipboard's image could not be read") }, "\(harness.loggedMessages)")
        pasteboard.string = "kept"
        pasteboard.string = String(repeating: "x", count: Pasteboard.maximumItemSize + 1)
        XCTAssertNil(pasteboard.string, "refused: the pasteboard is emptied rather than holding part of it")
        XCTAssertTrue(harness.loggedMessages.contains { $0.contains("clipboard items are limited to 64 MB") })
    }
}
