import XCTest
import QuillTesting
@testable import QuillViews
import QuillFoundation

/// Tooltips (issue 29): shown after the pointer rests over a view with a `toolTip`, kept inside
/// the window, hidden when the pointer leaves the view, on a press or a key; a subview shows its
/// ancestor's tip.
final class ToolTipTests: XCTestCase {
    @MainActor func testATipShowsAfterTheDelayAndHidesWhenThePointerLeaves() async throws {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        let button = View(frame: Rect(x: 10, y: 10, width: 80, height: 30))
        let icon = View(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        button.addSubview(icon)
        button.toolTip = "Saves the document"
        harness.window.addSubview(button)
        harness.move(to: Point(x: 20, y: 20))
        XCTAssertNil(harness.visibleToolTip, "not at once")
        harness.advance(by: 0.3)
        harness.move(to: Point(x: 22, y: 21))
        harness.advance(by: 0.3)
        XCTAssertEqual(harness.visibleToolTip, "Saves the document", "the icon inside shows its button's tip; moving within keeps the wait")
        let tip = try XCTUnwrap(harness.window.toolTips.shown)
        XCTAssertEqual(tip.frame.minY, 21 + 20, "below the pointer")
        harness.move(to: Point(x: 200, y: 150))
        XCTAssertNil(harness.visibleToolTip, "leaving the view hides it")
        XCTAssertNil(tip.superview)
    }

    @MainActor func testAPressOrAKeyHidesTheTipAndATipNearTheEdgeStaysInside() async throws {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        let corner = View(frame: Rect(x: 200, y: 150, width: 100, height: 50))
        corner.toolTip = "A rather long tip that needs room to show itself"
        harness.window.addSubview(corner)
        harness.move(to: Point(x: 295, y: 195))
        harness.advance(by: 0.6)
        let tip = try XCTUnwrap(harness.window.toolTips.shown)
        XCTAssertTrue(harness.window.bounds.insetBy(dx: 3, dy: 3).contains(tip.frame), "\(tip.frame) inside the window")
        harness.key(.character("x"))
        XCTAssertNil(harness.visibleToolTip, "a key hides it")
        harness.move(to: Point(x: 290, y: 190))
        harness.advance(by: 0.6)
        XCTAssertNotNil(harness.visibleToolTip)
        harness.click(at: Point(x: 290, y: 190))
        XCTAssertNil(harness.visibleToolTip, "a press hides it")
        harness.advance(by: 1)
        XCTAssertNil(harness.visibleToolTip, "and none comes back until the pointer moves")
    }

    @MainActor func testThePointerStyleComesFromTheViewUnderIt() async throws {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        let text = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        text.pointerStyle = .iBeam
        let inner = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        text.addSubview(inner)
        harness.window.addSubview(text)
        harness.move(to: Point(x: 15, y: 15))
        XCTAssertEqual(harness.window.currentPointerStyle, .iBeam, "a subview takes its superview's")
        harness.move(to: Point(x: 200, y: 150))
        XCTAssertEqual(harness.window.currentPointerStyle, .arrow)
    }
}
