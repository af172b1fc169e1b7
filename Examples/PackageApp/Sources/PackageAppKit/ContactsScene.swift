import Foundation
import Quill

/// The app's window: a table of contacts whose cells come from the app's own template (found
/// through `Bundle.module`), and, when `PACKAGE_APP_WIDGET` names a widget bundle folder, that
/// bundle's first template loaded as a plugin below it (its error in its place if it fails).
@MainActor
public final class ContactsScene: TableViewDataSource {
    let contacts = [("Ada Lovelace", "Analyst"), ("Grace Hopper", "Compiler pioneer"), ("Alan Turing", "Codebreaker")]
    /// The table of contacts.
    public let table: TableView
    /// The plugin's view, when one was loaded.
    public private(set) var pluginView: View?

    /// Builds the content into a window.
    public init(in window: Window) throws {
        if !TemplateRegistry.shared.isRegistered("ContactCell") {
            try TemplateRegistry.shared.register(ContactCell.self) { ContactCell() }
        }
        window.backgroundColor = Color(red8: 242, green8: 242, blue8: 247)
        table = TableView(frame: Rect(x: 0, y: 0, width: window.bounds.width, height: 56 * 3))
        table.rowHeight = 56
        table.register(try Template.named("ContactCell", in: Bundle.module), forCellReuseIdentifier: "ContactCell")
        table.dataSource = self
        window.addSubview(table)

        guard let path = ProcessInfo.processInfo.environment["PACKAGE_APP_WIDGET"] else { return }
        let area = Rect(x: 0, y: table.frame.maxY + 8, width: window.bounds.width, height: window.bounds.height - table.frame.maxY - 8)
        do {
            let bundle = try WidgetBundleLoader.shared.load(at: path)
            let view = try bundle.template(named: bundle.templateNames[0]).firstObject(of: View.self)
            view.frame = Rect(origin: area.origin, size: Size(width: area.width, height: view.frame.height))
            window.addSubview(view)
            pluginView = view
        } catch {
            RuntimeLog.error("\(error)")
            let label = Label(frame: area.insetBy(dx: 12, dy: 4))
            label.text = "\(error)"
            label.numberOfLines = 0
            label.textColor = .systemRed
            window.addSubview(label)
        }
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { contacts.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath)
        let (name, detail) = contacts[indexPath.row]
        (cell as? ContactCell)?.nameLabel?.text = name
        (cell as? ContactCell)?.detailLabel?.text = detail
        return cell
    }
}
