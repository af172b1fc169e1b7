import Foundation
import QuillFoundation
import QuillViews

/// A scrolling list of rows in sections that creates cells only for the rows on screen and
/// reuses them as they scroll off (UIKit's `UITableView`).
///
///     tableView.register(forCellReuseIdentifier: "Cell") { TableViewCell(style: .subtitle, reuseIdentifier: "Cell") }
///     tableView.dataSource = self
///     // in tableView(_:cellForRowAt:):
///     let cell = try tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
///
/// Row offsets are kept in a running-total index, so finding the rows of any scroll position
/// costs O(log n) even for millions of rows. With `estimatedRowHeight` set, the delegate is
/// asked for a row's height only when the row is about to be shown.
@MainActor
open class TableView: ScrollView {
    /// Plain (sticky headers) or grouped; changing it resets the header and footer heights and
    /// the background to the style's.
    public var style: TableViewStyle {
        didSet {
            guard style != oldValue else { return }
            // A background set on purpose stays; the previous style's default follows the style.
            let keepBackground = backgroundColor != TableView.defaultBackground(for: oldValue)
            let background = backgroundColor
            applyStyleDefaults()
            if keepBackground { backgroundColor = background }
            setNeedsReload()
        }
    }
    /// Supplies sections, rows and cells.
    public weak var dataSource: (any TableViewDataSource)? { didSet { setNeedsReload() } }
    /// The height of rows the delegate does not size; `TableView.automaticDimension` sizes each
    /// row to its cell's constraints (a self-sizing cell), measured when the row is first shown
    /// and kept until the row is reloaded or the table changes width.
    public var rowHeight = 44.0 { didSet { setNeedsReload() } }
    /// When positive, rows start at this height and are measured as they are shown (self-sizing
    /// rows use 44 when it is not set).
    public var estimatedRowHeight = 0.0 { didSet { setNeedsReload() } }

    /// As a row height (or a header or footer height, or from `heightForRowAt`): the height the
    /// cell's (or view's) constraints give it at the table's width (UIKit's
    /// `UITableView.automaticDimension`).
    public static let automaticDimension = -1.0
    /// The height of a section header with a title.
    public var sectionHeaderHeight: Double
    /// The height of a section footer with a title.
    public var sectionFooterHeight: Double
    /// Whether rows are separated by lines.
    public var separatorStyle: TableViewSeparatorStyle = .singleLine { didSet { updateVisibleCellAppearance() } }
    /// The separator colour.
    public var separatorColor = Color(red8: 200, green8: 199, blue8: 204) { didSet { updateVisibleCellAppearance() } }
    /// The default separator inset of cells.
    public var separatorInset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 0) { didSet { updateVisibleCellAppearance() } }
    /// Whether rows can be selected.
    public var allowsSelection = true
    /// Whether several rows can be selected at once (a click toggles a row).
    public var allowsMultipleSelection = false
    /// A view above the first section.
    public var tableHeaderView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }
    /// A view below the last section.
    public var tableFooterView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }

    /// Whether the table is in editing mode.
    public internal(set) var isEditing = false

    /// Counts for tests and benchmarks.
    public internal(set) var statistics = TableViewStatistics()

    // Model snapshot.
    var sections: [TableSection] = []
    var rowHeights = RowHeightIndex(count: 0, height: 44)
    /// Heights measured so far (delegate or self-sizing), by row, kept across updates.
    var measuredHeights: [IndexPath: Double] = [:]
    /// The width the measured heights were taken at.
    var measuredWidth = 0.0
    var sectionTops: [Double] = []
    var needsReload = true

    // Visible state.
    var cellsByIndexPath: [IndexPath: TableViewCell] = [:]
    var visibleHeaders: [Int: View] = [:]
    var visibleFooters: [Int: View] = [:]
    var selectedRows = Set<IndexPath>()
    var pressedRow: IndexPath?
    var deleteConfirmationRow: IndexPath?
    var focusedRow: IndexPath?
    var updateAnimation: FrameCallback?
    var animatingCells: [(cell: TableViewCell, indexPath: IndexPath?)] = []

    // Reuse.
    var cellFactories: [String: @MainActor () throws -> TableViewCell] = [:]
    var headerFooterFactories: [String: @MainActor () throws -> View] = [:]
    var cellPool = ReusePool<TableViewCell>()
    var headerFooterPool = ReusePool<View>()
    var reportedErrors = Set<String>()

    /// Creates a table.
    public init(frame: Rect, style: TableViewStyle = .plain) {
        self.style = style
        sectionHeaderHeight = 28
        sectionFooterHeight = 28
        super.init(frame: frame)
        applyStyleDefaults()
        alwaysBounceVertical = true
    }

    private func applyStyleDefaults() {
        sectionHeaderHeight = style == .plain ? 28 : 38
        sectionFooterHeight = style == .plain ? 28 : 30
        backgroundColor = TableView.defaultBackground(for: style)
    }

    private static func defaultBackground(for style: TableViewStyle) -> Color {
        style == .plain ? .white : Color(red8: 242, green8: 242, blue8: 247)
    }

    public convenience override init(frame: Rect) {
        self.init(frame: frame, style: .plain)
    }

    var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

    // MARK: Registration and reuse

    /// Registers how to make cells for a reuse identifier; `make` runs only when no cell is
    /// waiting to be reused. (Templates register through `register(_:forCellReuseIdentifier:)`
    /// in QuillTemplates.)
    public func register(forCellReuseIdentifier identifier: String, make: @escaping @MainActor () throws -> TableViewCell) {
        cellFactories[identifier] = make
    }

    /// Registers a cell class (made with `init(style: .default, reuseIdentifier:)`).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellFactories[identifier] = { cellClass.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Registers how to make section header and footer views for a reuse identifier.
    public func register(forHeaderFooterViewReuseIdentifier identifier: String, make: @escaping @MainActor () throws -> View) {
        headerFooterFactories[identifier] = make
    }

    /// A cell waiting to be reused, prepared for reuse, or `nil` when none is waiting (and no
    /// class or template is registered for the identifier).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = cellPool.dequeue(identifier) {
            cell.prepareForReuse()
            statistics.cellsReused += 1
            return cell
        }
        guard let make = cellFactories[identifier] else { return nil }
        return try? makeCell(make, identifier: identifier)
    }

    /// A cell for a row: a reused one, or a new one from the class or template registered for
    /// the identifier.
    /// - Throws: `QuillError` naming the identifier when nothing is registered for it, or the
    ///   error of the template that makes the cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws -> TableViewCell {
        if let cell = cellPool.dequeue(identifier) {
            cell.prepareForReuse()
            statistics.cellsReused += 1
            return cell
        }
        guard let make = cellFactories[identifier] else {
            let known = cellFactories.keys.sorted()
            throw QuillError(
                "no cell class or template is registered for reuse identifier '\(identifier)' (row \(indexPath.row) of section \(indexPath.section))",
                hint: known.isEmpty ? "register one with register(_:forCellReuseIdentifier:)" : "registered identifiers: \(known.joined(separator: ", "))")
        }
        return try makeCell(make, identifier: identifier)
    }

    private func makeCell(_ make: @MainActor () throws -> TableViewCell, identifier: String) throws -> TableViewCell {
        let cell = try make()
        if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
        statistics.cellsCreated += 1
        return cell
    }

    /// A header or footer view waiting to be reused, or a new one from the registration.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> View? {
        if let view = headerFooterPool.dequeue(identifier) {
            (view as? ReusableView)?.prepareForReuse()
            statistics.headersReused += 1
            return view
        }
        guard let make = headerFooterFactories[identifier], let view = try? make() else { return nil }
        if let reusable = view as? ReusableView, reusable.reuseIdentifier == nil { reusable.reuseIdentifier = identifier }
        statistics.headersCreated += 1
        return view
    }

    /// How many cells wait for reuse at most, per identifier: this minimum, or a screenful
    /// of rows when more are visible.
    public var reusePoolMinimum = 8 {
        didSet { headerFooterPool.limit = reusePoolMinimum }
    }

    /// The current bound of the reuse pool per identifier.
    public var reusePoolLimit: Int { cellPool.limit }

    /// The most cells waiting for reuse under one identifier (for invariant checks).
    package var largestReuseQueue: Int { cellPool.largestQueue }

    // MARK: Data

    /// Forgets every row and asks the data source again.
    public func reloadData() {
        for (indexPath, cell) in cellsByIndexPath { recycle(cell, at: indexPath) }
        cellsByIndexPath.removeAll()
        for (_, view) in visibleHeaders { recycleHeaderFooter(view) }
        for (_, view) in visibleFooters { recycleHeaderFooter(view) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        selectedRows.removeAll()
        measuredHeights.removeAll()
        rebuildModel()
        setNeedsLayout()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections.
    public var numberOfSections: Int {
        if needsReload { rebuildModel() }
        return sections.count
    }

    /// The number of rows in a section.
    public func numberOfRows(inSection section: Int) -> Int {
        if needsReload { rebuildModel() }
        return sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// The visible cells, top to bottom.
    public var visibleCells: [TableViewCell] {
        cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the visible rows, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] { cellsByIndexPath.keys.sorted() }

    /// The cell showing a row, if the row is visible.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cellsByIndexPath[indexPath] }

    /// The row of a visible (or animating) cell.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    open override func didScroll() {
        super.didScroll()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        if needsReload {
            for (indexPath, cell) in cellsByIndexPath { recycle(cell, at: indexPath) }
            cellsByIndexPath.removeAll()
            rebuildModel()
        }
        if updateAnimation == nil { layoutVisibleRows() }
        layoutHeadersAndFooters()
        layoutTableHeaderAndFooter()
        super.layoutSubviews()
    }

    // MARK: Pointer and keyboard

    open override var canBecomeFirstResponder: Bool { true }

    open override func pointerBegan(_ event: PointerEvent) {
        super.pointerBegan(event)
        guard event.button == .left else { return }
        becomeFirstResponder()
        // A click anywhere else in the table while a Delete button shows only hides it.
        if hideDeleteConfirmation(animated: true) { return }
        let location = event.location(in: self)
        guard allowsSelection, let indexPath = indexPathForRow(at: location),
            tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else { return }
        pressedRow = indexPath
        cellsByIndexPath[indexPath]?.isHighlighted = true
    }

    open override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        if isDragging { hideDeleteConfirmation(animated: true) }
        if isDragging, let pressed = pressedRow {
            cellsByIndexPath[pressed]?.isHighlighted = false
            pressedRow = nil
        }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        let pressed = pressedRow
        super.pointerEnded(event)
        pressedRow = nil
        guard let pressed else { return }
        cellsByIndexPath[pressed]?.isHighlighted = false
        guard !lastPressScrolled, indexPathForRow(at: event.location(in: self)) == pressed else { return }
        if let cell = cellsByIndexPath[pressed], cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton,
            cell.accessoryHitRect.contains(event.location(in: cell))
        {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: pressed)
        } else if event.clickCount >= 2 {
            tableDelegate?.tableView(self, performPrimaryActionForRowAt: pressed)
        } else {
            userSelect(pressed)
        }
    }

    open override func pointerCancelled() {
        if let pressed = pressedRow { cellsByIndexPath[pressed]?.isHighlighted = false }
        pressedRow = nil
        super.pointerCancelled()
    }

    open override func keyDown(_ event: KeyEvent) {
        switch event.key {
        case .up, .down:
            guard allowsSelection, let next = rowAdjacent(to: focusedRow ?? indexPathForSelectedRow, forward: event.key == .down) else {
                super.keyDown(event)
                return
            }
            focusedRow = next
            if !allowsMultipleSelection { userSelect(next) }
            scrollToRow(at: next, at: .none, animated: false)
        case .return:
            if let row = focusedRow ?? indexPathForSelectedRow {
                tableDelegate?.tableView(self, performPrimaryActionForRowAt: row)
            }
        case .space where allowsMultipleSelection:
            if let row = focusedRow { userSelect(row) }
        default:
            super.keyDown(event)
        }
    }

    open override var debugDetails: [String] {
        super.debugDetails + ["sections = \(sections.count)", "visibleRows = \(cellsByIndexPath.count)"]
    }
}
