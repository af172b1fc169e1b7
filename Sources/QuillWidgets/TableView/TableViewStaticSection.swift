/// A section of a table whose rows are fixed cells rather than cells a data source makes (a
/// storyboard's static table, `dataMode="static"`): a `TableViewController` shows a table's
/// `staticSections` when it has them.
@MainActor
public final class TableViewStaticSection {
    /// The title above the section, if any.
    public var headerTitle: String?
    /// The title below the section, if any.
    public var footerTitle: String?
    /// The section's rows, in order.
    public var cells: [TableViewCell]

    /// Creates a section.
    public init(headerTitle: String? = nil, footerTitle: String? = nil, cells: [TableViewCell] = []) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
    }
}
