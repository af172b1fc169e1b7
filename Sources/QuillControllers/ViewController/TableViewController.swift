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

    /// Creates the controller a storyboard describes by name (see
    /// `ViewController.init(coder:)`), with a plain table.
    public required init?(coder: TemplateCoder) {
        style = .plain
        super.init(coder: coder)
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

    /// The number of sections: the static sections, or 1.
    open func numberOfSections(in tableView: TableView) -> Int { tableView.staticSections.isEmpty ? 1 : tableView.staticSections.count }

    /// A section's rows: its static cells, or none. Override it.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].cells.count : 0
    }

    /// A row's cell: its static cell; override it to dequeue and fill cells.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let sections = tableView.staticSections
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.row) else {
            throw QuillError(
                "\(type(of: self)) has no cell for row \(indexPath.row) of section \(indexPath.section)",
                hint: "override tableView(_:cellForRowAt:) in \(type(of: self)) to make its cells")
        }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// A section's header title: the static section's, or none.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].headerTitle : nil
    }

    /// A section's footer title: the static section's, or none.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].footerTitle : nil
    }

    /// Whether a row can be edited (yes, as in UIKit).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing: override it to delete or insert the row.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCellEditingStyle, forRowAt indexPath: IndexPath) {}
    /// Whether a row can be moved (no).
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing: override it to reorder your data.
    open func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {}

    // MARK: Delegate (UIKit's defaults)

    /// A row's height: a static cell's height as the file gives it, else the table's.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? {
        let sections = tableView.staticSections
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        // A static cell is as tall as Interface Builder drew it.
        let height = sections[indexPath.section].cells[indexPath.row].frame.height
        return height > 0 ? height : nil
    }
    /// A header's height (the table's).
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double? { nil }
    /// A footer's height (the table's).
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double? { nil }
    /// No custom header view.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No custom footer view.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Every row highlights.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// The row itself is selected.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing: override it to respond to a selection.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// Rows offer deletion.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCellEditingStyle { .delete }
    /// Does nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// No swipe actions.
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// No swipe actions.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// The proposed row.
    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: IndexPath, toProposedIndexPath proposed: IndexPath) -> IndexPath {
        proposed
    }
}
