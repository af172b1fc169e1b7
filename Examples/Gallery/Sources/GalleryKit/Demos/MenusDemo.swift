import Quill

/// Menus, shortcuts, context menus, tooltips and pointer shapes (issue 29): a formatting row of
/// buttons with tooltips, a text view with the standard edit menu, and a list of files whose
/// rows have context menus (open, favourite, sort, delete). The page offers its own shortcuts
/// (Ctrl+B, Ctrl+I) while focus is inside it; the window's menu bar lists them.
@MainActor
enum MenusDemo {
    static let demo = GalleryDemo(
        section: "Interaction", title: "Menus and tooltips",
        summary: "Right-click the files or the text, or press the Menu key; rest the pointer on the buttons; Ctrl+B and Ctrl+I are the page's.",
        sources: [.swift("MenusDemo.swift")]
    ) { host, size in
        let page = FormattingPage(frame: Rect(origin: .zero, size: size))
        let status = GalleryPageParts.bottomStatus("Right-click a file.", in: size)
        page.status = status
        GalleryPageParts.buttonRow([
            ("Bold", "Bold (Ctrl+B)", { [weak page] in page?.perform(.toggleBold, withSender: nil) }),
            ("Italic", "Italic (Ctrl+I)", { [weak page] in page?.perform(.toggleItalic, withSender: nil) }),
            ("Clear", "Removes every mark from the note", { [weak page] in page?.perform(.clearFormatting, withSender: nil) }),
        ], on: page, y: 14, width: 84, height: 32)
        let note = TextView(frame: Rect(x: 16, y: 60, width: (size.width - 48) / 2, height: size.height - 110))
        note.autoresizingMask = [.flexibleHeight, .flexibleRightMargin]
        note.text = "Select some of this note and right-click it: Cut, Copy, Paste, Delete and Select All, each enabled as it can be.\n\nThe Edit menu above does the same, and names what Undo undoes."
        note.borderWidth = 1
        note.borderColor = .systemGray4
        note.cornerRadius = 8
        note.accessibilityLabel = "Note"
        page.addSubview(note)
        page.note = note
        let files = TableView(frame: Rect(x: 32 + (size.width - 48) / 2, y: 60, width: (size.width - 48) / 2, height: size.height - 110))
        files.autoresizingMask = [.flexibleHeight, .flexibleLeftMargin]
        files.rowHeight = 40
        files.borderWidth = 1
        files.borderColor = .systemGray4
        files.cornerRadius = 8
        files.accessibilityLabel = "Files"
        let list = host.keep(FileList(table: files, status: status))
        files.dataSource = list
        files.delegate = list
        page.addSubview(files)
        page.addSubview(status)
        return page
    }

    /// The page's root: it performs the formatting actions and offers their shortcuts while
    /// focus is inside it.
    final class FormattingPage: View {
        var status: Label?
        weak var note: TextView?
        private var bold = false, italic = false

        override var keyCommands: [KeyCommand]? {
            [
                KeyCommand(title: "Bold", action: .toggleBold, input: .character("b"), modifierFlags: .control),
                KeyCommand(title: "Italic", action: .toggleItalic, input: .character("i"), modifierFlags: .control),
            ]
        }

        override func canPerformAction(_ action: CommandAction, withSender sender: AnyObject?) -> Bool {
            [.toggleBold, .toggleItalic, .clearFormatting].contains(action) || super.canPerformAction(action, withSender: sender)
        }

        override func perform(_ action: CommandAction, withSender sender: AnyObject?) {
            switch action {
            case .toggleBold: bold.toggle()
            case .toggleItalic: italic.toggle()
            case .clearFormatting: bold = false; italic = false
            default: return super.perform(action, withSender: sender)
            }
            let weight: Font = bold ? .boldSystemFont(ofSize: 14) : .systemFont(ofSize: 14)
            note?.font = weight
            status?.text = "Note: " + ([bold ? "bold" : nil, italic ? "italic" : nil].compactMap { $0 }.joined(separator: ", ").nonEmpty ?? "plain")
        }

        override func validate(_ command: Command) {
            if command.action == .toggleBold { command.state = bold ? .on : .off }
            if command.action == .toggleItalic { command.state = italic ? .on : .off }
        }
    }

    /// The files: each row's context menu opens, favourites, sorts or deletes.
    final class FileList: TableViewDataSource, TableViewDelegate {
        private(set) var names = ["Budget.numbers", "Holiday.jpg", "Notes.txt", "Quill.pdf", "Recipes.md", "Zebra.png"]
        private(set) var favorites: Set<String> = []
        private var sortDescending = false
        let table: TableView
        let status: Label

        init(table: TableView, status: Label) {
            self.table = table
            self.status = status
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "File") ?? TableViewCell(reuseIdentifier: "File")
            let name = names[indexPath.row]
            cell.textLabel.text = favorites.contains(name) ? "★ " + name : name
            return cell
        }

        func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
            let name = names[indexPath.row]
            return ContextMenuConfiguration(identifier: name) { [unowned self] _ in
                Menu(title: name, children: [
                    MenuAction(title: "Open") { [unowned self] _ in status.text = "Opened \(name)" },
                    MenuAction(title: "Favorite", state: favorites.contains(name) ? .on : .off) { [unowned self] _ in
                        if favorites.remove(name) == nil { favorites.insert(name) }
                        status.text = favorites.contains(name) ? "\(name) is a favorite" : "\(name) is no longer a favorite"
                        table.reloadData()
                    },
                    Menu(title: "Sort By Name", options: .singleSelection, children: [
                        MenuAction(title: "A to Z", state: sortDescending ? .off : .on) { [unowned self] _ in sort(descending: false) },
                        MenuAction(title: "Z to A", state: sortDescending ? .on : .off) { [unowned self] _ in sort(descending: true) },
                    ]),
                    Menu(options: .displayInline, children: [
                        MenuAction(title: "Delete", attributes: .destructive) { [unowned self] _ in
                            names.removeAll { $0 == name }
                            status.text = "Deleted \(name)"
                            table.reloadData()
                        },
                    ]),
                ])
            }
        }

        private func sort(descending: Bool) {
            sortDescending = descending
            names.sort { descending ? $0 > $1 : $0 < $1 }
            status.text = descending ? "Sorted Z to A" : "Sorted A to Z"
            table.reloadData()
        }
    }
}

extension CommandAction {
    /// Bolds the gallery's note.
    static let toggleBold = CommandAction("toggleBold")
    /// Italicizes the gallery's note.
    static let toggleItalic = CommandAction("toggleItalic")
    /// Removes the note's formatting.
    static let clearFormatting = CommandAction("clearFormatting")
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
