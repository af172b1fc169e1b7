import Quill

/// The Tables example's window: an images table with an Edit button (ImagesCell, a code bundle
/// loaded as a plugin), a grid (GridCell, a data-only bundle), and an accordion of sections
/// (SectionHeader, linked in). Kept in a library so tests build exactly what the app shows.
/// A bundle that fails to load shows its error in place of its column.
@MainActor
public final class TablesScene {
    public let imagesTable: TableView
    public let imagesController = ImagesController()
    public let editButton = Button(title: "Edit", style: .bordered)
    public let grid: GridView
    public let gridController = GridController()
    public let accordion: TableView
    public let accordionController = AccordionController()

    /// The errors of the bundles that did not load, shown in the window.
    public private(set) var loadErrors: [String] = []

    /// Builds the content into a window (at least 960x600 points look best).
    public init(in window: Window) throws {
        TablesResources.registerClasses()
        window.backgroundColor = Color(red8: 242, green8: 242, blue8: 247)
        let height = window.bounds.height
        let third = ((window.bounds.width - 40) / 3).rounded(.down)

        func title(_ text: String, x: Double) {
            let label = Label(text: text, font: .boldSystemFont(ofSize: 15))
            label.frame.origin = Point(x: x, y: 14)
            window.addSubview(label)
        }

        title("Images (plugin)", x: 10)
        editButton.frame = Rect(x: 10 + third - 76, y: 8, width: 76, height: 30)
        window.addSubview(editButton)
        imagesTable = TableView(frame: Rect(x: 10, y: 44, width: third, height: height - 54))
        imagesTable.autoresizingMask = [.flexibleHeight]
        imagesTable.dataSource = imagesController
        imagesTable.delegate = imagesController
        imagesTable.cornerRadius = 8
        window.addSubview(imagesTable)

        title("Grid (data-only bundle)", x: 20 + third)
        grid = GridView(frame: Rect(x: 20 + third, y: 44, width: third, height: height - 54))
        grid.autoresizingMask = [.flexibleHeight]
        grid.cellSize = Size(width: 88, height: 96)
        grid.dataSource = gridController
        grid.delegate = gridController
        grid.cornerRadius = 8
        window.addSubview(grid)

        title("Sections (click a header)", x: 30 + 2 * third)
        accordion = TableView(frame: Rect(x: 30 + 2 * third, y: 44, width: third, height: height - 54))
        accordion.autoresizingMask = [.flexibleHeight]
        try accordionController.register(on: accordion)
        accordion.dataSource = accordionController
        accordion.delegate = accordionController
        accordion.cornerRadius = 8
        window.addSubview(accordion)

        editButton.addTarget(self, action: TablesScene.toggleEditing, for: .touchUpInside)
        do { try imagesController.register(on: imagesTable) } catch { showError(error, over: imagesTable) }
        do { try gridController.register(on: grid) } catch { showError(error, over: grid) }
    }

    /// Replaces a column's content with the error that kept it from loading.
    private func showError(_ error: any Error, over view: View) {
        loadErrors.append("\(error)")
        RuntimeLog.error("\(error)")
        let label = Label(text: "\(error)", font: .systemFont(ofSize: 13))
        label.textColor = .systemRed
        label.numberOfLines = 0
        label.frame = view.frame.insetBy(dx: 10, dy: 10)
        view.superview?.addSubview(label)
        view.isHidden = true
    }

    private func toggleEditing(_ sender: Button) {
        imagesTable.setEditing(!imagesTable.isEditing, animated: true)
        sender.setTitle(imagesTable.isEditing ? "Done" : "Edit", for: .normal)
    }
}
