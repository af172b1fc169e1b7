import Foundation
import QuillFoundation
import QuillViews

/// Cells of one size in rows and columns that reflow when the width changes, created only for
/// what is on screen and reused as they scroll away (in the spirit of AQGridView).
@MainActor
open class GridView: ScrollView {
    /// Supplies items and cells.
    public weak var dataSource: (any GridViewDataSource)? { didSet { setNeedsReload() } }
    /// The size of every cell.
    public var cellSize = Size(width: 72, height: 72) { didSet { setNeedsLayout() } }
    /// Space between columns and between rows.
    public var spacing = Size(width: 8, height: 8) { didSet { setNeedsLayout() } }
    /// Space around the cells.
    public var layoutInsets = EdgeInsets(all: 8) { didSet { setNeedsLayout() } }
    /// Whether items can be selected.
    public var allowsSelection = true
    /// The selected item.
    public private(set) var indexOfSelectedItem: Int?
    /// Counts for tests and benchmarks.
    public private(set) var statistics = TableViewStatistics()

    private var itemCount = 0
    private var needsReload = true
    private var cellsByIndex: [Int: GridViewCell] = [:]
    private var factories: [String: @MainActor () throws -> GridViewCell] = [:]
    private var pool = ReusePool<GridViewCell>()

    /// The current bound of the reuse pool per identifier: at least a screenful of cells.
    public var reusePoolLimit: Int { pool.limit }

    /// The most cells waiting for reuse under one identifier (for invariant checks).
    package var largestReuseQueue: Int { pool.largestQueue }
    private var pressedItem: Int?
    private var reportedErrors = Set<String>()

    var gridDelegate: (any GridViewDelegate)? { delegate as? any GridViewDelegate }

    /// Creates a grid.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .white
        alwaysBounceVertical = true
    }

    // MARK: Reuse

    /// Registers how to make cells for a reuse identifier.
    public func register(forCellReuseIdentifier identifier: String, make: @escaping @MainActor () throws -> GridViewCell) {
        factories[identifier] = make
    }

    /// A cell for an item: a reused one or a new one from the registration.
    /// - Throws: `QuillError` naming the identifier when nothing is registered for it.
    public func dequeueReusableCell(withIdentifier identifier: String, for index: Int) throws -> GridViewCell {
        if let cell = pool.dequeue(identifier) {
            cell.prepareForReuse()
            statistics.cellsReused += 1
            return cell
        }
        guard let make = factories[identifier] else {
            throw QuillError(
                "no cell class or template is registered for reuse identifier '\(identifier)' (item \(index))",
                hint: "register one with register(forCellReuseIdentifier:make:)")
        }
        let cell = try make()
        if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
        statistics.cellsCreated += 1
        return cell
    }

    // MARK: Data and geometry

    /// Asks the data source again.
    public func reloadData() {
        for (index, cell) in cellsByIndex { recycle(cell, index) }
        cellsByIndex.removeAll()
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
        let columns = numberOfColumns
        let row = index / columns, column = index % columns
        let free = bounds.width - layoutInsets.horizontal - Double(columns) * cellSize.width
        let gap = columns > 1 ? free / Double(columns - 1) : 0
        let x = layoutInsets.left + Double(column) * (cellSize.width + (columns > 1 ? gap : 0)) + (columns == 1 ? free / 2 : 0)
        let y = layoutInsets.top + Double(row) * (cellSize.height + spacing.height)
        let rect = Rect(x: x.rounded(), y: y, width: cellSize.width, height: cellSize.height)
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return rect }
        // Mirrored as a whole inside the width, insets included (as UIKit's flow layout).
        return Rect(x: (bounds.width - x - cellSize.width).rounded(), y: y, width: cellSize.width, height: cellSize.height)
    }

    /// The item at a point in content coordinates, if any.
    public func indexForItem(at point: Point) -> Int? {
        let columns = numberOfColumns
        let row = Int(saturating: (point.y - layoutInsets.top) / (cellSize.height + spacing.height), rounding: .down)
        guard row >= 0, row <= numberOfItems else { return nil }
        for column in 0..<columns {
            let index = row * columns + column
            guard index < numberOfItems else { break }
            if rectForItem(at: index).contains(point) { return index }
        }
        return nil
    }

    /// The cell showing an item, if visible.
    public func cellForItem(at index: Int) -> GridViewCell? { cellsByIndex[index] }

    /// The item a visible cell shows, or `nil` for a cell the grid is not showing.
    public func indexForCell(_ cell: GridViewCell) -> Int? {
        cellsByIndex.first { $0.value === cell }?.key
    }

    /// The visible cells, in item order.
    public var visibleCells: [GridViewCell] { cellsByIndex.sorted { $0.key < $1.key }.map(\.value) }

    /// Scrolls so that an item is visible.
    public func scrollToItem(at index: Int, animated: Bool) {
        scrollRectToVisible(rectForItem(at: index).insetBy(dx: 0, dy: -spacing.height / 2), animated: animated)
    }

    // MARK: Layout

    open override func didScroll() {
        super.didScroll()
        setNeedsLayout()
    }

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
        pool.limit = Swift.max(8, wanted.count + columns)
        for (index, cell) in cellsByIndex where !wanted.contains(index) {
            cellsByIndex[index] = nil
            recycle(cell, index)
        }
        for index in wanted {
            let rect = rectForItem(at: index)
            if let cell = cellsByIndex[index] {
                if cell.frame != rect { cell.frame = rect }
                continue
            }
            let cell = makeCell(index)
            cell.frame = rect
            cell.isSelected = index == indexOfSelectedItem
            insertSubview(cell, at: 0)
            cellsByIndex[index] = cell
            gridDelegate?.gridView(self, willDisplay: cell, forItemAt: index)
        }
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

    private func recycle(_ cell: GridViewCell, _ index: Int) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { pool.enqueue(cell, identifier: identifier) }
    }

    // MARK: Selection

    /// Selects an item in code (no delegate call) and scrolls it into view.
    public func selectItem(at index: Int?, animated: Bool) {
        if let old = indexOfSelectedItem { cellsByIndex[old]?.isSelected = false }
        indexOfSelectedItem = index
        guard let index else { return }
        cellsByIndex[index]?.isSelected = true
        scrollToItem(at: index, animated: animated)
    }

    /// Selects an item as a click does (the delegate hears it).
    func userSelect(_ index: Int) {
        guard allowsSelection else { return }
        selectItem(at: index, animated: false)
        gridDelegate?.gridView(self, didSelectItemAt: index)
    }

    open override var canBecomeFirstResponder: Bool { true }

    open override func pointerBegan(_ event: PointerEvent) {
        super.pointerBegan(event)
        becomeFirstResponder()
        guard allowsSelection, let index = indexForItem(at: event.location(in: self)) else { return }
        pressedItem = index
        cellsByIndex[index]?.isHighlighted = true
    }

    open override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        if isDragging, let pressed = pressedItem {
            cellsByIndex[pressed]?.isHighlighted = false
            pressedItem = nil
        }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        let pressed = pressedItem
        super.pointerEnded(event)
        pressedItem = nil
        guard let pressed else { return }
        cellsByIndex[pressed]?.isHighlighted = false
        guard !lastPressScrolled, indexForItem(at: event.location(in: self)) == pressed else { return }
        if event.clickCount >= 2 {
            gridDelegate?.gridView(self, performPrimaryActionForItemAt: pressed)
        } else {
            userSelect(pressed)
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
