/// What a table has done, for tests and benchmarks.
public struct TableViewStatistics: Hashable, Sendable {
    /// Cells made by a registered class or template (not reused).
    public var cellsCreated = 0
    /// Cells handed out again from the reuse pool.
    public var cellsReused = 0
    /// Header and footer views made.
    public var headersCreated = 0
    /// Header and footer views handed out again.
    public var headersReused = 0
    /// Times the data source was asked for a cell.
    public var cellRequests = 0
    /// Rows sized by their cell's constraints (`TableView.automaticDimension`).
    public var rowsSelfSized = 0

    /// Creates empty statistics.
    public init() {}
}
