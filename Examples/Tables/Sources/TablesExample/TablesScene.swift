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

    /// Builds the content into a window (at least 960x600 points look best). The three
    /// columns share the window's width (Auto Layout), so resizing the window resizes them and
    /// the grid reflows its cells.
    public init(in window: Window) throws {
        TablesResources.registerClasses()
        window.backgroundColor = Color(red8: 242, green8: 242, blue8: 247)
        imagesTable = TableView(frame: .zero)
        grid = GridView(frame: .zero)
        accordion = TableView(frame: .zero)

        imagesTable.dataSource = imagesController
        imagesTable.delegate = imagesController
        grid.cellSize = Size(width: 88, height: 96)
        grid.dataSource = gridController
        grid.delegate = gridController
        try accordionController.register(on: accordion)
        accordion.dataSource = accordionController
        accordion.delegate = accordionController

        var constraints: [LayoutConstraint] = []
        let columns: [(View, String)] = [(imagesTable, "Images (plugin)"), (grid, "Grid (data-only bundle)"), (accordion, "Sections (click a header)")]
        for (index, (column, text)) in columns.enumerated() {
            column.cornerRadius = 8
            let title = Label(text: text, font: .boldSystemFont(ofSize: 15))
            for view in [column, title] {
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
            }
            constraints += [
                title.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                title.topAnchor.constraint(equalTo: window.topAnchor, constant: 14),
                column.topAnchor.constraint(equalTo: window.topAnchor, constant: 44),
                column.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -10),
            ]
            if index == 0 {
                constraints.append(column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10))
            } else {
                let previous = columns[index - 1].0
                constraints.append(column.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 10))
                constraints.append(column.widthAnchor.constraint(equalTo: previous.widthAnchor))
            }
        }
        constraints.append(accordion.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10))
        editButton.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(editButton)
        constraints += [
            editButton.trailingAnchor.constraint(equalTo: imagesTable.trailingAnchor),
            editButton.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
            editButton.widthAnchor.constraint(equalToConstant: 76),
            editButton.heightAnchor.constraint(equalToConstant: 30),
        ]
        LayoutConstraint.activate(constraints)

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
        label.translatesAutoresizingMaskIntoConstraints = false
        view.superview?.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
        ])
        view.isHidden = true
    }

    private func toggleEditing(_ sender: Button) {
        imagesTable.setEditing(!imagesTable.isEditing, animated: true)
        sender.setTitle(imagesTable.isEditing ? "Done" : "Edit", for: .normal)
    }
}
