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

/// The CPU time used so far by the process's threads (`CLOCK_PROCESS_CPUTIME_ID`) or the
/// calling thread (`CLOCK_THREAD_CPUTIME_ID`), in milliseconds.
func cpuMilliseconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// Runs only benchmarks whose name contains this (from QUILL_BENCH_FILTER), for profiling.
let benchmarkFilter = ProcessInfo.processInfo.environment["QUILL_BENCH_FILTER"] ?? ""

/// Whether a benchmark should run.
func selected(_ name: String) -> Bool { benchmarkFilter.isEmpty || name.contains(benchmarkFilter) }

/// Where raw samples go, one file per benchmark in the order measured (QUILL_BENCH_SAMPLES_DIR),
/// to see whether a p99 comes from a periodic cost or from scattered interruptions.
let samplesDirectory = ProcessInfo.processInfo.environment["QUILL_BENCH_SAMPLES_DIR"]

func report(_ name: String, _ samples: [Double], unit: String = "ms", scale: Double = 1) {
    if let samplesDirectory {
        let lines = samples.map { String(format: "%.4f", $0 * scale) }.joined(separator: "\n")
        try? (lines + "\n").write(toFile: samplesDirectory + "/" + name + ".txt", atomically: true, encoding: .utf8)
    }
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
    // The same without instantiation plans: every name looked up, every value converted.
    if selected("template_instantiate") {
        let general = TemplateRegistry()
        try? general.register(BenchCell.self) { BenchCell() }
        general.usesInstantiationPlans = false
        report("template_instantiate_cell_general_path_us", measure(warmup: 50, iterations: 10000) {
            _ = try? template.instantiate(registry: general)
        }, unit: "us", scale: 1000)
    }
    // The same cell class found by its Swift name (no registration): made with init?(coder:)
    // through the registry entry the first lookup adds, so plans replay as for registered ones.
    if selected("template_instantiate") {
        let byName = TemplateRegistry()
        byName.addSearchModule("QuillBench")
        do {
            guard try template.instantiate(registry: byName).first is BenchCell else { throw QuillError("made another class") }
        } catch {
            FileHandle.standardError.write(Data("quill-bench: BenchCell was not found by its name: \(error)\n".utf8))
            exit(1)
        }
        report("template_instantiate_cell_found_by_name_us", measure(warmup: 50, iterations: 10000) {
            _ = try? template.instantiate(registry: byName)
        }, unit: "us", scale: 1000)
    }
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

/// The peak resident memory of the process so far, in MiB (Linux: VmHWM).
func peakResidentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kib / 1024
}

/// Prints a count in the benchmark line format.
func reportCount(_ name: String, _ value: Double, unit: String) {
    print("\(name): \(String(format: "%.0f", value)) \(unit) (p99 \(String(format: "%.0f", value)), n=1)")
}

/// A cell template for the scrolling benchmarks: two labels, an image and an accessory.
let scrollCellTemplateText = """
    quill: 1
    objects:
      - class: TableViewCell
        reuseIdentifier: Row
        frame: [0, 0, 1280, 44]
        accessoryType: disclosureIndicator
        parts:
          contentView:
            subviews:
              - {class: ImageView, tag: 1, image: quill, frame: [10, 6, 32, 32], contentMode: scaleAspectFit}
              - {class: Label, tag: 2, frame: [52, 4, 400, 20], font: 15}
              - {class: Label, tag: 3, frame: [52, 24, 400, 16], font: 12, textColor: gray}
    """

/// A million rows of template cells.
@MainActor
final class MillionRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        (cell.contentView.viewWithTag(2) as? Label)?.text = "Row \(indexPath.row)"
        (cell.contentView.viewWithTag(3) as? Label)?.text = "Detail for row \(indexPath.row)"
        return cell
    }
}

/// A hundred thousand grid items.
@MainActor
final class ManyItems: GridViewDataSource {
    let picture = try? ImageCatalog.shared.image(named: "quill")
    func numberOfItems(in gridView: GridView) -> Int { 100_000 }
    func gridView(_ gridView: GridView, cellForItemAt index: Int) throws -> GridViewCell {
        let cell = try gridView.dequeueReusableCell(withIdentifier: "Item", for: index)
        (cell.contentView.viewWithTag(1) as? ImageView)?.image = picture
        (cell.contentView.viewWithTag(2) as? Label)?.text = "Item \(index)"
        return cell
    }
}

/// Scrolls a view by `step` points per frame for `frames` frames; each frame is an event
/// through the window, the update phase and a rendered frame.
@MainActor
func scrollFrames(_ window: Window, at point: Point, step: Double, frames: Int, afterEach: () -> Void = {}) -> [Double] {
    var samples: [Double] = []
    samples.reserveCapacity(frames)
    for _ in 0..<frames {
        samples += measure(warmup: 0, iterations: 1) {
            window.send(.wheel(WheelEvent(locationInWindow: point, deltaY: step)))
            Application.shared.update()
            window.renderFrame()
        }
        afterEach()
    }
    return samples
}

/// A table of a million template-cell rows filling `size`, with its data source (which the
/// caller keeps alive: the table holds it weakly).
@MainActor
func makeMillionRowTable(size: Size) -> (TableView, MillionRows) {
    let table = TableView(frame: Rect(origin: .zero, size: size))
    let rows = MillionRows()
    guard let template = try? Template(data: Data(scrollCellTemplateText.utf8), path: "Row.quill") else {
        FileHandle.standardError.write(Data("quill-bench: the row template does not load\n".utf8))
        exit(1)
    }
    table.register(template, forCellReuseIdentifier: "Row")
    table.dataSource = rows
    return (table, rows)
}

/// Scrolls a 1M-row table of template cells 13 points per frame in a window of `size` points
/// at `scale`, after 50 frames of warm-up; prints the frame times under `name`.
@MainActor
func runTableScroll(_ name: String, size: Size, scale: Double, frames: Int = 2000) {
    let window = Window(size: size, scale: scale)
    let (table, rows) = makeMillionRowTable(size: size)
    window.addSubview(table)
    window.renderFrame()
    // Warm up: scroll a little so the pool fills, then count.
    _ = scrollFrames(window, at: Point(x: size.width / 2, y: size.height / 2), step: 13, frames: 50)
    let instantiationsAfterWarmup = TemplateCellFactory.instantiations
    var redrawn = 0, moved = 0
    let samples = scrollFrames(window, at: Point(x: size.width / 2, y: size.height / 2), step: 13, frames: frames) {
        redrawn += window.lastFrameStatistics.pixelsRedrawn
        moved += window.lastFrameStatistics.pixelsMoved
    }
    let sorted = samples.sorted()
    let p99 = sorted[Int(Double(sorted.count) * 0.99)]
    if ProcessInfo.processInfo.environment["QUILL_BENCH_REGIONS"] != nil {
        for _ in 0..<8 {
            window.send(.wheel(WheelEvent(locationInWindow: Point(x: size.width / 2, y: size.height / 2), deltaY: 13)))
            Application.shared.update()
            print("regions:", window.renderFrame(), window.lastFrameStatistics)
        }
    }
    report("\(name)_frame_ms", samples)
    print("\(name)_frame_p99_ms: \(String(format: "%.3f", p99)) ms (p99 \(String(format: "%.3f", p99)), n=\(sorted.count))")
    let visible = Int((size.height / 44).rounded(.up)) + 1
    reportCount("\(name)_cells_created", Double(table.statistics.cellsCreated), unit: "cells (visible \(visible))")
    reportCount("\(name)_template_instantiations_after_warmup", Double(TemplateCellFactory.instantiations - instantiationsAfterWarmup), unit: "instantiations")
    reportCount("\(name)_pixels_redrawn_per_frame", Double(redrawn / frames), unit: "pixels (moved \(moved / frames), window \(window.framebuffer.bounds.area))")
    withExtendedLifetime(rows) {}
}

/// A grid of 100,000 items (a picture and a centred label in 96x96 cells) filling `size`, with
/// its data source (which the caller keeps alive: the grid holds it weakly).
@MainActor
func makeHundredThousandItemGrid(size: Size) -> (GridView, ManyItems) {
    let grid = GridView(frame: Rect(origin: .zero, size: size))
    let items = ManyItems()
    grid.cellSize = Size(width: 96, height: 96)
    grid.register(forCellReuseIdentifier: "Item") {
        let cell = GridViewCell(frame: Rect(x: 0, y: 0, width: 96, height: 96), reuseIdentifier: "Item")
        let image = ImageView(frame: Rect(x: 24, y: 8, width: 48, height: 48))
        image.tag = 1
        let label = Label(frame: Rect(x: 4, y: 64, width: 88, height: 20))
        label.tag = 2
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 13)
        cell.contentView.addSubview(image)
        cell.contentView.addSubview(label)
        return cell
    }
    grid.dataSource = items
    return (grid, items)
}

/// Scrolls a 100k-item grid 13 points per frame in a window of `size` points at `scale`.
@MainActor
func runGridScroll(_ name: String, size: Size, scale: Double, frames: Int = 2000) {
    let gridWindow = Window(size: size, scale: scale)
    let (grid, items) = makeHundredThousandItemGrid(size: size)
    gridWindow.addSubview(grid)
    gridWindow.renderFrame()
    let point = Point(x: size.width / 2, y: size.height / 2)
    _ = scrollFrames(gridWindow, at: point, step: 13, frames: 50)
    let samples = scrollFrames(gridWindow, at: point, step: 13, frames: frames)
    let sorted = samples.sorted()
    let p99 = sorted[Int(Double(sorted.count) * 0.99)]
    report("\(name)_frame_ms", samples)
    print("\(name)_frame_p99_ms: \(String(format: "%.3f", p99)) ms (p99 \(String(format: "%.3f", p99)), n=\(sorted.count))")
    reportCount("\(name)_cells_created", Double(grid.statistics.cellsCreated), unit: "cells")
    withExtendedLifetime(items) {}
}

@MainActor
func runScrollBenchmarks() {
    // QUILL_BENCH_REDRAW_SCROLLS=1: every scroll frame redraws the table (the cost before
    // scrolled pixels were moved), for comparison.
    if ProcessInfo.processInfo.environment["QUILL_BENCH_REDRAW_SCROLLS"] == "1" { Application.shared.context.movesScrolledContent = false }
    let desktop = Size(width: 1280, height: 800), uhd = Size(width: 1920, height: 1080)
    let names = ["table_scroll_1m", "grid_scroll_100k", "table_scroll_1m_4k", "grid_scroll_100k_4k"]
    guard names.contains(where: selected) else { return }
    if selected("table_scroll_1m") { runTableScroll("table_scroll_1m", size: desktop, scale: 1) }
    if selected("grid_scroll_100k") { runGridScroll("grid_scroll_100k", size: desktop, scale: 1) }
    // A 3840x2160 window at scale 2: 8x the pixels of the desktop window.
    if selected("table_scroll_1m_4k") { runTableScroll("table_scroll_1m_4k", size: uhd, scale: 2) }
    if selected("grid_scroll_100k_4k") { runGridScroll("grid_scroll_100k_4k", size: uhd, scale: 2) }
    reportCount("scroll_peak_rss_mib", peakResidentMiB(), unit: "MiB")
}

/// Frame times of the controls that animate: a date picker's wheels spun by the mouse wheel
/// (momentum and snapping included) and a navigation push and pop, each frame through the
/// update phase and a rendered frame on a manual clock.
@MainActor
func runControlBenchmarks() {
    guard selected("controls") else { return }
    let harness = HeadlessHarness(size: Size(width: 375, height: 667))
    let picker = DatePicker(frame: Rect(x: 0, y: 200, width: 375, height: 216))
    picker.mode = .dateAndTime
    harness.window.addSubview(picker)
    harness.window.renderFrame()
    var direction = 1.0
    var frame = 0
    report("datepicker_wheel_frame_ms", measure(warmup: 20, iterations: 600) {
        frame += 1
        if frame % 60 == 0 { direction = -direction }
        harness.window.send(.wheel(WheelEvent(locationInWindow: Point(x: 120, y: 308), deltaY: 9 * direction)))
        harness.advance(by: 1.0 / 60.0)
    })
    picker.removeFromSuperview()

    let navigation = NavigationController(rootViewController: ViewController())
    navigation.view.frame = harness.window.bounds
    harness.window.addSubview(navigation.view)
    harness.window.renderFrame()
    var samples: [Double] = []
    for round in 0..<20 {
        let pushed = ViewController()
        pushed.title = "Screen \(round)"
        navigation.pushViewController(pushed, animated: true)
        samples += measure(warmup: 0, iterations: 24) { harness.advance(by: 1.0 / 60.0) }
        harness.settle()
        _ = navigation.popViewController(animated: true)
        samples += measure(warmup: 0, iterations: 24) { harness.advance(by: 1.0 / 60.0) }
        harness.settle()
    }
    report("navigation_push_pop_frame_ms", samples)
}

/// 50 cards (a rounded, bordered view with three labels and an image each) fading and moving
/// by their transform (or growing by it) at once in a 1280x800 window, frame after frame on a
/// manual clock; with layers (the default) and drawn directly (`View.animationsUseLayers =
/// false`) for comparison.
@MainActor
func runAnimationBenchmarks() {
    let variants = [
        ("animation_alpha_transform_frame_ms", true, false), ("animation_alpha_transform_direct_frame_ms", false, false),
        ("animation_alpha_scale_frame_ms", true, true), ("animation_alpha_scale_direct_frame_ms", false, true),
    ]
    guard variants.contains(where: { selected($0.0) }) else { return }
    let picture = try? ImageCatalog.shared.image(named: "quill")
    for (name, useLayers, scales) in variants where selected(name) {
        let harness = HeadlessHarness(size: Size(width: 1280, height: 800))
        harness.context.animationsUseLayers = useLayers
        let backdrop = View(frame: harness.window.bounds)
        backdrop.backgroundColor = Color(white: 0.92)
        harness.window.addSubview(backdrop)
        var cards: [View] = []
        for i in 0..<50 {
            let card = View(frame: Rect(x: Double(i % 10) * 124 + 8, y: Double(i / 10) * 150 + 20, width: 116, height: 120))
            card.backgroundColor = .white
            card.cornerRadius = 8
            card.borderWidth = 1
            card.borderColor = Color(white: 0.7)
            let image = ImageView(frame: Rect(x: 34, y: 6, width: 48, height: 48))
            image.image = picture
            card.addSubview(image)
            for line in 0..<3 {
                let label = Label(frame: Rect(x: 6, y: 58 + Double(line) * 19, width: 104, height: 18))
                label.text = line == 0 ? "Card \(i)" : "Detail line \(line) of \(i)"
                label.font = .systemFont(ofSize: line == 0 ? 15 : 12)
                card.addSubview(label)
            }
            backdrop.addSubview(card)
            cards.append(card)
        }
        harness.render()
        var forward = true
        func start() {
            View.animate(withDuration: 0.5, curve: .linear) {
                for (i, card) in cards.enumerated() {
                    card.alpha = forward ? 0.35 : 1
                    // Moved by its transform (or grown by it), staggered so cards overlap
                    // differently each frame.
                    let dx = Double(i % 3 + 1) * 14, dy = Double(i % 4 + 1) * 9
                    card.transform = forward ? (scales ? Transform(scaleX: 1.1, y: 1.1) : Transform(translationX: dx, y: dy)) : .identity
                }
            }
            forward.toggle()
        }
        start()
        harness.advance(by: 1.0 / 60.0)
        var samples: [Double] = []
        for _ in 0..<600 {
            if !cards[0].hasRunningAnimations { start() }
            samples += measure(warmup: 0, iterations: 1) { harness.advance(by: 1.0 / 60.0) }
        }
        report(name, samples)
    }
}

@MainActor
func run() {
    runProbes()
    runScrollBenchmarks()
    runCollectionBenchmarks()
    runTemplateBenchmarks()
    if selected("accessibility") {
        // What a screen reader walks: the 200-label wall's elements in reading order.
        let (wall, _) = makeLabelWall()
        report("accessibility_tree_200_labels_ms", measure(warmup: 5, iterations: 200) {
            _ = wall.accessibilityElementsInOrder()
        })
    }
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

/// Loading a data-only widget bundle (manifest, strings, template list) with a fresh loader,
/// and making a cell from its template.
@MainActor
func runBundleBenchmarks() {
    guard selected("bundle") else { return }
    let folder = FileManager.default.currentDirectoryPath + "/Widgets/GridCell"
    guard FileManager.default.fileExists(atPath: folder + "/bundle.yaml") else {
        print("bundle benchmarks: run from the repository root (no \(folder))")
        return
    }
    report("bundle_load_gridcell_us", measure(warmup: 20, iterations: 500) {
        _ = try? WidgetBundleLoader(searchPaths: []).load(at: folder)
    }, unit: "us", scale: 1000)
    guard let bundle = try? WidgetBundleLoader(searchPaths: []).load(at: folder), let template = try? bundle.template(named: "GridCell"),
        (try? template.firstObject(of: GridViewCell.self))?.contentView.viewWithTag(3) is Label
    else {
        print("bundle benchmarks: Widgets/GridCell did not load or instantiate")
        exit(1)
    }
    report("bundle_instantiate_gridcell_us", measure(warmup: 20, iterations: 2000) {
        _ = try? template.firstObject(of: GridViewCell.self)
    }, unit: "us", scale: 1000)
}

@MainActor
func runAll() {
    run()
    runSolverBenchmarks()
    runLayoutBenchmarks()
    runLayoutScalingBenchmarks()
    runSelfSizingScrollBenchmark()
    runBundleBenchmarks()
    runTextBenchmarks()
    runTextViewBenchmarks()
    runStoryboardBenchmarks()
    runDesktopBenchmarks()
    runAnimationBenchmarks()
    runResizeBenchmarks()
    runPresentBenchmarks()
    runWindowedScrollBenchmarks()
    // Last: its harness puts the application on a manual clock.
    runControlBenchmarks()
}

MainActor.assumeIsolated { runAll() }
