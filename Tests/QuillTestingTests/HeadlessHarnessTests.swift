import XCTest
import QuillTesting
import QuillFoundation
import QuillViews
import QuillWidgets

/// `HeadlessHarness` as users write tests with it: it owns its clock, leaves the application
/// alone, and lays the window out before the first event.
final class HeadlessHarnessTests: XCTestCase {
    @MainActor func testTwoHarnessesLiveSideBySideEachOnItsOwnClock() async {
        let appNow = Application.shared.now
        let first = HeadlessHarness(size: Size(width: 120, height: 60))
        let second = HeadlessHarness(size: Size(width: 120, height: 60))
        XCTAssertFalse(first.scheduler === second.scheduler)
        XCTAssertTrue(first.window.scheduler === first.scheduler, "the window runs on the harness's scheduler")
        XCTAssertTrue(Application.shared.scheduler.timeSource is MonotonicTimeSource, "the application's clock is untouched")

        let a = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let b = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        first.window.addSubview(a)
        second.window.addSubview(b)
        View.animate(withDuration: 1) { a.frame.origin.x = 100 }
        View.animate(withDuration: 1) { b.frame.origin.x = 100 }
        var firstTimer = 0, secondTimer = 0
        a.scheduler.schedule(after: 0.25, repeating: 0.25) { _ in firstTimer += 1 }
        b.scheduler.schedule(after: 0.25, repeating: 0.25) { _ in secondTimer += 1 }

        first.advance(by: 0.55)
        let halfway = a.frame.origin.x
        XCTAssertTrue(halfway > 40 && halfway < 80, "the first view is on its way (ease in-out): \(halfway)")
        XCTAssertEqual(b.frame.origin.x, 0, "the second harness's clock did not move")
        XCTAssertEqual(firstTimer, 2)
        XCTAssertEqual(secondTimer, 0)
        second.settle()
        XCTAssertEqual(b.frame.origin.x, 100)
        XCTAssertEqual(a.frame.origin.x, halfway, "settling one harness leaves the other alone")
        XCTAssertEqual(Application.shared.now - appNow, 0, accuracy: 1, "the application's clock still reads real time")
    }

    @MainActor func testAHarnessThatGoesAwayLeavesNothingRunning() async {
        var harness: HeadlessHarness? = HeadlessHarness(size: Size(width: 60, height: 60))
        weak var context = harness?.context
        weak var scheduler = harness?.scheduler
        XCTAssertFalse(harness?.scheduler === Application.shared.scheduler)
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        harness?.window.addSubview(view)
        View.animate(withDuration: 10) { view.alpha = 0 }
        XCTAssertTrue(harness?.scheduler.isAnimating ?? false)
        view.removeFromSuperview()
        harness = nil
        XCTAssertNil(context, "the harness's context went away with it")
        XCTAssertNil(scheduler, "and so did its scheduler, with the animation it ran: nothing reached the application")
    }

    /// A container that sizes its scroll view in `layoutSubviews`, as most screens do.
    @MainActor final class Screen: View {
        let scroll = ScrollView(frame: .zero)
        override init(frame: Rect) {
            super.init(frame: frame)
            scroll.contentSize = Size(width: 200, height: 1000)
            addSubview(scroll)
        }

        required init?(coder: TemplateCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            scroll.frame = bounds
        }
    }

    @MainActor func testAScrollSentBeforeTheFirstFrameScrolls() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 100))
        let screen = Screen(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        harness.window.addSubview(screen)
        XCTAssertEqual(screen.scroll.frame.size, .zero, "not laid out yet")
        harness.scroll(at: Point(x: 100, y: 50), deltaY: 40)
        XCTAssertEqual(screen.scroll.frame.size, Size(width: 200, height: 100), "the window laid out before the event")
        XCTAssertGreaterThan(screen.scroll.contentOffset.y, 0, "the scroll reached the scroll view")
    }
}
