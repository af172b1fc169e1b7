import XCTest
import GalleryKit
import QuillTesting
@testable import Quill

/// The Gallery's picker view page, driven as a person would: the mouse wheel and the keys
/// turn the wheels and the order follows; a screen reader finds each wheel by name.
final class PickerViewDemoTests: XCTestCase {
    @MainActor func testTheOrderFollowsTheWheels() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Picker views" }))
        harness.settle()
        harness.render()
        let page = try XCTUnwrap(gallery.pageView)
        let picker = try XCTUnwrap(page.subviews.compactMap { $0 as? PickerView }.first)
        let summary = try XCTUnwrap(page.subviews.compactMap { $0 as? Label }.first)
        XCTAssertEqual(summary.text, "Medium espresso in a red cup: £2.90")
        let drinks = picker.convert(Point(x: 60, y: 108), to: nil)
        harness.scroll(at: drinks, deltaY: 40)
        harness.scroll(at: drinks, deltaY: 40)
        XCTAssertEqual(summary.text, "Medium cappuccino in a red cup: £2.90")
        harness.click(at: drinks)   // the middle row: focus, no change
        harness.settle()
        XCTAssertTrue(picker.isFirstResponder)
        harness.key(.right)
        harness.key(.right)
        harness.key(.down)
        XCTAssertEqual(summary.text, "Medium cappuccino in a blue cup: £2.90")
        let size = try XCTUnwrap(harness.element(label: "Size"))
        XCTAssertEqual(size.value, "Medium 2.90")
        harness.increment(size)
        XCTAssertEqual(summary.text, "Large cappuccino in a blue cup: £3.30")
        XCTAssertEqual(harness.element(label: "Cup")?.value, "Blue", "a row drawn as a view reads its label")
    }
}
