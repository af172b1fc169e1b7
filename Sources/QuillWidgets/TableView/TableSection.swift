/// What a table knows about one section.
struct TableSection {
    var rowCount: Int
    /// The flat index of the section's first row in the table's row-height index.
    var firstRow: Int
    var headerHeight: Double
    var footerHeight: Double
    var headerTitle: String?
    var footerTitle: String?
}
