import Foundation
import Quill

/// Dragging rows (issue 29): a task board as a table of three sections whose rows are
/// rearranged by dragging them (within a section or to another: a line shows where a row would
/// land, and the table scrolls near its edges), and a "New task" tag dragged in from beside
/// the table adds a task where it is dropped. UIKit's table drag and drop delegates.
@MainActor
enum RowDragDemo {
    static let demo = GalleryDemo(
        section: "Interaction", title: "Dragging rows",
        summary: "Drag a task to another place or section; drag the New task tag into the list to add one where you drop it.",
        sources: [.swift("RowDragDemo.swift")]
    ) { host, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let status = GalleryPageParts.bottomStatus("Drag a task.", in: size)
        page.addSubview(status)
        let board = host.keep(TaskBoard(status: status))
        let table = TableView(frame: Rect(x: 170, y: 16, width: size.width - 186, height: size.height - 66), style: .insetGrouped)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = board
        table.dragDelegate = board
        table.dropDelegate = board
        table.accessibilityIdentifier = "tasks"
        page.addSubview(table)

        let tag = Label(text: "New task", font: .boldSystemFont(ofSize: 15))
        tag.textColor = .white
        tag.textAlignment = .center
        tag.backgroundColor = .systemBlue
        tag.cornerRadius = 8
        tag.frame = Rect(x: 16, y: 16, width: 130, height: 44)
        tag.toolTip = "Drag into the list to add a task there"
        tag.pointerStyle = .hand
        tag.isUserInteractionEnabled = true
        tag.addInteraction(DragInteraction(delegate: board))
        page.addSubview(tag)
        return page
    }

    /// The tasks by state, the table's data source and its drag and drop delegates; the New
    /// task tag's drag source.
    final class TaskBoard: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate, DragInteractionDelegate {
        let status: Label
        private(set) var sections: [(title: String, tasks: [String])] = [
            ("To do", ["Write the release notes", "Answer the review", "Book the room"]),
            ("Doing", ["Fix the flaky test"]),
            ("Done", ["Ship 0.9", "Update the icons"]),
        ]
        private var added = 0

        init(status: Label) { self.status = status }

        /// The tasks of each section, by title (for tests).
        var tasksBySection: [String: [String]] { Dictionary(uniqueKeysWithValues: sections.map { ($0.title, $0.tasks) }) }

        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].tasks.count }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Task") ?? TableViewCell(reuseIdentifier: "Task")
            cell.textLabel.text = sections[indexPath.section].tasks[indexPath.row]
            return cell
        }

        // A row drags its task's name.
        func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(string: sections[indexPath.section].tasks[indexPath.row]))]
        }

        // The tag drags a new task.
        func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(string: "New task \(added + 1)"))]
        }

        func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { session.hasItems(conformingTo: [.plainText]) }

        func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first else { return }
            let title = sections[destination.section].title
            if let source = item.sourceIndexPath {
                let task = sections[source.section].tasks.remove(at: source.row)
                sections[destination.section].tasks.insert(task, at: destination.row)
                status.text = source.section == destination.section ? "Moved \u{201C}\(task)\u{201D} within \(title)." : "Moved \u{201C}\(task)\u{201D} to \(title)."
            } else {
                let task = item.dragItem.itemProvider.string ?? "Task"
                added += 1
                sections[destination.section].tasks.insert(task, at: destination.row)
                status.text = "Added \u{201C}\(task)\u{201D} to \(title)."
            }
            tableView.reloadData()
        }
    }
}
