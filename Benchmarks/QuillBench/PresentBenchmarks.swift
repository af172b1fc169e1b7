import Foundation
import Quill
import QuillTesting

// Presenting to a real X window (run under Xvfb by `make bench`): the cost of a frame's
// rendering and of its present, apart, in a 3840x2160 window (Xvfb has no HiDPI, so scale 1
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
    let table = TableView(frame: Rect(origin: .zero, size: size))
    let rows = MillionRows()
    guard let template = try? Template(data: Data(scrollCellTemplateText.utf8), path: "Row.quill") else { exit(1) }
    table.register(template, forCellReuseIdentifier: "Row")
    table.dataSource = rows
    window.addSubview(table)
    let label = Label(frame: Rect(x: 3500, y: 2100, width: 300, height: 40))
    label.backgroundColor = .white
    window.addSubview(label)
    do { try backend.attach(window) } catch {
        print("present benchmarks: skipped (\(error))")
        return
    }
    let mode = ProcessInfo.processInfo.environment["QUILL_RENDERER"] == "accelerated" ? "renderer" : "surface"
    guard window.framebuffer.width == 3840, window.framebuffer.height == 2160 else {
        print("present benchmarks: skipped (the window is \(window.framebuffer.width)x\(window.framebuffer.height); run under `xvfb-run -s '-screen 0 3840x2160x24'`)")
        return
    }
    backend.present(window, damage: window.renderFrame())
    var render: [Double] = [], present: [Double] = []
    for frame in 0..<400 {
        window.send(.wheel(WheelEvent(locationInWindow: Point(x: 1920, y: 1080), deltaY: 13)))
        Application.shared.update()
        var damage: [PixelRect] = []
        let r = measure(warmup: 0, iterations: 1) {
            window.renderFrame()
            damage = window.lastFrameChangedRegions
        }
        let p = measure(warmup: 0, iterations: 1) { backend.present(window, damage: damage) }
        if frame >= 50 { render += r; present += p }
    }
    report("present_xvfb_3840x2160_scroll_render_ms", render)
    report("present_xvfb_3840x2160_scroll_present_ms", present)
    render = []
    present = []
    for frame in 0..<300 {
        label.text = "Frame \(frame)"
        var damage: [PixelRect] = []
        let r = measure(warmup: 0, iterations: 1) {
            window.renderFrame()
            damage = window.lastFrameChangedRegions
        }
        let p = measure(warmup: 0, iterations: 1) { backend.present(window, damage: damage) }
        if frame >= 20 { render += r; present += p }
    }
    report("present_xvfb_3840x2160_one_label_render_ms", render)
    report("present_xvfb_3840x2160_one_label_present_ms", present)
    print("present benchmarks: through the window \(mode) (QUILL_RENDERER=accelerated for SDL's renderer)")
    backend.detach(window)
    withExtendedLifetime(rows) {}
}
