import Foundation
import QuillFoundation
import QuillTemplates
import QuillViews
import QuillWidgets

/// A controller whose view is a table it is the data source and delegate of (UIKit's
/// `UITableViewController`). Override the data source and delegate methods you need; a
/// storyboard's static table (`tableView.staticSections`) is shown without any. The selection
/// is cleared each time the screen appears again (`clearsSelectionOnViewWillAppear`).
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style of the table `loadView()` makes.
    public let style: TableViewStyle
    /// Whether the rows selected when the screen left are deselected when it appears again.
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table has a style.
    public init(style: TableViewStyle = .plain) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose view comes from a template (its table is the template's view).
    public override init(nibName: String?, bundle: (any TemplateBundleConvertible)?) {
        style = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    /// The table: the controller's view.
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    open override func loadView() {
        if nibName != nil { return super.loadView() }
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480), style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableView else { return }
        for row in table.indexPathsForSelectedRows { table.deselectRow(at: row, animated: animated) }
    }

    // MARK: Data source (a static table's sections by default)

    open func numberOfSections(in tableView: TableView) -> Int { tableView.staticSections.isEmpty ? 1 : tableView.staticSections.count }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].cells.count : 0
    }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let sections = tableView.staticSections
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.row) else {
            throw QuillError(
                "\(type(of: self)) has no cell for row \(indexPath.row) of section \(indexPath.section)",
                hint: "override tableView(_:cellForRowAt:) in \(type(of: self)) to make its cells")
        }
        return sections[indexPath.section].cells[indexPath.row]
    }

    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].headerTitle : nil
    }

    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].footerTitle : nil
    }

    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {}

    // MARK: Delegate (UIKit's defaults)

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
        let sections = tableView.staticSections
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        // A static cell is as tall as Interface Builder drew it.
        let height = sections[indexPath.section].cells[indexPath.row].frame.height
        return height > 0 ? height : nil
    }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double? { nil }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double? { nil }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle { .delete }
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: IndexPath, toProposedIndexPath proposed: IndexPath) -> IndexPath {
        proposed
    }
}
