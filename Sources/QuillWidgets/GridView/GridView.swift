import Foundation
import QuillFoundation
import QuillViews

/// Cells of one size in rows and columns that reflow when the width changes, created only for
/// what is on screen and reused as they scroll away (in the spirit of AQGridView).
@MainActor
open class GridView: CollectionScrollView<Int, GridViewCell>, CellActivating {
    /// Supplies items and cells.
    public weak var dataSource: (any GridViewDataSource)? { didSet { setNeedsReload() } }
    /// The size of every cell.
    public var cellSize = Size(width: 72, height: 72) { didSet { setNeedsLayout() } }
    /// Space between columns and between rows.
    public var spacing = Size(width: 8, height: 8) { didSet { setNeedsLayout() } }
    /// Space around the cells.
    public var layoutInsets = EdgeInsets(all: 8) { didSet { setNeedsLayout() } }
    /// The selected item.
    public private(set) var indexOfSelectedItem: Int?

    private var itemCount = 0
    /// What the last layout pass placed: the items shown, the geometry and size they were
    /// placed at, and `cellsVersion` after it (nil when a pass left an item without its cell).
    private var lastPlaced: (items: Range<Int>, geometry: GridGeometry, size: Size, cellsVersion: Int)?
    private var needsReload = true
    private var reportedErrors = Set<String>()

    var gridDelegate: (any GridViewDelegate)? { delegate as? any GridViewDelegate }

    /// Creates a grid.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .white
        alwaysBounceVertical = true
    }

    /// Creates the grid a template describes by name (see `View.init(coder:)`).
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        backgroundColor = .white
        alwaysBounceVertical = true
    }

    // MARK: Reuse

    /// A cell waiting to be reused, prepared for reuse; else a new one from the class or
    /// template registered for the identifier; else `nil`, so a data source can make its own
    /// (AQGridView's pattern: `dequeueReusableCell(withIdentifier:) ?? MyCell(...)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> GridViewCell? {
        try? dequeueCell(withIdentifier: identifier)
    }

    /// A cell for an item: a reused one or a new one from the registration.
    /// - Throws: `QuillError` naming the identifier when nothing is registered for it.
    public func dequeueReusableCell(withIdentifier identifier: String, for index: Int) throws -> GridViewCell {
        guard let cell = try dequeueCell(withIdentifier: identifier) else {
            throw QuillError(
                "no cell class or template is registered for reuse identifier '\(identifier)' (item \(index))",
                hint: "register one with register(forCellReuseIdentifier:make:)")
        }
        return cell
    }

    // MARK: Data and geometry

    /// Asks the data source again.
    public func reloadData() {
        lastPlaced = nil
        recycleAllVisibleCells()
        needsReload = true
        setNeedsLayout()
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of items.
    public var numberOfItems: Int {
        if needsReload { reloadModel() }
        return itemCount
    }

    private func reloadModel() {
        needsReload = false
        itemCount = Swift.max(0, dataSource?.numberOfItems(in: self) ?? 0)
        if let selected = indexOfSelectedItem, selected >= itemCount { indexOfSelectedItem = nil }
        updateContentSize()
    }

    /// How many columns fit the current width (at least one).
    public var numberOfColumns: Int {
        let available = bounds.width - layoutInsets.horizontal + spacing.width
        // Zero-width cells or an enormous width would give infinity or more columns than items.
        return Swift.min(100_000, Swift.max(1, Int(saturating: available / (cellSize.width + spacing.width), rounding: .down)))
    }

    private func updateContentSize() {
        let rows = (itemCount + numberOfColumns - 1) / numberOfColumns
        let height = layoutInsets.vertical + Double(rows) * cellSize.height + Double(Swift.max(0, rows - 1)) * spacing.height
        contentSize = Size(width: bounds.width, height: height)
    }

    /// The rectangle of an item in content coordinates. Columns are spread evenly across
    /// the width; items run from the leading side (from the right in right-to-left layouts,
    /// as a flow layout mirrors).
    public func rectForItem(at index: Int) -> Rect {
        GridGeometry(self).rect(forItem: index)
    }

    /// The item at a point in content coordinates, if any.
    public func indexForItem(at point: Point) -> Int? {
        let columns = numberOfColumns
        let row = Int(saturating: (point.y - layoutInsets.top) / (cellSize.height + spacing.height), rounding: .down)
        guard row >= 0, row <= numberOfItems else { return nil }
        let geometry = GridGeometry(self)
        for column in 0..<columns {
            let index = row * columns + column
            guard index < numberOfItems else { break }
            if geometry.rect(forItem: index).contains(point) { return index }
        }
        return nil
    }

    /// The cell showing an item, if visible.
    public func cellForItem(at index: Int) -> GridViewCell? { cellsByKey[index] }

    /// The item a visible cell shows, or `nil` for a cell the grid is not showing.
    public func indexForCell(_ cell: GridViewCell) -> Int? { key(for: cell) }

    /// Scrolls so that an item is visible.
    public func scrollToItem(at index: Int, animated: Bool) {
        scrollRectToVisible(rectForItem(at: index).insetBy(dx: 0, dy: -spacing.height / 2), animated: animated)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        if needsReload { reloadModel() } else { updateContentSize() }
        let columns = numberOfColumns
        let rowHeight = cellSize.height + spacing.height
        // Rows past the last item are never wanted; clamping keeps row * columns from overflowing.
        let firstRow = Swift.min(itemCount, Swift.max(0, Int(saturating: (bounds.minY - layoutInsets.top) / rowHeight, rounding: .down)))
        let lastRow = Swift.min(itemCount, Swift.max(0, Int(saturating: (bounds.maxY - layoutInsets.top) / rowHeight, rounding: .down)))
        let first = firstRow * columns
        let end = Swift.min(itemCount, (lastRow + 1) * columns)
        let wanted = first < end ? first..<end : 0..<0
        // Keep at least a screenful waiting, so a jump reuses rather than creates.
        cellQueue.limit = Swift.max(8, wanted.count + columns)
        let geometry = GridGeometry(self)
        // Items the last pass placed at the same geometry, with no cell shown or taken away
        // since, still have their cells where they go: only the items new to the screen are
        // placed (a scroll frame brings a row at most, of a screenful).
        let size = bounds.size
        let placed = lastPlaced.flatMap { $0.geometry == geometry && $0.size == size && $0.cellsVersion == cellsVersion ? $0.items : nil } ?? 0..<0
        recycleVisibleCells { !wanted.contains($0) }
        for index in wanted where !placed.contains(index) {
            showCell(for: index, in: geometry.rect(forItem: index)) {
                let cell = makeCell(index)
                cell.isSelected = index == indexOfSelectedItem
                return cell
            }
        }
        // Kept only if every wanted item has its cell (a data source or delegate reloading
        // while the cells were shown leaves the next pass to place them all).
        lastPlaced = cellsByKey.count == wanted.count ? (wanted, geometry, size, cellsVersion) : nil
        super.layoutSubviews()
    }

    private func makeCell(_ index: Int) -> GridViewCell {
        statistics.cellRequests += 1
        do {
            return try dataSource?.gridView(self, cellForItemAt: index) ?? GridViewCell()
        } catch {
            if reportedErrors.insert("\(error)").inserted {
                context.log.error("GridView: \(error)")
            }
            let cell = GridViewCell()
            cell.backgroundColor = Color.systemRed.withAlphaComponent(0.2)
            return cell
        }
    }

    override func cellWillDisplay(_ cell: GridViewCell, at index: Int) {
        gridDelegate?.gridView(self, willDisplay: cell, forItemAt: index)
    }

    // MARK: Selection

    /// Selects an item in code (no delegate call) and scrolls it into view.
    public func selectItem(at index: Int?, animated: Bool) {
        if let old = indexOfSelectedItem { cellsByKey[old]?.isSelected = false }
        indexOfSelectedItem = index
        guard let index else { return }
        cellsByKey[index]?.isSelected = true
        scrollToItem(at: index, animated: animated)
    }

    /// Selects an item as a click does (the delegate hears it).
    func userSelect(_ index: Int) {
        guard allowsSelection else { return }
        selectItem(at: index, animated: false)
        gridDelegate?.gridView(self, didSelectItemAt: index)
    }

    override func itemKey(at point: Point) -> Int? { indexForItem(at: point) }

    func activate(_ cell: CollectionViewCell) -> Bool {
        guard let index = indexForCell(cell) else { return false }
        userSelect(index)
        return true
    }

    /// A click on an item selects it; a double click activates it.
    override func releasePress(on index: Int, with event: PointerEvent) {
        if event.clickCount >= 2 {
            gridDelegate?.gridView(self, performPrimaryActionForItemAt: index)
        } else {
            userSelect(index)
        }
    }

    open override func keyDown(_ event: KeyEvent) {
        let columns = numberOfColumns
        let current = indexOfSelectedItem
        var next: Int?
        switch event.key {
        case .left: next = current.map { $0 - 1 } ?? 0
        case .right: next = current.map { $0 + 1 } ?? 0
        case .up: next = current.map { $0 - columns } ?? 0
        case .down: next = current.map { $0 + columns } ?? 0
        case .return:
            if let current { gridDelegate?.gridView(self, performPrimaryActionForItemAt: current) }
            return
        default:
            super.keyDown(event)
            return
        }
        guard let target = next, target >= 0, target < numberOfItems else { return }
        userSelect(target)
    }

    open override var debugDetails: [String] {
        super.debugDetails + ["items = \(itemCount)", "columns = \(numberOfColumns)"]
    }
}
