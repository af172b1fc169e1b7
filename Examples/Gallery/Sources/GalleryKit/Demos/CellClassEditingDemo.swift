import Quill
import TablesExample

/// Cells of a class that loads its same-named template (ImagesCell, a code bundle loaded here as
/// a plugin), with gradient backgrounds, a green selection and editing mode: the red control
/// reveals a Delete button, and only Delete removes the row; the grips move rows. Outside
/// editing, a row dragged sideways shows Delete and Flag.
@MainActor
enum CellClassEditingDemo {
    static let demo = GalleryDemo(
        section: "Patterns", title: "A cell class and its template",
        summary: "ImagesCell (a plugin) with its gradient template; Edit slides in delete controls and grips; swipe a row for Delete and Flag.",
        sources: [
            .swift("ImagesController.swift"), GalleryResources.widgetFile("ImagesCell", "ImagesCell.quill"),
            GalleryResources.widgetFile("ImagesCell", "Sources/ImagesCell.swift"), .swift("CellClassEditingDemo.swift"),
        ]
    ) { host, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let edit = Button(title: "Edit", style: .bordered)
        edit.frame = Rect(x: size.width - 92, y: 12, width: 76, height: 30)
        edit.autoresizingMask = [.flexibleLeftMargin]
        let table = TableView(frame: Rect(x: 0, y: 54, width: size.width, height: size.height - 54))
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let controller = host.keep(ImagesController(count: 40))
        try controller.register(on: table)
        table.dataSource = controller
        table.delegate = controller
        edit.addAction(for: .touchUpInside) { [weak table] sender in
            guard let table, let button = sender as? Button else { return }
            table.setEditing(!table.isEditing, animated: true)
            button.setTitle(table.isEditing ? "Done" : "Edit", for: .normal)
        }
        page.addSubview(table)
        page.addSubview(edit)
        return page
    }
}
