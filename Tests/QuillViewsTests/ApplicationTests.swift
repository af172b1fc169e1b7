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

    @MainActor private func prepare() {
        do { Application.shared.timeSource = ManualTimeSource(now: 0) }
    }

    @MainActor func testTimersFireOnceOrRepeatedly() async {
        prepare()
        let clock = ManualTimeSource(now: 0)
        Application.shared.timeSource = clock
        var once = 0, repeated = 0
        Application.shared.schedule(after: 1) { _ in once += 1 }
        let timer = Application.shared.schedule(after: 0.5, repeating: 0.5) { _ in repeated += 1 }
        clock.advance(by: 0.6)
        Application.shared.update()
        XCTAssertEqual(once, 0)
        XCTAssertEqual(repeated, 1)
        clock.advance(by: 0.5)
        Application.shared.update()
        XCTAssertEqual(once, 1)
        XCTAssertEqual(repeated, 2)
        clock.advance(by: 5)
        Application.shared.update()
        XCTAssertEqual(once, 1)
        XCTAssertEqual(repeated, 3, "missed periods do not fire as a burst")
        timer.cancel()
        clock.advance(by: 5)
        Application.shared.update()
        XCTAssertEqual(repeated, 3)
        XCTAssertNil(Application.shared.nextTimerTime)
    }

    @MainActor func testFrameCallbacksRunUntilTheyReturnFalse() async {
        Application.shared.cancelAllTimersAndFrameCallbacks()
        prepare()
        var frames = 0
        Application.shared.addFrameCallback { _ in
            frames += 1
            return frames < 3
        }
        XCTAssertTrue(Application.shared.isAnimating)
        for _ in 0..<5 { Application.shared.update() }
        XCTAssertEqual(frames, 3)
        XCTAssertFalse(Application.shared.isAnimating)
    }

    @MainActor func testRunLoopDeliversEventsRendersAndSleepsWhenIdle() async {
        Application.shared.cancelAllTimersAndFrameCallbacks()
        prepare()
        let window = Window(size: Size(width: 50, height: 50))
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
        XCTAssertNoThrow(try Application.shared.show(window))
        XCTAssertNoThrow(try Application.shared.run(with: backend))
        XCTAssertEqual(bar.frame.width, 80)
        XCTAssertEqual(backend.attached, 1, "a window shown before the loop starts is attached when it starts")
        XCTAssertEqual(backend.presented.count, 2, "one frame at start, one after the resize")
        XCTAssertNil(backend.deadlines[2], "nothing to do: wait for events without a timeout")
        XCTAssertTrue(Application.shared.windows.isEmpty)
    }
}
