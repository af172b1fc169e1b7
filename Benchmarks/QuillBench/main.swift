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

/// Runs only benchmarks whose name contains this (from QUILL_BENCH_FILTER), for profiling.
let benchmarkFilter = ProcessInfo.processInfo.environment["QUILL_BENCH_FILTER"] ?? ""

/// Whether a benchmark should run.
func selected(_ name: String) -> Bool { benchmarkFilter.isEmpty || name.contains(benchmarkFilter) }

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

/// A table cell class with outlets and an action, as an app would register.
@MainActor
final class BenchCell: TableViewCell {
    @Outlet var titleLabel: Label?
    @Outlet var detailLabel: Label?
    @Outlet var iconView: ImageView?
    @Outlet var toggle: Switch?
    @Action var changed = BenchCell.toggled
    func toggled(_ sender: Switch) {}
}

/// A 10-object cell template: the cell, its content view, 8 subviews, 4 outlets, 2 actions.
let cellTemplateText = """
    quill: 1
    objects:
      - class: BenchCell
        id: cell
        reuseIdentifier: BenchCell
        frame: [0, 0, 320, 64]
        outlets: {titleLabel: title, detailLabel: detail, iconView: icon, toggle: toggle}
        parts:
          contentView:
            backgroundColor: white
            subviews:
              - {class: ImageView, id: icon, image: quill, frame: [10, 8, 48, 48], contentMode: scaleAspectFit}
              - {class: Label, id: title, text: Title, font: bold 17, frame: [68, 8, 180, 22]}
              - {class: Label, id: detail, text: Detail, font: 13, textColor: gray, frame: [68, 34, 180, 18]}
              - {class: Switch, id: toggle, frame: [260, 16, 51, 31], actions: {valueChanged: cell.changed}}
              - {class: View, frame: [0, 63, 320, 1], backgroundColor: separator}
              - {class: Label, text: "1", frame: [250, 2, 8, 12], font: 9}
              - {class: Button, title: More, frame: [200, 40, 50, 20], actions: {touchUpInside: firstResponder.more}}
              - {class: View, frame: [0, 0, 4, 64], backgroundColor: systemBlue, tag: 9}
    """

@MainActor
func runTemplateBenchmarks() {
    try? TemplateRegistry.shared.register(BenchCell.self) { BenchCell() }
    let data = Data(cellTemplateText.utf8)
    if selected("template_parse") { report("template_parse_cell_us", measure(warmup: 50, iterations: 3000) {
        _ = try? Template(data: data, path: "BenchCell.quill")
    }, unit: "us", scale: 1000) }
    // A benchmark of a failing instantiation would measure the wrong thing: check first.
    let template: Template
    do {
        template = try Template(data: data, path: "BenchCell.quill")
        _ = try template.instantiate()
    } catch {
        FileHandle.standardError.write(Data("quill-bench: the benchmark template does not load:\n\(error)\n".utf8))
        exit(1)
    }
    if selected("template_instantiate") { report("template_instantiate_cell_us", measure(warmup: 50, iterations: 10000) {
        _ = try? template.instantiate()
    }, unit: "us", scale: 1000) }
}

/// Probes used while optimizing (QUILL_BENCH_FILTER=probe): the cost of the parts of an
/// instantiation.
@MainActor
func runProbes() {
    guard benchmarkFilter == "probe" else { return }
    report("probe_construct_views_us", measure(warmup: 50, iterations: 2000) {
        let cell = BenchCell()
        for _ in 0..<3 { cell.contentView.addSubview(Label()) }
        cell.contentView.addSubview(ImageView())
        cell.contentView.addSubview(Switch())
        cell.contentView.addSubview(Button())
        cell.contentView.addSubview(View())
        cell.contentView.addSubview(View())
    }, unit: "us", scale: 1000)
    report("probe_mirror_us", measure(warmup: 50, iterations: 2000) {
        _ = Mirror(reflecting: BenchCell()).children.count
    }, unit: "us", scale: 1000)
    report("probe_button_us", measure(warmup: 50, iterations: 2000) { _ = Button() }, unit: "us", scale: 1000)
    report("probe_cell_us", measure(warmup: 50, iterations: 2000) { _ = TableViewCell() }, unit: "us", scale: 1000)
}

@MainActor
func run() {
    runProbes()
    runTemplateBenchmarks()
    guard selected("raster") else { return }
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
