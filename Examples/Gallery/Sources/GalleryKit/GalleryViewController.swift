import Quill

extension CommandAction {
    /// The gallery's next page (View menu, Ctrl+Page Down).
    static let nextPage = CommandAction("gallery.nextPage")
    /// The gallery's previous page (View menu, Ctrl+Page Up).
    static let previousPage = CommandAction("gallery.previousPage")
}

/// The gallery: a sidebar of pages grouped in sections; the selected page beside its source.
/// A page that fails to build shows its error in its place (and on standard error).
@MainActor
public final class GalleryViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The pages, in sidebar order.
    public let demos: [GalleryDemo]
    /// The index of the page shown.
    public private(set) var selectedIndex = 0
    /// The page's view, when it built.
    public private(set) var pageView: View?
    /// The error shown instead of the page, when it did not.
    public private(set) var pageError: String?
    private lazy var host = GalleryHost(viewController: self)
    private let sections: [String]
    private var rootView: GalleryRootView { view as! GalleryRootView }

    /// Creates the gallery over its pages.
    public init(demos: [GalleryDemo] = GalleryCatalog.demos()) {
        self.demos = demos
        var sections: [String] = []
        for demo in demos where !sections.contains(demo.section) { sections.append(demo.section) }
        self.sections = sections
        GalleryResources.registerLinkedWidgets()
        super.init(nibName: nil, bundle: nil)
        title = "Quill Gallery"
    }

    /// Not made by templates by name (UIKit's `init?(coder:)`): the app creates it.
    required init?(coder: TemplateCoder) { nil }

    public override func loadView() {
        let root = GalleryRootView(frame: Rect(x: 0, y: 0, width: 1180, height: 760))
        root.sidebar.dataSource = self
        root.sidebar.delegate = self
        view = root
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        host.sourcesHandler = { [weak self] sources in self?.rootView.sourcePanel.show(sources) }
        select(0)
    }

    /// The sidebar (for tests and keyboard focus).
    public var sidebar: TableView { rootView.sidebar }
    /// The text the source panel shows.
    public var sourceText: String { rootView.sourcePanel.shownText }
    /// The page's area.
    public var pageArea: View { rootView.pageArea }

    /// Shows page `index`.
    public func select(_ index: Int) {
        guard demos.indices.contains(index) else { return }
        selectedIndex = index
        let demo = demos[index]
        let root = rootView
        root.layoutIfNeeded()
        pageView?.removeFromSuperview()
        for subview in root.pageArea.subviews { subview.removeFromSuperview() }
        host.reset()
        pageView = nil
        pageError = nil
        root.titleLabel.text = demo.title
        root.summaryLabel.text = demo.summary
        root.sourcePanel.show(demo.sources)
        let area = root.pageArea.bounds.size
        do {
            let page = try demo.make(host, area)
            page.frame = Rect(origin: .zero, size: area)
            page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.pageArea.addSubview(page)
            pageView = page
        } catch {
            RuntimeLog.error("gallery page '\(demo.title)': \(error)")
            pageError = "\(error)"
            let label = Label(frame: Rect(origin: .zero, size: area).insetBy(dx: 20, dy: 20))
            label.text = "This page could not be built:\n\n\(error)"
            label.numberOfLines = 0
            label.textColor = .systemRed
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.pageArea.addSubview(label)
        }
        let path = indexPath(ofDemo: index)
        if sidebar.indexPathForSelectedRow != path { sidebar.selectRow(at: path, animated: false, scrollPosition: .none) }
    }

    private func indexPath(ofDemo index: Int) -> IndexPath {
        let section = sections.firstIndex(of: demos[index].section) ?? 0
        let row = demos[..<index].filter { $0.section == demos[index].section }.count
        return IndexPath(row: row, section: section)
    }

    private func demoIndex(at indexPath: IndexPath) -> Int? {
        let inSection = demos.indices.filter { demos[$0].section == sections[indexPath.section] }
        return inSection.indices.contains(indexPath.row) ? inSection[indexPath.row] : nil
    }

    // MARK: Menus

    /// The View menu turns pages (Ctrl+Page Down and Ctrl+Page Up, as browsers' tabs).
    public override func buildMenu(with builder: MenuBuilder) {
        builder.insertChild(Menu(identifier: "gallery.pages", options: .displayInline, children: [
            KeyCommand(title: "Next Page", action: .nextPage, input: .pageDown, modifierFlags: .control),
            KeyCommand(title: "Previous Page", action: .previousPage, input: .pageUp, modifierFlags: .control),
        ]), atStartOfMenu: .view)
    }

    public override func canPerformAction(_ action: CommandAction, withSender sender: AnyObject?) -> Bool {
        switch action {
        case .nextPage: selectedIndex + 1 < demos.count
        case .previousPage: selectedIndex > 0
        default: super.canPerformAction(action, withSender: sender)
        }
    }

    public override func perform(_ action: CommandAction, withSender sender: AnyObject?) {
        switch action {
        case .nextPage: select(selectedIndex + 1)
        case .previousPage: select(selectedIndex - 1)
        default: super.perform(action, withSender: sender)
        }
    }

    /// A page's row: open it, or copy its title.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
        guard let index = demoIndex(at: indexPath) else { return nil }
        let demo = demos[index]
        return ContextMenuConfiguration(identifier: demo.title) { [weak self, weak tableView] _ in
            Menu(title: demo.title, children: [
                MenuAction(title: "Open Page") { _ in self?.select(index) },
                MenuAction(title: "Copy Title") { _ in tableView?.window?.windowContext.pasteboard.string = demo.title },
            ])
        }
    }

    // MARK: Sidebar

    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        demos.filter { $0.section == sections[section] }.count
    }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section] }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Page") ?? TableViewCell(reuseIdentifier: "Page")
        cell.textLabel.text = demoIndex(at: indexPath).map { demos[$0].title } ?? ""
        cell.textLabel.font = .systemFont(ofSize: 14)
        cell.backgroundColor = Color(red8: 232, green8: 232, blue8: 238)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if let index = demoIndex(at: indexPath), index != selectedIndex { select(index) }
    }
}
