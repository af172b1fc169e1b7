import Foundation
import Quill
import QuillTesting

// Presenting to a real X window (run under Xvfb by `make bench`): the cost of a frame's
// rendering and of its present, apart and together (`_frame_ms`), in a 3840x2160 window (Xvfb has no HiDPI, so scale 1
// gives the pixels of a 4K window at scale 2). Skipped without a display.

/// Scrolls a 1M-row table in an SDL window, then changes one label, timing render and present.
@MainActor
func runPresentBenchmarks() {
    guard selected("present") else { return }
    guard !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty else {
        print("present benchmarks: skipped (no display; `make bench` runs them under Xvfb)")
        return
    }
    let backend: SDLBackend
    do { backend = try SDLBackend() } catch {
        print("present benchmarks: skipped (\(error))")
        return
    }
    let size = Size(width: 3840, height: 2160)
    let window = Window(size: size, title: "quill-bench present")
    let (table, rows) = makeMillionRowTable(size: size)
    window.addSubview(table)
    let label = Label(frame: Rect(x: 3500, y: 2100, width: 300, height: 40))
    label.backgroundColor = .white
    window.addSubview(label)
    do { try backend.attach(window) } catch {
        print("present benchmarks: skipped (\(error))")
        return
    }
    let environment = ProcessInfo.processInfo.environment
    let mode = environment["QUILL_RENDERER"] == "accelerated" ? "SDL's renderer"
        : environment["QUILL_PRESENT"]?.lowercased() == "sdl" ? "SDL's window surface" : "Quill's X11 presenter"
    guard window.framebuffer.width == 3840, window.framebuffer.height == 2160 else {
        print("present benchmarks: skipped (the window is \(window.framebuffer.width)x\(window.framebuffer.height); run under `xvfb-run -s '-screen 0 3840x2160x24'`)")
        return
    }
    backend.present(window, damage: window.renderFrame())
    /// Runs `frames` frames after `change`, timing the render and the present apart (the
    /// first `skip` untimed). With `period`, each frame starts `period` seconds after the one
    /// before, as a display's refresh paces a real window's frames; without it, frames follow
    /// each other at once, and a present also waits for the X server to finish the frame before.
    func timeFrames(_ name: String, frames: Int, skip: Int, period: Double? = nil, change: (Int) -> Void) {
        var render: [Double] = [], present: [Double] = [], whole: [Double] = []
        let clock = ContinuousClock()
        var nextStart = clock.now
        for frame in 0..<frames {
            if let period {
                let wait = nextStart - clock.now
                if wait > .zero { Thread.sleep(forTimeInterval: Double(wait.components.seconds) + Double(wait.components.attoseconds) * 1e-18) }
                nextStart = Swift.max(nextStart + .seconds(period), clock.now)
            }
            change(frame)
            var damage: [PixelRect] = []
            let r = measure(warmup: 0, iterations: 1) {
                window.renderFrame()
                damage = window.lastFrameChangedRegions
            }
            let p = measure(warmup: 0, iterations: 1) { backend.present(window, damage: damage) }
            if frame >= skip {
                render += r
                present += p
                whole.append(r[0] + p[0])
            }
        }
        report("present_xvfb_3840x2160_\(name)_frame_ms", whole)
        report("present_xvfb_3840x2160_\(name)_render_ms", render)
        report("present_xvfb_3840x2160_\(name)_present_ms", present)
    }
    timeFrames("scroll", frames: 400, skip: 50) { _ in
        window.send(.wheel(WheelEvent(locationInWindow: Point(x: 1920, y: 1080), deltaY: 13)))
        Application.shared.update()
    }
    checkScreen(backend, window, after: "scrolling")
    // Unpaced, the X server's own move of the scrolled pixels (33 MB at 4K, in Xvfb a memmove of
    // about 2 ms) bounds the frame rate, and that wait shows in the present. At 240 frames a
    // second, the fastest common refresh, the server is done before the next frame.
    timeFrames("scroll_240hz", frames: 400, skip: 50, period: 1.0 / 240) { _ in
        window.send(.wheel(WheelEvent(locationInWindow: Point(x: 1920, y: 1080), deltaY: 13)))
        Application.shared.update()
    }
    checkScreen(backend, window, after: "scrolling at 240 frames a second")
    timeFrames("one_label", frames: 300, skip: 20) { frame in label.text = "Frame \(frame)" }
    checkScreen(backend, window, after: "the label changes")
    print("present benchmarks: through \(mode) (QUILL_PRESENT=sdl for SDL's window surface, QUILL_RENDERER=accelerated for SDL's renderer)")
    backend.detach(window)
    withExtendedLifetime(rows) {}
}

/// Requires what the X server shows to be the window's framebuffer (moves made on the server
/// and the regions sent must add up to the frame); exits with a failure otherwise.
@MainActor
private func checkScreen(_ backend: SDLBackend, _ window: Window, after what: String) {
    guard let shown = backend.screenshot(of: window) else {
        print("present benchmarks: could not read the window back from the X server")
        exit(1)
    }
    let differing = zip(shown.pixels, window.framebuffer.pixels).filter { $0 != $1 }.count
    guard shown.width == window.framebuffer.width, shown.height == window.framebuffer.height, differing == 0 else {
        print("present benchmarks: FAILED: after \(what), \(differing) pixels on the X server differ from the framebuffer")
        exit(1)
    }
    print("present benchmarks: after \(what) the X window equals the framebuffer pixel for pixel")
}
