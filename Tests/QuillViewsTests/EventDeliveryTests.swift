import XCTest
@testable import QuillViews
import QuillFoundation

final class EventDeliveryTests: XCTestCase {
    final class Recorder: View {
        var log: [String] = []
        var handlesKeys = false
        var focusable = false
        override var canBecomeFirstResponder: Bool { focusable }
        override func pointerBegan(_ event: PointerEvent) { log.append("began \(event.location(in: self))") }
        override func pointerMoved(_ event: PointerEvent) { log.append("moved \(event.location(in: self))") }
        override func pointerEnded(_ event: PointerEvent) { log.append("ended \(event.location(in: self))") }
        override func pointerCancelled() { log.append("cancelled") }
        override func scrollWheel(_ event: WheelEvent) { log.append("wheel \(event.deltaY)") }
        override func keyDown(_ event: KeyEvent) {
            if handlesKeys { log.append("key \(event.key)") } else { super.keyDown(event) }
        }
        override func insertText(_ text: String) { log.append("text \(text)") }
    }

    @MainActor func testPressDragReleaseGoToTheViewWhereThePressBegan() async {
        let window = Window(size: Size(width: 200, height: 200))
        let a = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = Recorder(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        window.send(.pointerDown(PointerEvent(locationInWindow: Point(x: 10, y: 20))))
        window.send(.pointerMoved(PointerEvent(locationInWindow: Point(x: 150, y: 20))))
        window.send(.pointerUp(PointerEvent(locationInWindow: Point(x: 160, y: 30))))
        XCTAssertEqual(a.log, ["began (10, 20)", "moved (150, 20)", "ended (160, 30)"])
        XCTAssertEqual(b.log, [])
    }

    @MainActor func testCancelGoesToTheTrackingView() async {
        let window = Window(size: Size(width: 100, height: 100))
        let a = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.send(.pointerDown(PointerEvent(locationInWindow: Point(x: 1, y: 1))))
        window.send(.pointerCancelled)
        window.send(.pointerUp(PointerEvent(locationInWindow: Point(x: 1, y: 1))))
        XCTAssertEqual(a.log, ["began (1, 1)", "cancelled"])
    }

    @MainActor func testUnhandledEventsTravelUpTheResponderChain() async {
        let window = Window(size: Size(width: 100, height: 100))
        let outer = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = Recorder(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        outer.addSubview(inner)
        window.addSubview(outer)
        outer.handlesKeys = true
        inner.focusable = true
        XCTAssertTrue(inner.becomeFirstResponder())
        XCTAssertTrue(inner.isFirstResponder)
        window.send(.keyDown(KeyEvent(key: .character("a"))))
        XCTAssertEqual(inner.log, [])
        XCTAssertEqual(outer.log, ["key character(\"a\")"])
        window.send(.textInput("é"))
        XCTAssertEqual(inner.log, ["text é"])
    }

    @MainActor func testFirstResponderRules() async {
        let window = Window(size: Size(width: 100, height: 100))
        let plain = Recorder()
        let focusable = Recorder()
        focusable.focusable = true
        XCTAssertFalse(focusable.becomeFirstResponder(), "not in a window")
        window.addSubview(plain)
        window.addSubview(focusable)
        XCTAssertFalse(plain.becomeFirstResponder())
        XCTAssertTrue(focusable.becomeFirstResponder())
        focusable.removeFromSuperview()
        XCTAssertNil(window.firstResponder, "leaving the window resigns focus")
    }

    @MainActor func testWheelGoesToTheViewUnderThePointer() async {
        let window = Window(size: Size(width: 100, height: 100))
        let a = Recorder(frame: Rect(x: 50, y: 50, width: 50, height: 50))
        window.addSubview(a)
        window.send(.wheel(WheelEvent(locationInWindow: Point(x: 60, y: 60), deltaY: 40)))
        window.send(.wheel(WheelEvent(locationInWindow: Point(x: 10, y: 10), deltaY: 40)))
        XCTAssertEqual(a.log, ["wheel 40.0"])
    }

    @MainActor func testResizeAutoresizesTheTree() async {
        let window = Window(size: Size(width: 100, height: 100))
        let bar = View(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        bar.autoresizingMask = [.flexibleWidth]
        window.addSubview(bar)
        window.send(.resized(Size(width: 300, height: 120)))
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 0, width: 300, height: 20))
        window.renderFrame()
        XCTAssertEqual(window.framebuffer.width, 300)
    }
}
