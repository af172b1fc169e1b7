import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillViews

final class ScrollViewTests: XCTestCase {
    @MainActor final class Recorder: ScrollViewDelegate {
        var log: [String] = []
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.append("willBeginDragging") }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { log.append("didEndDragging(\(decelerate))") }
        func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { log.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { log.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { log.append("didEndScrollingAnimation") }
    }

    @MainActor private func make() -> (HeadlessHarness, ScrollView, Recorder) {
        let harness = HeadlessHarness(size: Size(width: 200, height: 200))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = Size(width: 200, height: 1000)
        for i in 0..<10 {
            let stripe = View(frame: Rect(x: 0, y: Double(i) * 100, width: 200, height: 100))
            stripe.backgroundColor = i % 2 == 0 ? .white : Color(white: 0.8)
            scroll.addSubview(stripe)
        }
        let recorder = Recorder()
        scroll.delegate = recorder
        harness.window.addSubview(scroll)
        harness.render()
        return (harness, scroll, recorder)
    }

    func testRubberBandResistanceGrowsAndIsBounded() {
        XCTAssertEqual(ScrollPhysics.rubberBand(0, dimension: 200), 0)
        let small = ScrollPhysics.rubberBand(20, dimension: 200), large = ScrollPhysics.rubberBand(400, dimension: 200)
        XCTAssertLessThan(small, 20)
        XCTAssertLessThan(large, 200)
        XCTAssertGreaterThan(large, small)
        XCTAssertEqual(ScrollPhysics.rubberBand(-20, dimension: 200), -small, accuracy: 1e-12)
        XCTAssertEqual(ScrollPhysics.momentumDistance(1000, rate: 0.998), 1000 / (-1000 * log(0.998)), accuracy: 1e-9)
    }

    @MainActor func testWheelScrollsAndClampsAtTheEdges() async {
        let (harness, scroll, recorder) = make()
        harness.scroll(at: Point(x: 100, y: 100), deltaY: 120)
        XCTAssertEqual(scroll.contentOffset.y, 120)
        harness.scroll(at: Point(x: 100, y: 100), deltaY: 5000)
        XCTAssertEqual(scroll.contentOffset.y, 800, "clamped to content height - view height")
        harness.scroll(at: Point(x: 100, y: 100), deltaY: -9000)
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertGreaterThanOrEqual(recorder.scrolls, 3)
        XCTAssertTrue(scroll.indicatorsVisible)
        harness.advance(by: 1.0)
        XCTAssertFalse(scroll.indicatorsVisible, "indicators fade after scrolling stops")
    }

    @MainActor func testRenderedContentMovesWithTheOffset() async {
        let (harness, scroll, _) = make()
        XCTAssertEqual(harness.render()[10, 150].color, Color(white: 0.8), "stripe 1 at y 100...200")
        scroll.contentOffset = Point(x: 0, y: 100)
        XCTAssertEqual(harness.render()[10, 50].color, Color(white: 0.8), "stripe 1 now at the top")
        XCTAssertEqual(harness.render()[10, 150].color, .white)
    }

    @MainActor func testFlickCarriesOnWithMomentumAndStops() async {
        let (harness, scroll, recorder) = make()
        harness.press(at: Point(x: 100, y: 180))
        harness.move(to: Point(x: 100, y: 40), steps: 6)   // 140 points in 0.05 s
        harness.release()
        let released = scroll.contentOffset.y
        XCTAssertEqual(released, 140, accuracy: 1)
        XCTAssertTrue(scroll.isDecelerating)
        harness.advance(by: 0.2)
        XCTAssertGreaterThan(scroll.contentOffset.y, released + 50, "momentum keeps it going")
        harness.settle()
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertLessThanOrEqual(scroll.contentOffset.y, 800)
        XCTAssertEqual(recorder.log, ["willBeginDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    }

    @MainActor func testDraggingPastTheTopRubberBandsAndSpringsBack() async {
        let (harness, scroll, _) = make()
        harness.press(at: Point(x: 100, y: 20))
        harness.move(to: Point(x: 100, y: 180), steps: 40)  // slow drag down: past the top edge
        XCTAssertLessThan(scroll.contentOffset.y, 0, "content follows past the edge")
        XCTAssertGreaterThan(scroll.contentOffset.y, -160, "with resistance")
        harness.release()
        harness.settle()
        XCTAssertEqual(scroll.contentOffset.y, 0, "springs back")
    }

    @MainActor func testKeyboardScrollingWhenFocused() async {
        let (harness, scroll, _) = make()
        XCTAssertTrue(scroll.becomeFirstResponder())
        harness.key(.down)
        XCTAssertEqual(scroll.contentOffset.y, 40)
        harness.key(.pageDown)
        XCTAssertEqual(scroll.contentOffset.y, 200)
        harness.key(.end)
        XCTAssertEqual(scroll.contentOffset.y, 800)
        harness.key(.home)
        XCTAssertEqual(scroll.contentOffset.y, 0)
    }

    @MainActor func testScrollRectToVisibleAndAnimatedOffset() async {
        let (harness, scroll, recorder) = make()
        scroll.scrollRectToVisible(Rect(x: 0, y: 500, width: 10, height: 50), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 350)
        scroll.setContentOffset(Point(x: 0, y: 100), animated: true)
        harness.advance(by: 0.1)
        XCTAssertTrue(scroll.contentOffset.y > 100 && scroll.contentOffset.y < 350)
        harness.settle()
        XCTAssertEqual(scroll.contentOffset.y, 100)
        XCTAssertEqual(recorder.log.last, "didEndScrollingAnimation")
    }
}
