import XCTest
@testable import QuillViews
import QuillFoundation

final class ControlTests: XCTestCase {
    final class Receiver {
        var log: [String] = []
        func tapped(_ sender: Control) { log.append("tapped") }
        func typedSender(_ sender: Special) { log.append("special") }
    }
    final class Special: Control {}

    @MainActor private var window: Window!
    @MainActor private var control: Control!

    @MainActor private func prepare() {
        do {
            window = Window(size: Size(width: 200, height: 200))
            control = Control(frame: Rect(x: 50, y: 50, width: 100, height: 40))
            window.addSubview(control)
        }
    }

    @MainActor private func down(_ x: Double, _ y: Double) { window.send(.pointerDown(PointerEvent(locationInWindow: Point(x: x, y: y)))) }
    @MainActor private func move(_ x: Double, _ y: Double) { window.send(.pointerMoved(PointerEvent(locationInWindow: Point(x: x, y: y)))) }
    @MainActor private func up(_ x: Double, _ y: Double) { window.send(.pointerUp(PointerEvent(locationInWindow: Point(x: x, y: y)))) }

    @MainActor func testClickSendsTouchDownAndTouchUpInside() async {
        prepare()
        var events: [String] = []
        control.addAction(for: .touchDown) { _ in events.append("down") }
        control.addAction(for: .touchUpInside) { _ in events.append("upInside") }
        control.addAction(for: .touchUpOutside) { _ in events.append("upOutside") }
        down(60, 60)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTracking)
        up(60, 60)
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(events, ["down", "upInside"])
    }

    @MainActor func testDraggingOutAndBackSendsExitAndEnterAndReleasingOutsideSendsUpOutside() async {
        prepare()
        var events: [String] = []
        control.addAction(for: [.touchDragExit, .touchDragEnter, .touchUpOutside, .touchUpInside]) { _ in events.append("x") }
        control.addAction(for: .touchDragExit) { _ in events.append("exit") }
        control.addAction(for: .touchDragEnter) { _ in events.append("enter") }
        control.addAction(for: .touchUpOutside) { _ in events.append("upOutside") }
        down(60, 60)
        move(10, 10)
        XCTAssertFalse(control.isHighlighted, "highlight follows the pointer")
        move(60, 60)
        XCTAssertTrue(control.isHighlighted)
        move(10, 10)
        up(10, 10)
        XCTAssertEqual(events.filter { $0 != "x" }, ["exit", "enter", "exit", "upOutside"])
    }

    @MainActor func testDisabledControlSendsNothing() async {
        prepare()
        var count = 0
        control.addAction(for: .allEvents) { _ in count += 1 }
        control.isEnabled = false
        down(60, 60)
        up(60, 60)
        XCTAssertEqual(count, 0)
        XCTAssertTrue(control.state.contains(.disabled))
    }

    @MainActor func testTargetActionWithMethodReferenceHoldsTargetWeakly() async {
        prepare()
        var receiver: Receiver? = Receiver()
        control.addTarget(receiver!, action: Receiver.tapped, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(receiver?.log, ["tapped"])
        weak let weakReceiver = receiver
        receiver = nil
        XCTAssertNil(weakReceiver, "the control does not keep its target alive")
        control.sendActions(for: .touchUpInside)  // must not crash
        XCTAssertTrue(control.allTargets.isEmpty)
    }

    @MainActor func testSenderTypeMustMatch() async {
        prepare()
        let receiver = Receiver()
        let special = Special()
        special.addTarget(receiver, action: Receiver.typedSender, for: .valueChanged)
        control.addTarget(receiver, action: Receiver.typedSender, for: .valueChanged)
        special.sendActions(for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(receiver.log, ["special"])
    }

    @MainActor func testRemoveTarget() async {
        prepare()
        let receiver = Receiver()
        control.addTarget(receiver, action: Receiver.tapped, for: [.touchUpInside, .valueChanged])
        control.removeTarget(receiver, for: .touchUpInside)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(receiver.log, [])
        let id = control.addAction(for: .valueChanged) { _ in receiver.log.append("closure") }
        control.removeAction(identifiedBy: id)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(receiver.log, [])
    }

    @MainActor func testNamedActionTravelsTheResponderChain() async {
        prepare()
        final class Handler: View, ActionPerforming {
            var performed: [String] = []
            func perform(action name: String, sender: Control) -> Bool {
                guard name == "save:" else { return false }
                performed.append(name)
                return true
            }
        }
        let handler = Handler(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(handler)
        control.removeFromSuperview()
        handler.addSubview(control)
        control.addAction(named: "save:", for: .touchUpInside)
        control.addAction(named: "unknown:", for: .touchUpInside)
        down(60, 60)
        up(60, 60)
        XCTAssertEqual(handler.performed, ["save:"])
    }

    @MainActor func testDoubleClickSendsTouchDownRepeat() async {
        prepare()
        var repeats = 0
        control.addAction(for: .touchDownRepeat) { _ in repeats += 1 }
        window.send(.pointerDown(PointerEvent(locationInWindow: Point(x: 60, y: 60), clickCount: 1)))
        up(60, 60)
        window.send(.pointerDown(PointerEvent(locationInWindow: Point(x: 60, y: 60), clickCount: 2)))
        up(60, 60)
        XCTAssertEqual(repeats, 1)
    }
}
