import Quill

/// A search bar filtering a table as you type (its delegate reloads the rows), with a stepper
/// choosing how many rows show and a page control beside it.
@MainActor
enum SearchAndStepsDemo {
    static let demo = GalleryDemo(
        section: "Controls", title: "Search, steppers and pages",
        summary: "A search bar filters a table as you type; a stepper limits the rows; a page control turns pages.",
        sources: [.swift("SearchAndStepsDemo.swift")]
    ) { host, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let search = SearchBar(frame: Rect(x: 0, y: 0, width: size.width, height: SearchBar.height))
        search.autoresizingMask = .flexibleWidth
        search.placeholder = "Search scientists"
        search.showsCancelButton = true
        let limit = Label(text: "", font: .systemFont(ofSize: 15))
        limit.frame = Rect(x: 16, y: 66, width: 140, height: 20)
        let stepper = Stepper(frame: Rect(x: 160, y: 60, width: 0, height: 0))
        stepper.accessibilityLabel = "Rows shown"
        stepper.minimumValue = 1
        stepper.maximumValue = 12
        stepper.value = 8
        let pages = PageControl(frame: Rect(x: 270, y: 63, width: 100, height: 26))
        pages.numberOfPages = 3
        pages.accessibilityLabel = "Page"
        let table = TableView(frame: Rect(x: 0, y: 100, width: size.width, height: size.height - 100))
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.rowHeight = 44
        let list = host.keep(FilteredList(table: table, limitLabel: limit))
        list.limit = Int(stepper.value)
        table.dataSource = list
        search.delegate = list
        stepper.addAction(for: .valueChanged) { sender in list.limit = Int((sender as! Stepper).value) }
        for view in [search, limit, stepper, pages, table] as [View] { page.addSubview(view) }
        return page
    }

    /// The rows: the names containing the search text, at most `limit` of them.
    final class FilteredList: TableViewDataSource, SearchBarDelegate {
        let names = [
            "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Claude Shannon", "Donald Knuth", "Edsger Dijkstra",
            "Frances Allen", "Grace Hopper", "John Backus", "Ken Thompson", "Margaret Hamilton", "Radia Perlman",
        ]
        let table: TableView
        let limitLabel: Label
        var query = "" { didSet { refresh() } }
        var limit = 12 { didSet { refresh() } }
        private var shown: [String] = []

        init(table: TableView, limitLabel: Label) {
            self.table = table
            self.limitLabel = limitLabel
            refresh()
        }

        private func refresh() {
            let matching = query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) }
            shown = Array(matching.prefix(limit))
            limitLabel.text = "Showing \(shown.count) of \(matching.count)"
            table.reloadData()
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Name") ?? TableViewCell(reuseIdentifier: "Name")
            cell.textLabel.text = shown[indexPath.row]
            return cell
        }

        func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { query = searchText }

        func searchBarCancelButtonClicked(_ searchBar: SearchBar) {
            searchBar.text = ""
            query = ""
        }
    }
}
