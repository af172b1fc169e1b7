import Foundation
import Quill
import QuillTesting

/// Desktop interaction (issue 29) in a 1180x760 window: a right-click on a table row until its
/// context menu (nine items, a submenu, two sections) is drawn; a character typed into a text
/// field ten views deep (the path every key takes past the shortcut lookup) with its frame; a
/// Ctrl+C that the menu bar's Copy matches and the field performs; one step of a drag over a
/// drop target with the frame that moves its picture; one step of a table row dragged over the
/// other rows (the gap and its line) with its frame.
@MainActor
func runDesktopBenchmarks() {
    guard selected("desktop") else { return }
    let harness = HeadlessHarness(size: Size(width: 1180, height: 760))
    let table = TableView(frame: Rect(x: 0, y: 0, width: 600, height: 760))
    let rows = BenchmarkRows()
    table.dataSource = rows
    table.delegate = rows
    harness.window.addSubview(table)
    var container: View = harness.window
    for depth in 0..<10 {
        let level = View(frame: Rect(x: depth == 0 ? 620 : 2, y: depth == 0 ? 20 : 2, width: 500 - Double(depth) * 4, height: 300 - Double(depth) * 4))
        container.addSubview(level)
        container = level
    }
    let field = TextField(frame: Rect(x: 4, y: 4, width: 400, height: 34))
    container.addSubview(field)
    let source = View(frame: Rect(x: 640, y: 400, width: 120, height: 60))
    source.backgroundColor = .systemBlue
    let target = View(frame: Rect(x: 800, y: 400, width: 300, height: 300))
    harness.window.addSubview(source)
    harness.window.addSubview(target)
    let drags = BenchmarkDrags()
    source.addInteraction(DragInteraction(delegate: drags))
    target.addInteraction(DropInteraction(delegate: drags))
    harness.window.renderFrame()

    report("desktop_context_menu_open_frame_ms", measure(warmup: 20, iterations: 400) {
        harness.rightClick(at: Point(x: 100, y: 130))
        harness.window.renderFrame()
    } after: {
        harness.key(.escape)
        harness.window.renderFrame()
    })
    harness.window.makeFirstResponder(field)
    var typed = 0
    report("desktop_type_character_frame_us", measure(warmup: 50, iterations: 2000) {
        harness.key(.character("a"))
        harness.type("a")
        harness.window.renderFrame()
        typed += 1
        if typed % 200 == 0 { field.text = "" }
    }, unit: "us", scale: 1000)
    report("desktop_menu_shortcut_copy_us", measure(warmup: 50, iterations: 5000) {
        harness.key(.character("c"), modifiers: .control)
    }, unit: "us", scale: 1000)
    harness.press(at: Point(x: 700, y: 430))
    harness.move(to: Point(x: 900, y: 500), steps: 4)
    var step = 0.0
    report("desktop_drag_step_frame_ms", measure(warmup: 20, iterations: 600) {
        step += 1
        harness.move(to: Point(x: 900 + step.truncatingRemainder(dividingBy: 100), y: 500))
        harness.window.renderFrame()
    })
    harness.release()

    // A row of the thousand-row table lifted and moved over the others: the gap found, the line
    // placed and the frame drawn, each step.
    let rowDrags = BenchmarkRowDrags()
    table.dragDelegate = rowDrags
    table.dropDelegate = rowDrags
    harness.window.renderFrame()
    harness.press(at: Point(x: 300, y: 200))
    harness.move(to: Point(x: 300, y: 260), steps: 4)
    var rowStep = 0.0
    report("desktop_row_drag_step_frame_ms", measure(warmup: 20, iterations: 600) {
        rowStep += 1
        harness.move(to: Point(x: 300, y: 200 + (rowStep * 7).truncatingRemainder(dividingBy: 400)))
        harness.window.renderFrame()
    })
    harness.release()
}

/// Rows that drag their number and take drops between them (the drop changes nothing).
@MainActor
final class BenchmarkRowDrags: TableViewDragDelegate, TableViewDropDelegate {
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(itemProvider: ItemProvider(string: "Row \(indexPath.row)"))]
    }
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {}
}

/// A measure that undoes what each iteration did, untimed, before the next.
func measure(warmup: Int, iterations: Int, _ body: () -> Void, after reset: () -> Void) -> [Double] {
    var samples: [Double] = []
    let clock = ContinuousClock()
    for index in 0..<(warmup + iterations) {
        let start = clock.now
        body()
        let elapsed = clock.now - start
        reset()
        if index >= warmup { samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15) }
    }
    return samples
}

/// A thousand rows, each with a context menu.
@MainActor
final class BenchmarkRows: TableViewDataSource, TableViewDelegate {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? TableViewCell(reuseIdentifier: "Row")
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
        ContextMenuConfiguration { _ in
            Menu(children: [
                MenuAction(title: "Open") { _ in }, MenuAction(title: "Open in New Window") { _ in },
                Command(title: "Copy", action: .copy), MenuAction(title: "Rename…") { _ in },
                Menu(title: "Sort By", options: .singleSelection, children: [MenuAction(title: "Name", state: .on) { _ in }, MenuAction(title: "Date") { _ in }]),
                Menu(options: .displayInline, children: [
                    MenuAction(title: "Favorite", state: .on) { _ in }, MenuAction(title: "Share…") { _ in }, MenuAction(title: "Get Info") { _ in },
                    MenuAction(title: "Delete", attributes: .destructive) { _ in },
                ]),
            ])
        }
    }
}

/// Drags a word; takes it as a copy.
@MainActor
final class BenchmarkDrags: DragInteractionDelegate, DropInteractionDelegate {
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        [DragItem(itemProvider: ItemProvider(string: "word"))]
    }
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {}
}
