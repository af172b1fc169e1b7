import Foundation
import Quill

// How Auto Layout's cost grows with the number of views (issue 25): each shape is built,
// laid out and freed at 100, 1,000 and 10,000 views, and the time per view at 10,000 over the
// time per view at 100 is printed (1.0: linear; the target is at most 1.5).

/// The shapes of tree the scaling benchmark lays out.
enum LayoutScalingShape: String, CaseIterable {
    /// A vertical stack view of labels, as wide as the root.
    case stack
    /// A vertical stack view of labels pinned by its top and leading edges only: as wide as
    /// its widest label (every label's width is the stack's, each between its hugging and its
    /// compression resistance).
    case huggingStack = "hugging_stack"
    /// A row of views of equal widths, each edge to edge with the next, spanning the root.
    case equalWidths = "equal_widths"
    /// Views chained edge to edge, each of a fixed width.
    case chain
    /// Views each pinned to the root by its own four constraints.
    case independentPins = "independent_pins"
}

/// Builds a root with `count` views in `shape`, constrained.
@MainActor
func makeScalingTree(_ shape: LayoutScalingShape, count: Int) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 800))
    switch shape {
    case .stack, .huggingStack:
        let labels: [View] = (0..<count).map { index in
            let label = Label()
            label.text = "Row \(index)" + (shape == .huggingStack ? String(repeating: "m", count: index % 7) : "")
            return label
        }
        let stack = StackView(arrangedSubviews: labels, axis: .vertical)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        if shape == .stack { stack.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true }
    case .equalWidths, .chain:
        var constraints: [LayoutConstraint] = []
        var previous: View?
        var first: View?
        for _ in 0..<count {
            let view = View(frame: .zero)
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
            constraints.append(view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor))
            if shape == .chain {
                constraints.append(view.widthAnchor.constraint(equalToConstant: 4))
            } else if let first {
                constraints.append(view.widthAnchor.constraint(equalTo: first.widthAnchor))
            }
            first = first ?? view
            previous = view
        }
        if shape == .equalWidths, let previous {
            constraints.append(previous.trailingAnchor.constraint(equalTo: root.trailingAnchor))
        }
        LayoutConstraint.activate(constraints)
    case .independentPins:
        var constraints: [LayoutConstraint] = []
        for index in 0..<count {
            let view = View(frame: .zero)
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let x = Double(index % 100) * 10, y = Double(index / 100) * 10
            constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x))
            constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: y))
            constraints.append(view.widthAnchor.constraint(equalToConstant: 8))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 8))
        }
        LayoutConstraint.activate(constraints)
    }
    return root
}

/// Milliseconds spent building, laying out and freeing scaling trees, summed per size, for
/// the phase breakdown (QUILL_BENCH_SCALING_PHASES=1).
@MainActor
var scalingPhaseMilliseconds: [Int: (build: Double, layout: Double, free: Double)] = [:]

/// Milliseconds to build, lay out and free one tree of `count` views in `shape`, averaged
/// over `repetitions` trees built one after another.
@MainActor
func scalingMilliseconds(_ shape: LayoutScalingShape, count: Int, repetitions: Int) -> Double {
    let clock = ContinuousClock()
    var build = Duration.zero, layout = Duration.zero, free = Duration.zero
    for _ in 0..<repetitions {
        // The tree is freed inside the measurement: teardown is part of the cost.
        let start = clock.now
        var root: View? = makeScalingTree(shape, count: count)
        let built = clock.now
        root?.layoutIfNeeded()
        let laidOut = clock.now
        root = nil
        let freed = clock.now
        build += built - start
        layout += laidOut - built
        free += freed - laidOut
    }
    func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) * 1e-15
    }
    var phases = scalingPhaseMilliseconds[count] ?? (0, 0, 0)
    phases.build += milliseconds(build) / Double(repetitions)
    phases.layout += milliseconds(layout) / Double(repetitions)
    phases.free += milliseconds(free) / Double(repetitions)
    scalingPhaseMilliseconds[count] = phases
    return milliseconds(build + layout + free) / Double(repetitions)
}

@MainActor
func runLayoutScalingBenchmarks() {
    guard selected("layout_scaling") else { return }
    // QUILL_BENCH_SCALING_MAX caps the largest tree and QUILL_BENCH_SCALING_SHAPE picks one
    // shape (for a quick look at a slow one).
    let largest = ProcessInfo.processInfo.environment["QUILL_BENCH_SCALING_MAX"].flatMap(Int.init) ?? 10_000
    let only = ProcessInfo.processInfo.environment["QUILL_BENCH_SCALING_SHAPE"]
    if ProcessInfo.processInfo.environment["QUILL_BENCH_RSS"] == "1" {
        // Memory per view: the growth of the resident set while one tree of 20,000 views is
        // built and laid out. Memory freed earlier is reused without growing it, so run one
        // shape per process (QUILL_BENCH_SCALING_SHAPE).
        func residentBytes() -> Int {
            let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
            return statm.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 4096 } ?? 0
        }
        let count = 20_000
        for shape in LayoutScalingShape.allCases where only == nil || only == shape.rawValue {
            let start = residentBytes()
            let root = makeScalingTree(shape, count: count)
            let built = residentBytes()
            root.layoutIfNeeded()
            let laidOut = residentBytes()
            print("layout_scaling_\(shape.rawValue)_bytes_per_view: built \((built - start) / count), laid out \((laidOut - start) / count)")
        }
        return
    }
    for shape in LayoutScalingShape.allCases where only == nil || only == shape.rawValue {
        // QUILL_BENCH_SCALING_COUNTS=100,3000 measures other sizes.
        let sizes = ProcessInfo.processInfo.environment["QUILL_BENCH_SCALING_COUNTS"].map { $0.split(separator: ",").compactMap { Int($0) } } ?? [100, 1_000, 10_000]
        let counts = sizes.filter { $0 <= largest }
        guard let biggest = counts.last else { continue }
        // The sizes take turns, round after round, and each round builds about as many views
        // of each size: the machine's fast and slow states then weigh on every size alike,
        // and the growth compares like with like. The first round warms up and is not counted.
        var samples: [Int: [Double]] = [:]
        scalingPhaseMilliseconds = [:]
        for round in 0..<6 {
            for count in counts {
                let total = scalingMilliseconds(shape, count: count, repetitions: Swift.max(1, biggest / count))
                if round > 0 { samples[count, default: []].append(total) }
            }
        }
        var perView: [Int: Double] = [:]
        for count in counts {
            let sorted = samples[count]!.sorted()
            perView[count] = sorted[sorted.count / 2] * 1000 / Double(count)
            report("layout_scaling_\(shape.rawValue)_\(count)_ms", sorted)
        }
        if let small = perView[counts[0]], let large = perView[biggest], counts.count > 1 {
            print("layout_scaling_\(shape.rawValue)_growth: \(String(format: "%.2f", large / small)) (µs per view: \(counts.map { "\($0): \(String(format: "%.1f", perView[$0]!))" }.joined(separator: ", ")))")
            if ProcessInfo.processInfo.environment["QUILL_BENCH_SCALING_PHASES"] == "1" {
                // Where the time per view goes at each size: building the tree, laying it out
                // and freeing it (all rounds, the warm-up included).
                for count in counts {
                    let phases = scalingPhaseMilliseconds[count]!
                    let perView = { (milliseconds: Double) in String(format: "%.1f", milliseconds * 1000 / 6 / Double(count)) }
                    print("  \(count) views, µs per view: build \(perView(phases.build)), layout \(perView(phases.layout)), free \(perView(phases.free))")
                }
            }
        }
    }
}
