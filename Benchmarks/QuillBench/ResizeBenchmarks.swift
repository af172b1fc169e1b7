import Foundation
import GalleryKit
import Quill

// Live resizing at 4K: a 3840x2160 window at scale 2 (1920x1080 points) showing the Gallery's
// first page, its width changing by 8 points a frame (narrower for 30 frames, then wider, as a
// user dragging its edge): every frame lays the window out again (Auto Layout) and redraws it
// whole into a new framebuffer. Headless: presenting is measured by the present benchmarks.

/// Times frames of a 4K Gallery window resized by 8 points a frame.
@MainActor
func runResizeBenchmarks() {
    guard selected("resize") else { return }
    let height = 1080.0, widest = 1920.0
    let window = Window(size: Size(width: widest, height: height), scale: 2, title: "quill-bench resize")
    let clock = ManualTimeSource(now: 0)
    window.scheduler = FrameScheduler(timeSource: clock)
    let gallery = GalleryViewController()
    window.rootViewController = gallery
    gallery.select(0)
    for _ in 0..<240 where window.scheduler.isAnimating {
        clock.advance(by: 1.0 / 60.0)
        window.scheduler.update()
        window.renderFrame()
    }
    window.renderFrame()
    var frame = 0
    func nextWidth() -> Double {
        // 0, 8, ..., 232 points narrower, then back: a triangle wave of 60 frames.
        let step = frame % 60
        frame += 1
        return widest - 8 * Double(step < 30 ? step : 60 - step)
    }
    // Besides the wall time, the CPU time of every thread of the process per frame: the work a
    // frame costs, steadier than the wall time when another process takes a core for a while.
    var cpu: [Double] = []
    cpu.reserveCapacity(300)
    var cpuBefore = cpuMilliseconds(CLOCK_PROCESS_CPUTIME_ID)
    let samples = measure(warmup: 20, iterations: 300) {
        window.resize(to: Size(width: nextWidth(), height: height), scale: 2)
        window.renderFrame()
        let now = cpuMilliseconds(CLOCK_PROCESS_CPUTIME_ID)
        cpu.append(now - cpuBefore)
        cpuBefore = now
    }
    report("resize_4k_frame_ms", samples)
    report("resize_4k_frame_cpu_ms", Array(cpu.suffix(300)))
    let statistics = window.lastFrameStatistics
    print("resize benchmarks: \(window.framebuffer.width)x\(window.framebuffer.height) pixels, \(statistics.viewsDrawn) views drawn a frame, \(statistics.regions) region(s)")
}
