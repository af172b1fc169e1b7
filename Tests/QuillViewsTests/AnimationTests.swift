import XCTest
import QuillTesting
@testable import QuillViews
import QuillFoundation

final class AnimationTests: XCTestCase {
    @MainActor func testFrameAlphaColourAndTransformAnimateAndComplete() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 200))
        let view = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .black
        harness.window.addSubview(view)
        var completed: Bool?
        View.animate(withDuration: 1, curve: .linear, animations: {
            view.frame = Rect(x: 100, y: 0, width: 100, height: 50)
            view.alpha = 0.5
            view.backgroundColor = .white
            view.transform = Transform(rotationAngle: 1)
        }, completion: { completed = $0 })
        XCTAssertEqual(view.frame.minX, 0, "nothing moved yet")
        harness.advance(by: 0.5)
        XCTAssertEqual(view.center.x, 25 + (150 - 25) * 0.5, accuracy: 2)
        XCTAssertEqual(view.alpha, 0.75, accuracy: 0.02)
        XCTAssertNil(completed)
        harness.advance(by: 0.6)
        XCTAssertEqual(view.center, Point(x: 150, y: 25))
        XCTAssertEqual(view.bounds.size, Size(width: 100, height: 50))
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertEqual(view.backgroundColor, .white)
        XCTAssertEqual(view.transform, Transform(rotationAngle: 1))
        XCTAssertEqual(completed, true)
    }

    @MainActor func testANewAnimationReplacesTheRunningOne() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 200))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var first: Bool?, second: Bool?
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { first = $0 })
        harness.advance(by: 0.3)
        View.animate(withDuration: 0.2, animations: { view.alpha = 1 }, completion: { second = $0 })
        XCTAssertEqual(first, false, "the first ends unfinished")
        harness.advance(by: 0.3)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertEqual(second, true)
    }

    @MainActor func testRemovingAnimationsLeavesThePropertyWhereItIs() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 200))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        var completed: Bool?
        XCTAssertFalse(view.hasRunningAnimations)
        View.animate(withDuration: 1, curve: .linear, animations: { view.center.x = 105 }, completion: { completed = $0 })
        XCTAssertTrue(view.hasRunningAnimations)
        harness.advance(by: 0.5)
        view.removeAllAnimations()
        XCTAssertFalse(view.hasRunningAnimations)
        XCTAssertEqual(completed, false)
        let stopped = view.center.x
        XCTAssertEqual(stopped, 55, accuracy: 2)
        view.center.x = 20
        harness.advance(by: 1)
        XCTAssertEqual(view.center.x, 20, "a direct set is not overwritten by the removed animation")
    }

    @MainActor func testNothingAnimatableCompletesAtOnce() async {
        var completed = false
        View.animate(withDuration: 1, animations: {}, completion: { completed = $0 })
        XCTAssertTrue(completed)
    }

    func testCurves() {
        XCTAssertEqual(AnimationCurve.linear.value(at: 0.25), 0.25)
        XCTAssertGreaterThan(AnimationCurve.easeOut.value(at: 0.25), 0.25)
        XCTAssertLessThan(AnimationCurve.easeIn.value(at: 0.25), 0.25)
        XCTAssertEqual(AnimationCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(AnimationCurve.easeInOut.value(at: 1), 1)
    }
}
