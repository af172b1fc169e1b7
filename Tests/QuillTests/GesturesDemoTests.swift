import XCTest
import GalleryKit
import QuillTesting
@testable import Quill

/// The Gallery's gesture page, driven as a person would: the card follows a drag, zooms with
/// Ctrl and the wheel, changes colour when held, goes back on a double-click, and its button
/// keeps its own click.
final class GesturesDemoTests: XCTestCase {
    @MainActor func testTheCardAnswersEachGestureAndItsButtonKeepsItsClick() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Gesture recognizers" }))
        harness.settle()
        let page = try XCTUnwrap(gallery.pageView)
        let card = try XCTUnwrap(page.subviews.first { $0.accessibilityLabel == "Card" })
        let status = try XCTUnwrap(page.subviews.first as? Label)
        func middle() -> Point { card.convert(Point(x: card.bounds.midX, y: 40), to: nil) }

        let start = card.center
        let from = middle()
        harness.drag(from: from, to: Point(x: from.x + 60, y: from.y + 30), steps: 6)
        XCTAssertEqual(card.center.x, start.x + 60, accuracy: 0.001)
        XCTAssertEqual(card.center.y, start.y + 30, accuracy: 0.001)
        XCTAssertEqual(status.text, "Pan ended")

        harness.scroll(at: middle(), deltaY: -40, modifiers: .control)
        XCTAssertEqual(card.transform.a, 1.1, accuracy: 1e-9)
        harness.advance(by: 0.3)
        XCTAssertEqual(status.text, "Pinch ended: ×1.1")

        let button = try XCTUnwrap(card.subviews.compactMap { $0 as? Button }.first)
        harness.click(button)
        harness.advance(by: 0.5)
        XCTAssertEqual(status.text, "The button keeps its click: 1")

        let color = card.backgroundColor
        harness.press(at: middle())
        harness.advance(by: 0.6)
        harness.release()
        XCTAssertNotEqual(card.backgroundColor, color)

        harness.click(at: middle())
        harness.advance(by: 0.1)
        harness.click(at: middle(), clickCount: 2)
        harness.settle()
        XCTAssertEqual(status.text, "Double-clicked: back to the start")
        XCTAssertEqual(card.transform, .identity)
    }
}
