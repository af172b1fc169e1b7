import Foundation
import Quill

// Scrolling in a real X window (under Xvfb), measured as the Qt 6 and GTK 4 peers measure
// theirs: the main thread's CPU time per frame (CLOCK_THREAD_CPUTIME_ID), a frame being a
// 13-point wheel event, the update phase, the render and the present. The X server's work (it
// moves the scrolled pixels for Quill, as it does for Qt) is not counted; the process's other
// threads are reported beside it, and the wall time between frames.
// `Benchmarks/Peers/bench-qt6.sh` runs this beside Qt's programs, in the same Xvfb setup.

/// Scrolls the 1M-row table and the 100k-item grid of the headless scroll benchmarks in
/// 1280x800 X windows. Skipped without a display.
@MainActor
func runWindowedScrollBenchmarks() {
    guard selected("windowed_scroll") else { return }
    guard !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty else {
        print("windowed scroll benchmarks: skipped (no display; run under xvfb-run)")
        return
    }
    let backend: SDLBackend
    do { backend = try SDLBackend() } catch {
        print("windowed scroll benchmarks: skipped (\(error))")
        return
    }
    let size = Size(width: 1280, height: 800)
    let (table, rows) = makeMillionRowTable(size: size)
    runWindowedScroll("windowed_table_scroll_1m", content: table, size: size, backend: backend)
    let (grid, items) = makeHundredThousandItemGrid(size: size)
    runWindowedScroll("windowed_grid_scroll_100k", content: grid, size: size, backend: backend)
    withExtendedLifetime((rows, items)) {}
}

/// Scrolls `content` in an X window 13 points a frame: 50 frames of warm-up, then 2000 timed.
@MainActor
private func runWindowedScroll(_ name: String, content: View, size: Size, backend: SDLBackend, frames: Int = 2000) {
    let window = Window(size: size, title: "quill-bench \(name)")
    window.addSubview(content)
    do { try backend.attach(window) } catch {
        print("windowed scroll benchmarks: skipped (\(error))")
        return
    }
    defer { backend.detach(window) }
    guard window.framebuffer.width == Int(size.width), window.framebuffer.height == Int(size.height) else {
        print("windowed scroll benchmarks: skipped (the window is \(window.framebuffer.width)x\(window.framebuffer.height))")
        return
    }
    window.renderFrame()
    backend.present(window, damage: window.lastFrameChangedRegions)
    let point = Point(x: size.width / 2, y: size.height / 2)
    func frame() {
        // The window's own events first, as an application's loop takes them (Expose, the
        // configure events after mapping, GraphicsExpose), then the wheel.
        for (target, event) in backend.waitForEvents(until: 0) { target.send(event) }
        window.send(.wheel(WheelEvent(locationInWindow: point, deltaY: 13)))
        Application.shared.update()
        // What the frame changed, moved regions included, as the application's loop sends.
        window.renderFrame()
        backend.present(window, damage: window.lastFrameChangedRegions)
    }
    for _ in 0..<50 { frame() }
    var cpu: [Double] = [], wall: [Double] = []
    cpu.reserveCapacity(frames)
    let processBefore = cpuMilliseconds(CLOCK_PROCESS_CPUTIME_ID)
    let clock = ContinuousClock()
    var last = clock.now
    for _ in 0..<frames {
        let before = cpuMilliseconds(CLOCK_THREAD_CPUTIME_ID)
        frame()
        cpu.append(cpuMilliseconds(CLOCK_THREAD_CPUTIME_ID) - before)
        let now = clock.now
        let elapsed = now - last
        wall.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15)
        last = now
    }
    let processMean = (cpuMilliseconds(CLOCK_PROCESS_CPUTIME_ID) - processBefore) / Double(frames)
    report("\(name)_frame_cpu_ms", cpu)
    report("\(name)_interval_ms", wall)
    print("\(name)_process_cpu_mean_ms: \(String(format: "%.3f", processMean)) ms (p99 \(String(format: "%.3f", processMean)), n=1)")
    // What the X server shows must be the frame (the moves it made and the regions sent).
    if let shown = backend.screenshot(of: window), shown == window.framebuffer {
        print("\(name): the X window equals the framebuffer pixel for pixel")
    } else {
        print("\(name): FAILED: the X window differs from the framebuffer")
        exit(1)
    }
}
