import Quill
import TablesExample

/// A grid whose cells come from the GridCell widget bundle (a template and an image, no code);
/// the data source finds the caption inside each reused cell with `viewWithTag`.
@MainActor
enum GridByTagDemo {
    static let demo = GalleryDemo(
        section: "Patterns", title: "Grid cells found by tag",
        summary: "GridCell, a data-only widget bundle, fills a reflowing grid; captions are found with viewWithTag in reused cells.",
        sources: [.swift("GridController.swift"), GalleryResources.widgetFile("GridCell", "GridCell.quill"), .swift("GridByTagDemo.swift")]
    ) { host, size in
        let grid = GridView(frame: Rect(origin: .zero, size: size))
        grid.cellSize = Size(width: 88, height: 96)
        let controller = host.keep(GridController(count: 200))
        try controller.register(on: grid)
        grid.dataSource = controller
        grid.delegate = controller
        return grid
    }
}
