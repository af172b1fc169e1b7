import XCTest
@testable import QuillViews
import QuillGraphics
import QuillFoundation

final class ApplicationTests: XCTestCase {
    /// A backend that replays scripted events and records what the loop asked of it.
    final class ScriptedBackend: PlatformBackend {
        var script: [[(Window, WindowEvent)]] = []
        var deadlines: [Double?] = []
        var presented: [[PixelRect]] = []
        var attached = 0
        func attach(_ window: Window) throws { attached += 1 }
        func detach(_ window: Window) {}
        func waitForEvents(until deadline: Double?) -> [(Window, WindowEvent)] {
            deadlines.append(deadline)
            return script.isEmpty ? [] : script.removeFirst()
        }
        func present(_ window: Window, damage: [PixelRect]) { presented.append(damage) }
    }

    @MainActor func testTimersFireOnceOrRepeatedly() async {
        let clock = ManualTimeSource(now: 0)
        let scheduler = FrameScheduler(timeSource: clock)
        var once = 0, repeated = 0
        scheduler.schedule(after: 1) { _ in once += 1 }
        let timer = scheduler.schedule(after: 0.5, repeating: 0.5) { _ in repeated += 1 }
        clock.advance(by: 0.6)
        scheduler.update()
        XCTAssertEqual(once, 0)
        XCTAssertEqual(repeated, 1)
        clock.advance(by: 0.5)
        scheduler.update()
        XCTAssertEqual(once, 1)
        XCTAssertEqual(repeated, 2)
        clock.advance(by: 5)
        scheduler.update()
        XCTAssertEqual(once, 1)
        XCTAssertEqual(repeated, 3, "missed periods do not fire as a burst")
        timer.cancel()
        clock.advance(by: 5)
        scheduler.update()
        XCTAssertEqual(repeated, 3)
        XCTAssertNil(scheduler.nextTimerTime)
    }

    @MainActor func testFrameCallbacksRunUntilTheyReturnFalse() async {
        let scheduler = FrameScheduler(timeSource: ManualTimeSource(now: 0))
        var frames = 0
        scheduler.addFrameCallback { _ in
            frames += 1
            return frames < 3
        }
        XCTAssertTrue(scheduler.isAnimating)
        for _ in 0..<5 { scheduler.update() }
        XCTAssertEqual(frames, 3)
        XCTAssertFalse(scheduler.isAnimating)
    }

    @MainActor func testTheApplicationRunsItsWindowsSchedulers() async {
        // An application of the test's own: what other tests left on the shared one's clock
        // cannot make it look busy.
        let application = Application(context: ApplicationContext(timeSource: ManualTimeSource(now: 0)))
        let window = Window(size: Size(width: 10, height: 10), context: application.context)
        window.scheduler = FrameScheduler(timeSource: ManualTimeSource(now: 0))
        var ran = 0
        window.scheduler.addFrameCallback { _ in ran += 1; return false }
        XCTAssertFalse(application.isAnimating, "a window the application does not show is not its business")
        try? application.show(window)
        defer { application.close(window) }
        XCTAssertTrue(application.isAnimating)
        application.update()
        XCTAssertEqual(ran, 1, "the run loop's update phase runs the shown windows' schedulers too")
    }

    @MainActor func testRunLoopDeliversEventsRendersAndSleepsWhenIdle() async {
        // An application of its own, on a manual clock: nothing other tests left on the shared
        // application's clock reaches its loop.
        let application = Application(context: ApplicationContext(timeSource: ManualTimeSource(now: 0)))
        let window = Window(size: Size(width: 50, height: 50), context: application.context)
        let backend = ScriptedBackend()
        let bar = View(frame: Rect(x: 0, y: 0, width: 50, height: 10))
        bar.autoresizingMask = .flexibleWidth
        window.addSubview(bar)
        backend.script = [
            [],  // first frame
            [(window, .resized(Size(width: 80, height: 50)))],
            [],  // idle: the loop should wait with no deadline
            [(window, .closeRequested)],
        ]
        XCTAssertNoThrow(try application.show(window))
        XCTAssertNoThrow(try application.run(with: backend))
        XCTAssertEqual(bar.frame.width, 80)
        XCTAssertEqual(backend.attached, 1, "a window shown before the loop starts is attached when it starts")
        XCTAssertEqual(backend.presented.count, 2, "one frame at start, one after the resize")
        XCTAssertNil(backend.deadlines[2], "nothing to do: wait for events without a timeout")
        XCTAssertTrue(application.windows.isEmpty)
    }
}
