import Quill

/// A tab bar controller whose first tab is a split view controller: mailboxes in a sidebar
/// (drag the divider, or narrow the window until one column shows) beside the messages of the
/// one chosen; the second tab is a plain screen.
@MainActor
enum SplitAndTabsDemo {
    static let demo = GalleryDemo(
        section: "Controls", title: "Split views and tabs",
        summary: "A sidebar and its content in a split view controller, inside a tab bar controller; drag the divider, switch tabs.",
        sources: [.swift("SplitAndTabsDemo.swift")]
    ) { host, size in
        let mailboxes = MailboxesController()
        let messages = MessagesController()
        mailboxes.onChoose = { [weak messages] name in messages?.show(name) }
        let split = SplitViewController(style: .doubleColumn)
        split.preferredPrimaryColumnWidth = 180
        split.minimumPrimaryColumnWidth = 140
        split.minimumWidthForColumns = 420
        split.setViewController(mailboxes, for: .primary)
        split.setViewController(messages, for: .secondary)
        split.tabBarItem = TabBarItem(title: "Mail", image: Image(systemName: "envelope"))
        let settings = ViewController()
        settings.title = "Settings"
        settings.tabBarItem.image = Image(systemName: "gearshape")
        let tabs = TabBarController()
        tabs.viewControllers = [split, settings]
        host.viewController.addChild(tabs)
        tabs.view.frame = Rect(origin: .zero, size: size)
        let note = Label(text: "Nothing to set here.", font: .systemFont(ofSize: 15))
        note.frame = Rect(x: 20, y: 20, width: 300, height: 22)
        settings.view.addSubview(note)
        mailboxes.choose(0)
        return tabs.view
    }

    /// The sidebar: a table of mailboxes.
    final class MailboxesController: ViewController, TableViewDataSource, TableViewDelegate {
        let names = ["Inbox", "Drafts", "Sent", "Archive", "Junk", "Trash"]
        var onChoose: ((String) -> Void)?
        private let table = TableView(frame: Rect(x: 0, y: 0, width: 180, height: 400))

        init() {
            super.init(nibName: nil, bundle: nil)
            title = "Mailboxes"
        }

        /// Not made by templates by name (UIKit's `init?(coder:)`): the app creates it.
        required init?(coder: TemplateCoder) { nil }

        override func loadView() {
            table.dataSource = self
            table.delegate = self
            table.backgroundColor = Color(red8: 242, green8: 242, blue8: 247)
            view = table
        }

        func choose(_ row: Int) {
            _ = view
            table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
            onChoose?(names[row])
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Mailbox") ?? TableViewCell(reuseIdentifier: "Mailbox")
            cell.textLabel.text = names[indexPath.row]
            cell.backgroundColor = .clear
            return cell
        }

        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { onChoose?(names[indexPath.row]) }
    }

    /// The content: what the chosen mailbox holds.
    final class MessagesController: ViewController {
        private let heading = Label(text: "", font: .boldSystemFont(ofSize: 22))
        private let detail = Label(text: "", font: .systemFont(ofSize: 15))

        override func loadView() {
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 400))
            root.backgroundColor = .systemBackground
            heading.frame = Rect(x: 20, y: 20, width: 280, height: 28)
            detail.frame = Rect(x: 20, y: 56, width: 280, height: 20)
            heading.autoresizingMask = .flexibleWidth
            detail.autoresizingMask = .flexibleWidth
            detail.textColor = .secondaryLabel
            root.addSubview(heading)
            root.addSubview(detail)
            view = root
        }

        func show(_ mailbox: String) {
            _ = view
            heading.text = mailbox
            detail.text = mailbox == "Inbox" ? "3 unread messages" : "No messages"
        }
    }
}
