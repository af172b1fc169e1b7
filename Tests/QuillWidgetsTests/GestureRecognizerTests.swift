import XCTest
import QuillTesting
import QuillViews
@testable import QuillWidgets
import QuillFoundation

/// A view that records the press events it receives.
@MainActor
private final class PressRecorder: View {
    var events: [String] = []
    override func pointerBegan(_ event: PointerEvent) { events.append("began") }
    override func pointerMoved(_ event: PointerEvent) { if events.last != "moved" { events.append("moved") } }
    override func pointerEnded(_ event: PointerEvent) { events.append("ended") }
    override func pointerCancelled() { events.append("cancelled") }
}

/// A delegate whose answers the test sets.
@MainActor
private final class Arbiter: GestureRecognizerDelegate {
    var allowsBegin = true
    var together = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { allowsBegin }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { together }
}

final class GestureRecognizerTests: XCTestCase {
    @MainActor private func makeHarness() -> (HeadlessHarness, PressRecorder) {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let view = PressRecorder(frame: Rect(x: 50, y: 50, width: 200, height: 150))
        harness.window.addSubview(view)
        return (harness, view)
    }

    @MainActor private func record(_ recognizer: GestureRecognizer) -> () -> [GestureRecognizerState] {
        var states: [GestureRecognizerState] = []
        recognizer.addAction { states.append($0.state) }
        return { states }
    }

    @MainActor func testTapRecognizesOnReleaseAtThePressAndCancelsThePressInTheView() async {
        let (harness, view) = makeHarness()
        let tap = TapGestureRecognizer()
        var location = Point.zero
        tap.addAction { location = $0.location(in: view) }
        view.addGestureRecognizer(tap)
        XCTAssertTrue(tap.view === view)
        XCTAssertEqual(view.gestureRecognizers?.count, 1)
        harness.click(at: Point(x: 70, y: 80))
        XCTAssertEqual(location, Point(x: 20, y: 30))
        XCTAssertEqual(view.events, ["began", "cancelled"], "recognizing cancels the view's press (cancelsTouchesInView)")
        XCTAssertEqual(tap.state, .possible, "reset after the gesture")

        view.events = []
        tap.cancelsTouchesInView = false
        harness.click(at: Point(x: 70, y: 80))
        XCTAssertEqual(view.events, ["began", "ended"])
    }

    @MainActor func testATapFailsWhenThePointerMovesAway() async {
        let (harness, view) = makeHarness()
        let tap = TapGestureRecognizer()
        let states = record(tap)
        view.addGestureRecognizer(tap)
        harness.drag(from: Point(x: 70, y: 80), to: Point(x: 100, y: 80), steps: 3)
        XCTAssertEqual(states(), [])
        XCTAssertEqual(view.events, ["began", "moved", "ended"])
    }

    @MainActor func testASingleTapWaitsForADoubleTapToFail() async {
        let (harness, view) = makeHarness()
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singles = record(single), doubles = record(double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        harness.click(at: Point(x: 100, y: 100))
        XCTAssertEqual(singles(), [], "the single tap waits while a second click may come")
        XCTAssertEqual(view.events, ["began"], "the end of the press is held back (delaysTouchesEnded)")
        harness.advance(by: 0.4)
        XCTAssertEqual(singles(), [.ended])
        XCTAssertEqual(doubles(), [])
        XCTAssertEqual(view.events, ["began", "cancelled"])

        view.events = []
        harness.click(at: Point(x: 100, y: 100))
        harness.advance(by: 0.1)
        harness.click(at: Point(x: 102, y: 101), clickCount: 2)
        XCTAssertEqual(doubles(), [.ended])
        XCTAssertEqual(singles(), [.ended], "no second single tap")
        harness.advance(by: 0.5)
        XCTAssertEqual(singles(), [.ended])
        XCTAssertEqual(double.state, .possible)
        XCTAssertEqual(single.state, .possible)
    }

    @MainActor func testAButtonKeepsItsClickFromATapOnItsSuperview() async {
        let (harness, view) = makeHarness()
        let button = Button(title: "OK")
        button.frame = Rect(x: 10, y: 10, width: 80, height: 30)
        view.addSubview(button)
        var clicks = 0
        button.addAction(for: .touchUpInside) { _ in clicks += 1 }
        let tap = TapGestureRecognizer()
        let taps = record(tap)
        view.addGestureRecognizer(tap)
        harness.click(button)
        XCTAssertEqual(clicks, 1)
        XCTAssertEqual(taps(), [])
        harness.click(at: Point(x: 200, y: 150))
        XCTAssertEqual(taps(), [.ended], "outside the button the tap recognizes")
        XCTAssertEqual(clicks, 1)

        // A double tap on the superview is not the button's own gesture: it takes the press.
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let doubles = record(double)
        view.addGestureRecognizer(double)
        harness.click(button)
        harness.click(button)
        XCTAssertEqual(doubles(), [.ended])
        XCTAssertEqual(clicks, 1, "the button's first click was held and then cancelled")
    }

    @MainActor func testLongPressBeginsAfterTheDurationAndFollowsThePointer() async {
        let (harness, view) = makeHarness()
        let press = LongPressGestureRecognizer()
        let states = record(press)
        view.addGestureRecognizer(press)

        harness.press(at: Point(x: 100, y: 100))
        harness.advance(by: 0.3)
        XCTAssertEqual(states(), [])
        harness.advance(by: 0.3)
        XCTAssertEqual(states(), [.began])
        XCTAssertEqual(view.events, ["began", "cancelled"])
        harness.move(to: Point(x: 140, y: 120), steps: 2)
        XCTAssertEqual(press.location(in: view), Point(x: 90, y: 70))
        harness.release()
        XCTAssertEqual(states(), [.began, .changed, .changed, .ended])

        // Released early, or moved too far first: no gesture.
        harness.press(at: Point(x: 100, y: 100))
        harness.advance(by: 0.2)
        harness.release()
        harness.press(at: Point(x: 100, y: 100))
        harness.move(to: Point(x: 130, y: 100))
        harness.advance(by: 0.7)
        harness.release()
        XCTAssertEqual(states().count, 4)
    }

    @MainActor func testPanTranslationVelocityAndReset() async {
        let (harness, view) = makeHarness()
        let pan = PanGestureRecognizer()
        var translations: [Point] = []
        pan.addAction { translations.append(($0 as! PanGestureRecognizer).translation(in: view)) }
        let states = record(pan)
        view.addGestureRecognizer(pan)
        harness.press(at: Point(x: 100, y: 100))
        harness.move(to: Point(x: 105, y: 100))
        XCTAssertEqual(states(), [], "under the 10-point hysteresis")
        harness.move(to: Point(x: 160, y: 100), steps: 4)
        XCTAssertEqual(states().first, .began)
        XCTAssertEqual(translations.last, Point(x: 60, y: 0))
        XCTAssertEqual(pan.velocity(in: view).x, 1440, accuracy: 1, "60 points in 5/120 s, over the last tenth of a second")
        pan.setTranslation(.zero, in: view)
        harness.move(to: Point(x: 160, y: 130))
        XCTAssertEqual(translations.last, Point(x: 0, y: 30))
        harness.release()
        XCTAssertEqual(states().last, .ended)
        XCTAssertEqual(view.events, ["began", "moved", "cancelled"])
        XCTAssertEqual(pan.translation(in: nil), .zero, "reset")
    }

    @MainActor func testSwipeDirectionsAndSpeed() async {
        let (harness, view) = makeHarness()
        let left = SwipeGestureRecognizer()
        left.direction = .left
        let right = SwipeGestureRecognizer()
        right.direction = [.right, .down]
        let lefts = record(left), rights = record(right)
        view.addGestureRecognizer(left)
        view.addGestureRecognizer(right)
        harness.drag(from: Point(x: 200, y: 100), to: Point(x: 120, y: 110), steps: 8)
        XCTAssertEqual(lefts(), [.ended])
        XCTAssertEqual(rights(), [])
        harness.drag(from: Point(x: 100, y: 60), to: Point(x: 110, y: 160), steps: 8)
        XCTAssertEqual(rights(), [.ended])
        // Too slow: the first 50 points take 125 steps of 1/120 s, over a second.
        harness.drag(from: Point(x: 200, y: 100), to: Point(x: 120, y: 100), steps: 200)
        XCTAssertEqual(lefts(), [.ended])
    }

    @MainActor func testPinchFromCtrlWheelAndTouchpadEndsAfterTheLastStep() async {
        let (harness, view) = makeHarness()
        let pinch = PinchGestureRecognizer()
        var scales: [Double] = []
        pinch.addAction { scales.append(($0 as! PinchGestureRecognizer).scale) }
        let states = record(pinch)
        view.addGestureRecognizer(pinch)
        harness.scroll(at: Point(x: 100, y: 100), deltaY: -40, modifiers: .control)
        harness.scroll(at: Point(x: 100, y: 100), deltaY: -40, modifiers: .control)
        XCTAssertEqual(states(), [.began, .changed])
        XCTAssertEqual(scales.last!, 1.21, accuracy: 1e-9)
        harness.advance(by: 0.3)
        XCTAssertEqual(states(), [.began, .changed, .ended])
        XCTAssertEqual(pinch.scale, 1, "reset")

        harness.pinch(at: Point(x: 100, y: 100), scale: 0.5, steps: 4)
        XCTAssertEqual(scales.last!, 0.5, accuracy: 1e-9)
        harness.advance(by: 0.3)
        XCTAssertEqual(states().last, .ended)
    }

    @MainActor func testCtrlWheelStillScrollsWhereNoPinchListens() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        scroll.contentSize = Size(width: 300, height: 1000)
        harness.window.addSubview(scroll)
        harness.scroll(at: Point(x: 100, y: 100), deltaY: 40, modifiers: .control)
        XCTAssertEqual(scroll.contentOffset.y, 40)
    }

    @MainActor func testRotationAccumulatesRadians() async {
        let (harness, view) = makeHarness()
        let rotation = RotationGestureRecognizer()
        let states = record(rotation)
        var turned = 0.0
        rotation.addAction { turned = ($0 as! RotationGestureRecognizer).rotation }
        view.addGestureRecognizer(rotation)
        harness.rotate(at: Point(x: 100, y: 100), by: .pi / 2, steps: 3)
        XCTAssertEqual(turned, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(rotation.velocity, .pi / 6 * 60, accuracy: 1e-6)
        harness.advance(by: 0.3)
        XCTAssertEqual(states(), [.began, .changed, .changed, .ended])
    }

    @MainActor func testHoverBeginsOnEnterAndEndsOnExit() async {
        let (harness, view) = makeHarness()
        let hover = HoverGestureRecognizer()
        let states = record(hover)
        view.addGestureRecognizer(hover)
        harness.move(to: Point(x: 10, y: 10))
        XCTAssertEqual(states(), [])
        harness.move(to: Point(x: 100, y: 100))
        harness.move(to: Point(x: 110, y: 100))
        XCTAssertEqual(states(), [.began, .changed])
        XCTAssertEqual(hover.location(in: view), Point(x: 60, y: 50))
        harness.move(to: Point(x: 390, y: 10))
        XCTAssertEqual(states(), [.began, .changed, .ended])
        harness.move(to: Point(x: 100, y: 100))
        harness.movePointerOutOfWindow()
        XCTAssertEqual(states(), [.began, .changed, .ended, .began, .ended])
        XCTAssertEqual(view.events, [], "hovering is not a press")
    }

    @MainActor func testDelegateCanRefuseAndAllowSimultaneousRecognition() async {
        let (harness, view) = makeHarness()
        let inner = View(frame: Rect(x: 20, y: 20, width: 100, height: 100))
        view.addSubview(inner)
        let innerPan = PanGestureRecognizer(), outerPan = PanGestureRecognizer()
        let inners = record(innerPan), outers = record(outerPan)
        inner.addGestureRecognizer(innerPan)
        view.addGestureRecognizer(outerPan)
        harness.drag(from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), steps: 5)
        XCTAssertEqual(inners().first, .began, "the deepest recognizer reads first and wins")
        XCTAssertEqual(outers(), [])

        let arbiter = Arbiter()
        arbiter.together = true
        outerPan.delegate = arbiter
        harness.drag(from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), steps: 5)
        XCTAssertEqual(outers().first, .began)
        XCTAssertEqual(outers().last, .ended)

        arbiter.allowsBegin = false
        innerPan.delegate = arbiter
        let before = inners().count
        harness.drag(from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), steps: 5)
        XCTAssertEqual(inners().count, before, "refused by its delegate")
    }

    @MainActor func testDisablingOrRemovingMidGestureCancels() async {
        let (harness, view) = makeHarness()
        let pan = PanGestureRecognizer()
        let states = record(pan)
        view.addGestureRecognizer(pan)
        harness.press(at: Point(x: 100, y: 100))
        harness.move(to: Point(x: 150, y: 100), steps: 3)
        pan.isEnabled = false
        XCTAssertEqual(states().last, .cancelled)
        harness.move(to: Point(x: 160, y: 100))
        harness.release()
        XCTAssertEqual(states().last, .cancelled)
        pan.isEnabled = true

        harness.press(at: Point(x: 100, y: 100))
        harness.move(to: Point(x: 150, y: 100), steps: 3)
        view.removeGestureRecognizer(pan)
        XCTAssertEqual(states().last, .cancelled)
        XCTAssertNil(pan.view)
        XCTAssertNil(view.gestureRecognizers)
        harness.release()
    }

    @MainActor func testDelaysTouchesBeganHoldsThePressUntilTheRecognizerFails() async {
        let (harness, view) = makeHarness()
        let swipe = SwipeGestureRecognizer()
        swipe.delaysTouchesBegan = true
        view.addGestureRecognizer(swipe)
        harness.press(at: Point(x: 100, y: 100))
        harness.move(to: Point(x: 102, y: 101))
        XCTAssertEqual(view.events, [])
        harness.release()
        XCTAssertEqual(view.events, ["began", "moved", "ended"], "delivered in order once the swipe failed")
    }

    @MainActor func testAScrollingDragKeepsScrollingAndASidewaysDragPans() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 300))
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(container)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = Size(width: 300, height: 2000)
        container.addSubview(scroll)
        let card = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        scroll.addSubview(card)
        let outerPan = PanGestureRecognizer(), cardPan = PanGestureRecognizer()
        let outers = record(outerPan), cards = record(cardPan)
        container.addGestureRecognizer(outerPan)
        card.addGestureRecognizer(cardPan)

        harness.drag(from: Point(x: 150, y: 250), to: Point(x: 150, y: 150), steps: 10)
        XCTAssertEqual(outers(), [], "the scroll view scrolls; the pan around it does not begin")
        XCTAssertGreaterThan(scroll.contentOffset.y, 90)

        scroll.setContentOffset(.zero, animated: false)
        harness.settle()
        harness.drag(from: Point(x: 100, y: 50), to: Point(x: 200, y: 50), steps: 10)
        XCTAssertEqual(cards().first, .began, "a sideways drag in a vertical list is the card's pan")
        XCTAssertEqual(scroll.contentOffset, .zero)
    }

    @MainActor func testASliderKeepsItsDragFromAPanOnItsSuperview() async {
        let (harness, view) = makeHarness()
        let slider = Slider(frame: Rect(x: 10, y: 10, width: 180, height: 30))
        view.addSubview(slider)
        let pan = PanGestureRecognizer()
        let pans = record(pan)
        view.addGestureRecognizer(pan)
        let thumb = slider.convert(Point(x: slider.bounds.midX, y: slider.bounds.midY), to: nil)
        let before = slider.value
        harness.drag(from: thumb, to: Point(x: thumb.x + 60, y: thumb.y), steps: 6)
        XCTAssertEqual(pans(), [])
        XCTAssertGreaterThan(slider.value, before)
    }

    @MainActor func testARecognizerOutsideAnyWindowStillCallsItsActions() async {
        let tap = TapGestureRecognizer()
        let states = record(tap)
        tap.state = .recognized
        XCTAssertEqual(states(), [.ended])
        tap.state = .changed
        XCTAssertEqual(states(), [.ended], "not allowed after ended")
    }
}

extension GestureRecognizerTests {
    @MainActor func testActivatingAViewWithATapRecognizerTapsItsMiddle() async {
        let (harness, view) = makeHarness()
        XCTAssertFalse(view.accessibilityActivate(), "nothing to activate")
        let tap = TapGestureRecognizer()
        var locations: [Point] = []
        tap.addAction { locations.append($0.location(in: view)) }
        view.addGestureRecognizer(tap)
        XCTAssertTrue(view.activatingTapGestureRecognizer === tap)
        XCTAssertTrue(view.accessibilityActivate())
        XCTAssertTrue(view.accessibilityActivate(), "reset after each activation")
        XCTAssertEqual(locations, [Point(x: 100, y: 75), Point(x: 100, y: 75)])

        let label = Label(text: "Tappable")
        label.isUserInteractionEnabled = true
        label.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        harness.window.addSubview(label)
        let labelTap = TapGestureRecognizer()
        let states = record(labelTap)
        label.addGestureRecognizer(labelTap)
        XCTAssertTrue(label.accessibilityActivate())
        XCTAssertEqual(states(), [.ended])
        tap.isEnabled = false
        XCTAssertFalse(view.accessibilityActivate(), "a disabled recognizer is not activated")
    }
}
