import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation

final class SwitchTests: XCTestCase {
    @MainActor func testClickTogglesWithAnimationAndSendsValueChanged() async {
        let harness = HeadlessHarness(size: Size(width: 100, height: 60))
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        harness.window.addSubview(toggle)
        XCTAssertEqual(toggle.frame.size, Switch.defaultSize)
        var changes: [Bool] = []
        toggle.addAction(for: .valueChanged) { control in changes.append((control as! Switch).isOn) }
        harness.click(toggle)
        XCTAssertTrue(toggle.isOn)
        XCTAssertTrue(toggle.isAnimating)
        XCTAssertLessThan(toggle.knobPosition, 0.01)
        harness.advance(by: 0.1)
        XCTAssertGreaterThan(toggle.knobPosition, 0.3)
        XCTAssertLessThan(toggle.knobPosition, 1)
        harness.settle()
        XCTAssertEqual(toggle.knobPosition, 1)
        XCTAssertFalse(toggle.isAnimating)
        harness.click(toggle)
        harness.settle()
        XCTAssertEqual(changes, [true, false])
        XCTAssertEqual(toggle.knobPosition, 0)
    }

    @MainActor func testTheSlideIsAViewAnimationThatAPressStops() async {
        let harness = HeadlessHarness(size: Size(width: 100, height: 60))
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        harness.window.addSubview(toggle)
        toggle.setOn(true, animated: true)
        let knob = try! XCTUnwrap(toggle.subviews.first?.subviews.last)
        XCTAssertTrue(knob.hasRunningAnimations, "the knob's frame moves under View.animate")
        harness.advance(by: 0.08)
        let midway = toggle.knobPosition
        XCTAssertGreaterThan(midway, 0.1)
        XCTAssertLessThan(midway, 0.95)
        harness.press(at: Point(x: 35, y: 25))
        XCTAssertFalse(toggle.isAnimating, "pressing grabs the knob")
        XCTAssertEqual(toggle.knobPosition, midway, accuracy: 0.01)
        harness.release()
        harness.settle()
        XCTAssertFalse(toggle.isOn, "the click toggles from the new value")
        XCTAssertEqual(toggle.knobPosition, 0)
    }

    @MainActor func testDraggingTheKnobDecidesByPosition() async {
        let harness = HeadlessHarness(size: Size(width: 100, height: 60))
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        harness.window.addSubview(toggle)
        var changes = 0
        toggle.addAction(for: .valueChanged) { _ in changes += 1 }
        harness.press(at: Point(x: 25, y: 25))
        harness.move(to: Point(x: 45, y: 25), steps: 4)
        XCTAssertGreaterThan(toggle.knobPosition, 0.5, "the knob follows the pointer")
        harness.release()
        harness.settle()
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(changes, 1)
        // Drag a little back: not past half way, so it stays on.
        harness.drag(from: Point(x: 45, y: 25), to: Point(x: 40, y: 25), steps: 3)
        harness.settle()
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(changes, 1)
    }

    @MainActor func testSettingIsOnSendsNoAction() async {
        let toggle = Switch()
        var changes = 0
        toggle.addAction(for: .valueChanged) { _ in changes += 1 }
        toggle.isOn = true
        XCTAssertEqual(toggle.knobPosition, 1)
        XCTAssertEqual(changes, 0)
    }

    @MainActor func testRenderedKnobMovesAcrossThePixels() async {
        let harness = HeadlessHarness(size: Size(width: 71, height: 51))
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        harness.window.addSubview(toggle)
        let off = harness.render(toggle)
        harness.click(toggle)
        harness.settle()
        let on = harness.render(toggle)
        // Off: white knob on the left, grey track on the right; on: green on the left.
        XCTAssertEqual(off[15, 15].color, .white)
        XCTAssertEqual(on[45, 15].color, .white)
        XCTAssertGreaterThan(on[8, 15].green, on[8, 15].red + 60, "the track turned green")
    }

    @MainActor func testSnapshots() async {
        let off = Switch()
        assertImageSnapshot(of: off, named: "off")
        let on = Switch()
        on.isOn = true
        assertImageSnapshot(of: on, named: "on")
        let pressed = Switch()
        pressed.isHighlighted = true
        assertImageSnapshot(of: pressed, named: "off-highlighted")
        let disabled = Switch()
        disabled.isOn = true
        disabled.isEnabled = false
        assertImageSnapshot(of: disabled, named: "on-disabled")
        let custom = Switch()
        custom.isOn = true
        custom.onTintColor = .systemBlue
        assertImageSnapshot(of: custom, scale: 2, named: "on-blue-2x")
    }
}
