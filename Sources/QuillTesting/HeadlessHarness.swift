import Foundation
import QuillFoundation
import QuillGraphics
import QuillViews

/// Drives a window with no display: sends synthetic mouse, wheel and keyboard events through
/// `Window.send(_:)` (the path a real window's events take), moves the window's own manual clock
/// so animations and timers are deterministic, and renders frames to pixels.
///
/// The harness owns an application context of its own (`context`): a manual clock and its
/// scheduler, a clipboard, a layout direction, a template registry and a log. It changes nothing
/// process-wide, so there is nothing to restore when it goes away, and two harnesses live side
/// by side without seeing each other. Views reach the context through their window, so add a
/// view to the harness's window before animating it; a view in no window uses the
/// application's context.
///
///     let harness = HeadlessHarness(size: Size(width: 320, height: 200))
///     harness.window.addSubview(button)
///     harness.click(button)
///     let pixels = harness.render()
@MainActor
public final class HeadlessHarness {
    /// The window under test.
    public let window: Window
    /// What the window's views share: clock, scheduler, clipboard, layout direction, registry
    /// and log, the harness's own unless the window was made with another.
    public let context: ApplicationContext
    /// The window's clock, moved only by the harness.
    public let clock: ManualTimeSource
    /// The window's timers and animations, run on `clock`.
    public let scheduler: FrameScheduler
    private var lastPointer = Point.zero
    private var buttonDown = false
    /// The click count of the last press (its release carries it too).
    private var pressClickCount = 1

    /// Creates a window of a size and scale in a context of its own, on a manual clock.
    /// - Parameters:
    ///   - size: The window's content size in points.
    ///   - scale: Pixels per point.
    ///   - title: The window's title.
    ///   - layoutDirection: The direction the harness's interface reads in.
    public convenience init(
        size: Size, scale: Double = 1, title: String = "Test", layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        let context = ApplicationContext(timeSource: ManualTimeSource(now: 1000), layoutDirection: layoutDirection)
        self.init(window: Window(size: size, scale: scale, title: title, context: context))
    }

    /// Drives an existing window. A window made in a context of its own on a manual clock keeps
    /// them; a window of the application's context gets a manual clock and scheduler of its own
    /// (the rest of its context stays the application's).
    public init(window: Window) {
        self.window = window
        context = window.windowContext
        if context !== Application.shared.context, let manual = context.timeSource as? ManualTimeSource {
            clock = manual
            scheduler = context.scheduler
        } else {
            clock = ManualTimeSource(now: 1000)
            scheduler = FrameScheduler(timeSource: clock)
        }
        window.scheduler = scheduler
    }

    /// The problems the harness's views logged (layout conflicts, table updates…), in order:
    /// only this harness's, whatever other tests logged.
    public var loggedMessages: [String] { context.log.messages }

    // MARK: Pointer

    /// Presses the left button at a point in window coordinates.
    public func press(at point: Point, clickCount: Int = 1, modifiers: KeyModifiers = []) {
        lastPointer = point
        buttonDown = true
        pressClickCount = clickCount
        window.send(.pointerDown(PointerEvent(locationInWindow: point, clickCount: clickCount, modifiers: modifiers, timestamp: clock.now)))
    }

    /// Moves the pointer (dragging when the button is down) in `steps` even steps.
    public func move(to point: Point, steps: Int = 1) {
        let start = lastPointer
        let n = Swift.max(1, steps)
        for i in 1...n {
            let t = Double(i) / Double(n)
            let p = Point(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t)
            clock.advance(by: 1.0 / 120.0)
            window.send(.pointerMoved(PointerEvent(locationInWindow: p, timestamp: clock.now)))
        }
        lastPointer = point
    }

    /// Releases the left button at a point (default: where the pointer is).
    public func release(at point: Point? = nil) {
        let p = point ?? lastPointer
        lastPointer = p
        buttonDown = false
        // The release carries the press's click count, as SDL's button-up events do.
        window.send(.pointerUp(PointerEvent(locationInWindow: p, clickCount: pressClickCount, timestamp: clock.now)))
    }

    /// Presses and releases at a point.
    public func click(at point: Point, clickCount: Int = 1) {
        press(at: point, clickCount: clickCount)
        release(at: point)
    }

    /// Clicks the centre of a view in the window.
    public func click(_ view: View) {
        click(at: view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// Presses and releases the right (secondary) button at a point: what opens context menus.
    public func rightClick(at point: Point) {
        lastPointer = point
        window.send(.pointerDown(PointerEvent(locationInWindow: point, button: .right, timestamp: clock.now)))
        window.send(.pointerUp(PointerEvent(locationInWindow: point, button: .right, timestamp: clock.now)))
    }

    /// Right-clicks the centre of a view in the window.
    public func rightClick(_ view: View) {
        rightClick(at: view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// Drops files onto the window as a file manager would (SDL's drop events), at a point.
    public func dropFiles(_ urls: [URL], at point: Point) {
        window.send(.filesDropped(urls, at: point))
    }

    /// Drops text onto the window from another application, at a point.
    public func dropText(_ text: String, at point: Point) {
        window.send(.textDropped(text, at: point))
    }

    /// The menu showing in the window (a context menu), if any.
    public var presentedMenu: View? {
        window.subviews.last { $0.accessibilityIdentifier == "quill.menuPresentation" }
    }

    /// The tooltip showing in the window, if any: its text.
    public var visibleToolTip: String? { window.visibleToolTipText }

    /// Presses at one point, drags to another in steps and releases there.
    public func drag(from start: Point, to end: Point, steps: Int = 10) {
        press(at: start)
        move(to: end, steps: steps)
        release(at: end)
    }

    /// Turns the wheel over a point; positive `deltaY` reveals content below. With `.control`
    /// in `modifiers`, a pinch recognizer under the pointer reads it as zooming.
    public func scroll(at point: Point, deltaX: Double = 0, deltaY: Double, modifiers: KeyModifiers = []) {
        window.send(.wheel(WheelEvent(locationInWindow: point, deltaX: deltaX, deltaY: deltaY, modifiers: modifiers, timestamp: clock.now)))
    }

    /// Moves the pointer out of the window (hovering ends).
    public func movePointerOutOfWindow() {
        window.send(.pointerExited)
    }

    /// Pinches over a point as a touchpad would, zooming by `scale` in all (above 1: apart)
    /// over `steps` steps a frame apart. The gesture ends when the clock next moves a quarter
    /// of a second (`advance(by:)`).
    public func pinch(at point: Point, scale: Double, steps: Int = 5) {
        let n = Swift.max(1, steps)
        let factor = pow(Swift.max(scale, 1e-6), 1 / Double(n))
        for _ in 0..<n {
            clock.advance(by: 1.0 / 60.0)
            window.send(.touchpadGesture(TouchpadGestureEvent(locationInWindow: point, magnification: factor, timestamp: clock.now)))
        }
    }

    /// Turns two fingers over a point by `radians` (clockwise positive) in `steps` steps a
    /// frame apart. The gesture ends when the clock next moves a quarter of a second.
    public func rotate(at point: Point, by radians: Double, steps: Int = 5) {
        let n = Swift.max(1, steps)
        for _ in 0..<n {
            clock.advance(by: 1.0 / 60.0)
            window.send(.touchpadGesture(TouchpadGestureEvent(locationInWindow: point, rotation: radians / Double(n), timestamp: clock.now)))
        }
    }

    // MARK: Keyboard

    /// Presses and releases a key.
    public func key(_ key: Key, modifiers: KeyModifiers = []) {
        window.send(.keyDown(KeyEvent(key: key, modifiers: modifiers, timestamp: clock.now)))
        window.send(.keyUp(KeyEvent(key: key, modifiers: modifiers, timestamp: clock.now)))
    }

    /// Types text as the input method would deliver it.
    public func type(_ text: String) {
        window.send(.textInput(text))
    }

    // MARK: Time and frames

    /// Advances the clock by `seconds` in frame-sized steps, running timers, animations and
    /// a frame at each step.
    public func advance(by seconds: Double, frameInterval: Double = 1.0 / 60.0) {
        var remaining = seconds
        while remaining > 1e-9 {
            let step = Swift.min(frameInterval, remaining)
            clock.advance(by: step)
            remaining -= step
            scheduler.update()
            window.renderFrame()
        }
    }

    /// Lets every running animation finish (up to `limit` seconds).
    public func settle(limit: Double = 5) {
        var elapsed = 0.0
        while scheduler.isAnimating, elapsed < limit {
            advance(by: 1.0 / 60.0)
            elapsed += 1.0 / 60.0
        }
        scheduler.update()
    }

    /// Runs a frame (update, layout, display, composite) and returns the framebuffer.
    @discardableResult
    public func render() -> Bitmap {
        scheduler.update()
        window.renderFrame()
        return window.framebuffer
    }

    /// The rendered pixels of a view's area (in device pixels).
    public func render(_ view: View) -> Bitmap {
        let frame = render()
        let rect = view.convert(view.bounds, to: nil).applying(Transform(scaleX: window.scale, y: window.scale))
        return frame.cropped(to: PixelRect(covering: rect))
    }
}
