import Quill

/// Rows loaded the classic way: the data source is File's Owner of ContactRow.quill, and each
/// instantiation hands it the new cell through its `tableViewCell` outlet; a reused cell skips
/// the template. Labels are found again with `viewWithTag`.
@MainActor
enum FilesOwnerRowsDemo {
    static let demo = GalleryDemo(
        section: "Patterns", title: "Rows through File's Owner",
        summary: "A template instantiated with the data source as File's Owner: its outlet receives each new cell; reused cells skip the template.",
        sources: [.swift("FilesOwnerRowsDemo.swift"), .file(title: "ContactRow.quill", path: GalleryResources.path(of: "ContactRow.quill"))]
    ) { host, size in
        let table = TableView(frame: Rect(origin: .zero, size: size))
        table.rowHeight = 52
        let controller = host.keep(Controller(template: try Template.named("ContactRow", in: GalleryResources.bundle)))
        table.dataSource = controller
        return table
    }

    /// The data source, and File's Owner of each row's template.
    final class Controller: TableViewDataSource {
        /// Receives each cell the template makes.
        @Outlet var tableViewCell: TableViewCell?
        let template: Template
        let people: [(String, String, Color)] = [
            ("Ada Lovelace", "Analyst", Color.systemBlue), ("Grace Hopper", "Compiler pioneer", .systemGreen),
            ("Alan Turing", "Codebreaker", .systemOrange), ("Edsger Dijkstra", "Shortest paths", .systemRed),
            ("Barbara Liskov", "Substitution", .systemBlue), ("Donald Knuth", "Typesetter", .systemGreen),
            ("Margaret Hamilton", "Apollo software", .systemOrange), ("Ken Thompson", "Unix", .systemRed),
            ("Frances Allen", "Optimizing compilers", .systemBlue), ("John Backus", "Fortran", .systemGreen),
            ("Radia Perlman", "Spanning tree", .systemOrange), ("Tony Hoare", "Quicksort", .systemRed),
        ]
        /// How many rows came from the template (the rest were reused).
        private(set) var loaded = 0

        init(template: Template) { self.template = template }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { people.count * 4 }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell: TableViewCell
            if let reused = tableView.dequeueReusableCell(withIdentifier: "ContactRow") {
                cell = reused
            } else {
                _ = try template.instantiate(owner: self)
                guard let made = tableViewCell else { throw QuillError("ContactRow.quill did not connect tableViewCell") }
                tableViewCell = nil
                made.reuseIdentifier = "ContactRow"
                loaded += 1
                cell = made
            }
            let (name, detail, color) = people[indexPath.row % people.count]
            (cell.contentView.viewWithTag(1) as? Label)?.text = name
            (cell.contentView.viewWithTag(2) as? Label)?.text = "\(detail) · row \(indexPath.row + 1) · \(loaded) cells made"
            cell.contentView.viewWithTag(3)?.backgroundColor = color
            return cell
        }
    }
}
