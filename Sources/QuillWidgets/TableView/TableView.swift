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
open class TableView: CollectionScrollView<IndexPath, TableViewCell> {
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
    /// Fixed sections of cells (a storyboard's static table); a `TableViewController` shows
    /// them as its data source. Empty for a table whose rows a data source makes.
    public var staticSections: [TableViewStaticSection] = [] { didSet { setNeedsReload() } }
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

    /// Makes rows drag sources: pressing a row and moving the pointer lifts it with the items
    /// the delegate gives (see `TableViewDragDelegate`). A press on a row then drags it instead
    /// of scrolling the table (the wheel and the scroll bars still scroll).
    public weak var dragDelegate: (any TableViewDragDelegate)? { didSet { dragAndDrop.update() } }
    /// Lets items drop among the rows (see `TableViewDropDelegate`); with a `dragDelegate`
    /// too, rows reorder by dragging, across sections and between tables.
    public weak var dropDelegate: (any TableViewDropDelegate)? { didSet { dragAndDrop.update() } }
    /// Whether rows drag when there is a drag delegate. Default `true`.
    public var dragInteractionEnabled = true { didSet { dragAndDrop.update() } }
    /// The table's drag and drop interactions and the drop indicator.
    lazy var dragAndDrop = TableDragAndDrop(table: self)

    // Model snapshot.
    var sections: [TableSection] = []
    var rowHeights = RowHeightIndex(count: 0, height: 44)
    /// Heights measured so far (delegate or self-sizing), by row, kept across updates.
    var measuredHeights: [IndexPath: Double] = [:]
    /// The width the measured heights were taken at.
    var measuredWidth = 0.0
    var sectionTops: [Double] = []
    var needsReload = true

    // Visible state (the visible cells are `cellsByKey`).
    /// The visible cells by row: `cellsByKey` under the table's own name.
    var cellsByIndexPath: [IndexPath: TableViewCell] { cellsByKey }
    var visibleHeaders: [Int: View] = [:]
    var visibleFooters: [Int: View] = [:]
    var selectedRows = Set<IndexPath>()
    var deleteConfirmationRow: IndexPath?
    /// The row being swiped or showing its swipe actions.
    var swipe: TableSwipe?
    /// The row being moved by its grip in editing mode.
    var reorder: TableReorder?
    /// Whether several rows can be selected in editing mode (rows show selection circles and
    /// a click toggles a row), whatever `allowsMultipleSelection` says outside it.
    public var allowsMultipleSelectionDuringEditing = false
    /// Where a press that may become a swipe began, and on which row.
    var swipeStart: (point: Point, indexPath: IndexPath)?
    var focusedRow: IndexPath?
    var updateAnimation: FrameCallback?
    var animatingCells: [(cell: TableViewCell, indexPath: IndexPath?)] = []

    // Reuse. Section headers and footers are any view; only `ReusableView`s are queued.
    /// The cells waiting for reuse: `cellQueue` under the table's own name.
    var cellPool: CellReuseQueue<TableViewCell> { cellQueue }
    var headerFooterQueue = CellReuseQueue<View> { $0 as? ReusableView }
    var reportedErrors = Set<String>()

    /// Creates a table.
    public init(frame: Rect, style: TableViewStyle = .plain) {
        self.style = style
        sectionHeaderHeight = 28
        sectionFooterHeight = 28
        super.init(frame: frame)
        commonInit()
    }

    /// Creates the table a template describes by name (see `View.init(coder:)`), plain until
    /// the template gives its style.
    public required init?(coder: TemplateCoder) {
        style = .plain
        sectionHeaderHeight = 28
        sectionFooterHeight = 28
        super.init(coder: coder)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        applyStyleDefaults()
        alwaysBounceVertical = true
        addInteraction(ContextMenuInteraction { [unowned self] point, byKeyboard in rowContextMenu(at: point, byKeyboard: byKeyboard) })
    }

    private func applyStyleDefaults() {
        sectionHeaderHeight = style.isGrouped ? 38 : 28
        sectionFooterHeight = style.isGrouped ? 30 : 28
        backgroundColor = TableView.defaultBackground(for: style)
    }

    private static func defaultBackground(for style: TableViewStyle) -> Color {
        style.isGrouped ? Color(red8: 242, green8: 242, blue8: 247) : .white
    }

    public convenience override init(frame: Rect) {
        self.init(frame: frame, style: .plain)
    }

    var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

    // MARK: Registration and reuse

    /// Registers a cell class (made with `init(style: .default, reuseIdentifier:)`).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        register(forCellReuseIdentifier: identifier) { cellClass.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Registers how to make section header and footer views for a reuse identifier.
    public func register(forHeaderFooterViewReuseIdentifier identifier: String, make: @escaping @MainActor () throws -> View) {
        headerFooterQueue.register(forIdentifier: identifier, make: make)
    }

    /// A cell waiting to be reused, prepared for reuse, or `nil` when none is waiting (and no
    /// class or template is registered for the identifier).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        try? dequeueCell(withIdentifier: identifier)
    }

    /// A cell for a row: a reused one, or a new one from the class or template registered for
    /// the identifier.
    /// - Throws: `QuillError` naming the identifier when nothing is registered for it, or the
    ///   error of the template that makes the cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws -> TableViewCell {
        try requireCell(
            withIdentifier: identifier, at: "row \(indexPath.row) of section \(indexPath.section)",
            registerHint: "register one with register(_:forCellReuseIdentifier:)")
    }

    /// A header or footer view waiting to be reused, or a new one from the registration.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> View? {
        if let view = headerFooterQueue.dequeue(identifier) {
            statistics.headersReused += 1
            return view
        }
        guard let view = try? headerFooterQueue.make(identifier) else { return nil }
        statistics.headersCreated += 1
        return view
    }

    /// How many cells wait for reuse at most, per identifier: this minimum, or a screenful
    /// of rows when more are visible.
    public var reusePoolMinimum = 8 {
        didSet { headerFooterQueue.limit = reusePoolMinimum }
    }

    // MARK: Data

    /// Forgets every row and asks the data source again.
    public func reloadData() {
        closeSwipe(animated: false)
        if reorder != nil { abandonReorder() }
        recycleAllVisibleCells()
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

    /// The index paths of the visible rows, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] { cellsByKey.keys.sorted() }

    /// The cell showing a row, if the row is visible.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cellsByKey[indexPath] }

    /// The row of a visible (or animating) cell.
    public func indexPath(for cell: TableViewCell) -> IndexPath? { key(for: cell) }

    open override func layoutSubviews() {
        if needsReload {
            recycleAllVisibleCells()
            rebuildModel()
        }
        if updateAnimation == nil { layoutVisibleRows() }
        if reorder != nil { placeRowsAroundReorder() }
        layoutHeadersAndFooters()
        layoutTableHeaderAndFooter()
        super.layoutSubviews()
    }

    // MARK: Cells, pointer and keyboard

    override func cellWillDisplay(_ cell: TableViewCell, at indexPath: IndexPath) {
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    override func cellDidEndDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    override func itemKey(at point: Point) -> IndexPath? { indexPathForRow(at: point) }

    override func shouldHighlightItem(_ indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    /// Only the primary button presses rows; a click anywhere in the table while a Delete
    /// button shows only hides it.
    override func pressWillBegin(_ event: PointerEvent) -> Bool {
        guard event.button == .left, super.pressWillBegin(event) else { return false }
        return !hideDeleteConfirmation(animated: true)
    }

    /// A click on a row's detail button reports it; a double click activates the row; a
    /// click selects it.
    override func releasePress(on indexPath: IndexPath, with event: PointerEvent) {
        if let cell = cellsByKey[indexPath], cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton,
            cell.accessoryHitRect.contains(event.location(in: cell))
        {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
            cell.accessoryAction?(cell)
        } else if event.clickCount >= 2 {
            tableDelegate?.tableView(self, performPrimaryActionForRowAt: indexPath)
        } else {
            userSelect(indexPath)
        }
    }

    /// A press while a row shows its swipe actions only closes them; otherwise it may become
    /// a swipe (see `pointerMoved`).
    open override func pointerBegan(_ event: PointerEvent) {
        if beginReorder(event) { return }
        if swipe != nil, event.button == .left {
            closeSwipe(animated: true)
            return
        }
        let point = event.location(in: self)
        swipeStart = event.button == .left ? indexPathForRow(at: point).map { (point, $0) } : nil
        super.pointerBegan(event)
    }

    /// A press on a row that drags does not scroll.
    open override func shouldScrollByDragging(from event: PointerEvent) -> Bool {
        !dragAndDrop.pressLiftsItem(at: event.location(in: self))
    }

    /// A sideways drag on a row with swipe actions swipes it; a drag that scrolls also hides
    /// a Delete button that shows.
    open override func pointerMoved(_ event: PointerEvent) {
        if reorder != nil {
            moveReorder(event)
            return
        }
        if trackSwipe(event) { return }
        super.pointerMoved(event)
        if isDragging { hideDeleteConfirmation(animated: true) }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        swipeStart = nil
        if reorder != nil {
            endReorder()
            return
        }
        if swipe?.isTracking == true {
            endSwipe()
            return
        }
        super.pointerEnded(event)
    }

    open override func pointerCancelled() {
        swipeStart = nil
        cancelReorder()
        if swipe?.isTracking == true { closeSwipe(animated: true) }
        super.pointerCancelled()
    }

    /// A sideways touchpad scroll over a row with swipe actions swipes it; other scrolls scroll.
    open override func scrollWheel(_ event: WheelEvent) {
        if wheelSwipe(event) { return }
        super.scrollWheel(event)
    }

    /// Scrolling closes a row's swipe actions.
    open override func didScroll() {
        super.didScroll()
        if let swipe, !swipe.isTracking, swipe.animation == nil { closeSwipe(animated: true) }
    }

    /// A swipe takes over a press: the row's highlight and the scroll tracking end.
    func cancelPressForSwipe() {
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
            if !selectsSeveralRows { userSelect(next) }
            scrollToRow(at: next, at: .none, animated: false)
        case .return:
            if let row = focusedRow ?? indexPathForSelectedRow {
                tableDelegate?.tableView(self, performPrimaryActionForRowAt: row)
            }
        case .space where selectsSeveralRows:
            if let row = focusedRow { userSelect(row) }
        default:
            super.keyDown(event)
        }
    }

    open override var debugDetails: [String] {
        super.debugDetails + ["sections = \(sections.count)", "visibleRows = \(cellsByKey.count)"]
    }
}
