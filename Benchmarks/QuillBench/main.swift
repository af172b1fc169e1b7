import Foundation
import Quill
import QuillTesting

// Benchmarks for `make bench`. Prints one line per benchmark and nothing else on stdout:
//   name: median unit (p99 X, n=N)
// Run in release mode. Figures go into BENCHMARKS.md with the command that produced them.

/// Times `body` `iterations` times after `warmup` untimed runs; returns the samples in ms.
@MainActor
func measure(warmup: Int, iterations: Int, _ body: () -> Void) -> [Double] {
    for _ in 0..<warmup { body() }
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    let clock = ContinuousClock()
    for _ in 0..<iterations {
        let start = clock.now
        body()
        let elapsed = clock.now - start
        samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15)
    }
    return samples
}

func report(_ name: String, _ samples: [Double], unit: String = "ms", scale: Double = 1) {
    let sorted = samples.map { $0 * scale }.sorted()
    let median = sorted[sorted.count / 2]
    let p99 = sorted[Swift.min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
    print("\(name): \(String(format: "%.3f", median)) \(unit) (p99 \(String(format: "%.3f", p99)), n=\(sorted.count))")
}

/// A 1280x800 window holding 200 labels in a 10x20 grid.
@MainActor
func makeLabelWall() -> (Window, [Label]) {
    let window = Window(size: Size(width: 1280, height: 800))
    var labels: [Label] = []
    for i in 0..<200 {
        let label = Label(frame: Rect(x: Double(i % 10) * 128 + 4, y: Double(i / 10) * 40 + 2, width: 120, height: 36))
        label.text = "Label number \(i)"
        label.textAlignment = .center
        label.backgroundColor = i % 2 == 0 ? Color(white: 0.95) : .white
        label.cornerRadius = 6
        window.addSubview(label)
        labels.append(label)
    }
    window.renderFrame()
    return (window, labels)
}

@MainActor
func run() {
    let (window, labels) = makeLabelWall()
    let full = window.framebuffer.bounds
    report("raster_full_1280x800_200_labels", measure(warmup: 5, iterations: 100) {
        window.addDamage(full)
        window.renderFrame()
    })

    var flip = false
    let target = labels[105]
    report("raster_one_label_changed", measure(warmup: 20, iterations: 1000) {
        flip.toggle()
        target.text = flip ? "Changed text" : "Label number 105"
        window.renderFrame()
    })
}

MainActor.assumeIsolated { run() }
