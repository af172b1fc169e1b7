import Foundation
import GalleryKit
import QuillTesting
import XCTest
@testable import Quill

/// The Gallery's page of Interface Builder files shows what each file holds: top-level views,
/// and the views of top-level view controllers (the first of Quill's own fixtures,
/// BarsScreen.xib, keeps its screen in a view controller; the page showed nothing for it).
final class XibFilesDemoTests: XCTestCase {
    @MainActor func testAFileWhoseScreenIsAViewControllersShowsThatScreen() async throws {
        let previous = ProcessInfo.processInfo.environment["QUILL_XIB_CORPUS"]
        setenv("QUILL_XIB_CORPUS", Checkout.root + "/Tests/Fixtures/Xib", 1)
        defer {
            if let previous { setenv("QUILL_XIB_CORPUS", previous, 1) } else { unsetenv("QUILL_XIB_CORPUS") }
        }
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Interface Builder files" }))
        harness.render()
        XCTAssertNotNil(harness.element(label: "BarsScreen"), "the fixtures are listed, BarsScreen.xib first")
        XCTAssertNotNil(harness.element(label: "No messages"), "the view controller's screen is shown (its label)")
        XCTAssertNotNil(harness.element(label: "Inbox"), "and its navigation bar's title")
    }
}
