import Quill
import SectionHeaderWidget

/// Sections whose headers (the SectionHeader widget) disclose their rows, one section open at a time
/// (animated); rows are loaded the classic way, with this controller as File's Owner of
/// SectionRow.quill and its `tableViewCell` outlet receiving each new cell.
public final class AccordionController: TableViewDataSource, TableViewDelegate {
    /// Receives each cell SectionRow.quill makes (File's Owner outlet).
    @Outlet public var tableViewCell: TableViewCell?
    /// The section showing its rows, if any.
    public private(set) var openSection: Int?
    /// The sections' titles and rows.
    public let sections: [(String, [String])]
    /// How many rows were loaded through the outlet.
    public private(set) var cellsLoadedThroughOutlet = 0
    private var rowTemplate: Template?

    /// Creates the controller.
    public init() {
        sections = ["Fruit", "Vegetables", "Grains", "Nuts", "Herbs", "Spices"].enumerated().map { index, name in
            (name, (1...(3 + index % 3)).map { "\(name) \($0)" })
        }
        rowTemplate = try? Template.named("SectionRow", in: TablesResources.bundle)
    }

    /// Registers the header template (of the SectionHeader widget bundle) on the table.
    public func register(on tableView: TableView) throws {
        tableView.register(try SectionHeaderBundle.bundle.template(named: "SectionHeader"), forHeaderFooterViewReuseIdentifier: "Header")
    }

    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == openSection ? sections[section].1.count : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell: TableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "SectionRow") {
            cell = reused
        } else {
            guard let rowTemplate else { throw QuillError("SectionRow.quill could not be loaded") }
            _ = try rowTemplate.instantiate(owner: self)
            guard let loaded = tableViewCell else { throw QuillError("SectionRow.quill did not connect tableViewCell") }
            tableViewCell = nil
            cellsLoadedThroughOutlet += 1
            cell = loaded
        }
        (cell.contentView.viewWithTag(1) as? Label)?.text = sections[indexPath.section].1[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { 40 }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double? { 44 }

    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") as? SectionHeaderView else { return nil }
        header.section = section
        header.titleLabel?.text = sections[section].0
        header.isOpen = section == openSection
        header.onTap = { [weak self, weak tableView] header in
            guard let self, let tableView else { return }
            self.toggle(header.section, in: tableView)
        }
        return header
    }

    /// Opens a section (closing the open one), or closes it when open; animated.
    public func toggle(_ section: Int, in tableView: TableView) {
        if let open = openSection {
            let rows = sections[open].1.indices.map { IndexPath(row: $0, section: open) }
            openSection = nil
            tableView.deleteRows(at: rows, with: .fade)
            (tableView.headerView(forSection: open) as? SectionHeaderView)?.isOpen = false
            if open == section { return }
        }
        openSection = section
        tableView.insertRows(at: sections[section].1.indices.map { IndexPath(row: $0, section: section) }, with: .fade)
        (tableView.headerView(forSection: section) as? SectionHeaderView)?.isOpen = true
    }
}
