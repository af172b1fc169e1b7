import Foundation
import QuillFoundation
import QuillViews

/// Items in sections, placed by a layout object, with cells made only for what is on screen
/// and reused as they scroll away (UIKit's `UICollectionView`).
///
///     let layout = CollectionViewFlowLayout()
///     layout.itemSize = Size(width: 96, height: 112)
///     let photos = CollectionView(frame: frame, collectionViewLayout: layout)
///     photos.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
///     photos.dataSource = model
///
/// The layout (`CollectionViewFlowLayout` by default) says where each cell and supplementary
/// view goes; the data source says how many items each section has and makes their cells.
/// Selection is single or multiple, by click, keyboard (arrows move to the nearest item that
/// way, Space toggles in multiple selection, Return activates) and assistive technology;
/// `performBatchUpdates(_:completion:)` animates inserts, deletes and moves.
@MainActor
open class CollectionView: CollectionScrollView<IndexPath, CollectionViewCell>, CellActivating {
    /// The kind of a flow layout's section headers (UIKit's `elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers (UIKit's `elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The most items a collection view shows, across its sections.
    public static let maximumItemCount = 10_000_000

    /// Supplies sections, items and cells.
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }
    /// Places the cells and supplementary views; setting it lays out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// Whether several items can be selected at once (a click then toggles an item).
    public var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selectedItems.count > 1 { selectItem(at: nil, animated: false, scrollPosition: []) } }
    }

    /// Makes items drag sources: pressing an item and moving the pointer lifts it with the items
    /// the delegate gives (see `CollectionViewDragDelegate`); a press on an item then drags it
    /// instead of scrolling.
    public weak var dragDelegate: (any CollectionViewDragDelegate)? { didSet { dragAndDrop.update() } }
    /// Lets items drop among the items (see `CollectionViewDropDelegate`); with a
    /// `dragDelegate` too, items reorder by dragging.
    public weak var dropDelegate: (any CollectionViewDropDelegate)? { didSet { dragAndDrop.update() } }
    /// Whether items drag when there is a drag delegate. Default `true`.
    public var dragInteractionEnabled = true { didSet { dragAndDrop.update() } }
    /// The view's drag and drop interactions and the drop indicator.
    lazy var dragAndDrop = CollectionDragAndDrop(collection: self)

    var sectionCounts: [Int] = []
    var needsReload = true
    var selectedItems = Set<IndexPath>()
    /// The item the keyboard moves from.
    var focusedItem: IndexPath?
    var supplementaryViews: [SupplementaryKey: ReusableView] = [:]
    /// How supplementary views are made and the ones waiting for reuse, by kind.
    var supplementaryQueues: [String: CellReuseQueue<ReusableView>] = [:]
    var laidOutSize = Size.zero
    var reportedErrors = Set<String>()
    /// A running batch update animation, and the views leaving with it.
    var updateAnimation: FrameCallback?
    var leavingViews: [CollectionViewCell] = []
    /// The changes recorded inside `performBatchUpdates`.
    var pendingUpdate: CollectionUpdate?

    var collectionDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }

    /// Creates a collection view with a layout.
    public init(frame: Rect, collectionViewLayout: CollectionViewLayout) {
        self.collectionViewLayout = collectionViewLayout
        super.init(frame: frame)
        commonInit()
    }

    /// Creates the collection view a template describes by name (see `View.init(coder:)`),
    /// with a flow layout until the template gives its own.
    public required init?(coder: TemplateCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        collectionViewLayout.collectionView = self
        keepsWaitingCellsInTree = true
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        addInteraction(ContextMenuInteraction { [unowned self] point, byKeyboard in itemContextMenu(at: point, byKeyboard: byKeyboard) })
    }

    /// Creates a collection view with a flow layout.
    public convenience override init(frame: Rect) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
    }

    // MARK: Registration and reuse

    /// Registers a cell class for a reuse identifier (cells are made with `init(frame:)`).
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        register(forCellReuseIdentifier: identifier) { cellClass.init(frame: .zero) }
    }

    /// A cell for an item: a reused one, or a new one from the class or template registered
    /// for the identifier.
    /// - Throws: `QuillError` naming the identifier when nothing is registered for it, or the
    ///   error of the template that makes the cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws -> CollectionViewCell {
        try requireCell(
            withIdentifier: identifier, at: "item \(indexPath.item) of section \(indexPath.section)",
            registerHint: "register one with register(_:forCellWithReuseIdentifier:)")
    }

    // MARK: Data

    /// Asks the data source again for everything; cells go back to the reuse pool.
    public func reloadData() {
        finishUpdateAnimation()
        recycleAllVisibleCells()
        recycleAllSupplementaryViews()
        needsReload = true
        collectionViewLayout.dataDidReload()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// How many sections there are.
    public var numberOfSections: Int {
        if needsReload { reloadCounts() }
        return sectionCounts.count
    }

    /// How many items a section has (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        if needsReload { reloadCounts() }
        return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
    }

    func reloadCounts() {
        needsReload = false
        let sections = Swift.min(100_000, Swift.max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0))
        // At most ten million items in all: a data source's mistake does not take the memory.
        var remaining = CollectionView.maximumItemCount
        sectionCounts = (0..<sections).map { section in
            let count = Swift.min(remaining, Swift.max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0))
            remaining -= count
            return count
        }
        selectedItems = selectedItems.filter(isValid)
        if let focused = focusedItem, !isValid(focused) { focusedItem = nil }
    }

    /// Whether an index path names an item that exists.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sectionCounts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < sectionCounts[indexPath.section]
    }

    // MARK: Finding items

    /// The cell showing an item, if it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { cellsByKey[indexPath] }

    /// The item a visible cell shows, or `nil`.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? { key(for: cell) }

    /// The item at a point in content coordinates, if any.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        collectionViewLayout.prepareIfNeeded()
        let probe = Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The items whose cells are on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { cellsByKey.keys.sorted() }

    /// The supplementary view of a kind shown at an index path, if it is on screen.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> ReusableView? {
        supplementaryViews[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }

    /// The layout attributes of an item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// A press on an item that drags does not scroll.
    open override func shouldScrollByDragging(from event: PointerEvent) -> Bool {
        !dragAndDrop.pressLiftsItem(at: event.location(in: self))
    }

    // MARK: Layout

    open override func layoutSubviews() {
        if needsReload { reloadCounts() }
        if bounds.size != laidOutSize {
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { collectionViewLayout.invalidateLayout() }
            laidOutSize = bounds.size
        }
        collectionViewLayout.prepareIfNeeded()
        if updateAnimation == nil { showElements(in: bounds) }
        super.layoutSubviews()
    }

    /// Makes the cells and supplementary views of the elements in `rect` exist (and only
    /// those), asking cells with estimated sizes for theirs first.
    func showElements(in rect: Rect) {
        var made: [IndexPath: CollectionViewCell] = [:]
        var elements = collectionViewLayout.layoutAttributesForElements(in: rect)
        for _ in 0..<4 {
            var changed = false
            for attributes in elements where attributes.representedElementCategory == .cell && attributes.isSizeEstimated {
                let cell = cellsByKey[attributes.indexPath] ?? made[attributes.indexPath] ?? makeCell(at: attributes.indexPath)
                if cellsByKey[attributes.indexPath] == nil { made[attributes.indexPath] = cell }
                let preferred = cell.preferredLayoutAttributesFitting(attributes)
                changed = collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) || changed
            }
            guard changed else { break }
            elements = collectionViewLayout.layoutAttributesForElements(in: rect)
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        let cells = elements.filter { $0.representedElementCategory == .cell && isValid($0.indexPath) }
        let wanted = Set(cells.map(\.indexPath))
        cellQueue.limit = Swift.max(8, wanted.count)
        recycleVisibleCells { !wanted.contains($0) }
        for (indexPath, cell) in made where !wanted.contains(indexPath) {
            // Measured but not wanted after all: back to the pool, or out of the tree when it is full.
            if !cellQueue.enqueue(cell) { cell.removeFromSuperview() }
        }
        for attributes in cells {
            showCell(for: attributes.indexPath, in: attributes.frame) {
                let cell = made.removeValue(forKey: attributes.indexPath) ?? makeCell(at: attributes.indexPath)
                cell.isSelected = selectedItems.contains(attributes.indexPath)
                return cell
            }
            apply(attributes, to: cellsByKey[attributes.indexPath])
        }
        showSupplementaryViews(elements.filter { $0.representedElementCategory == .supplementaryView })
    }

    /// Shows what the layout says beyond the frame: opacity, hiding, stacking.
    func apply(_ attributes: CollectionViewLayoutAttributes, to view: View?) {
        guard let view else { return }
        if view.frame != attributes.frame { view.frame = attributes.frame }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
    }

    func makeCell(at indexPath: IndexPath) -> CollectionViewCell {
        statistics.cellRequests += 1
        do {
            return try dataSource?.collectionView(self, cellForItemAt: indexPath) ?? CollectionViewCell()
        } catch {
            report(error)
            let cell = CollectionViewCell()
            cell.backgroundColor = Color.systemRed.withAlphaComponent(0.2)
            return cell
        }
    }

    /// Logs an error from the data source once per kind of problem, not once per item.
    func report(_ error: any Error) {
        let message = "\(error)"
        if reportedErrors.insert(String(message.prefix { $0 != "(" })).inserted {
            context.log.error("CollectionView: \(message)")
        }
    }

    override func cellWillDisplay(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    override func cellDidEndDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    // MARK: Scrolling

    /// Scrolls so that an item shows at a position (`[]`: just visible, with the least
    /// scrolling).
    public func scrollToItem(at indexPath: IndexPath, at position: CollectionViewScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let visible = Size(width: bounds.width, height: bounds.height)
        if position.contains(.top) { offset.y = frame.minY }
        if position.contains(.centeredVertically) { offset.y = frame.midY - visible.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - visible.height }
        if position.contains(.left) { offset.x = frame.minX }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - visible.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - visible.width }
        guard !position.isEmpty else {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        let low = minimumContentOffset, high = maximumContentOffset
        offset = Point(x: Swift.min(Swift.max(offset.x, low.x), high.x), y: Swift.min(Swift.max(offset.y, low.y), high.y))
        setContentOffset(offset, animated: animated)
    }

    // MARK: Presses

    override func itemKey(at point: Point) -> IndexPath? { indexPathForItem(at: point) }

    override func shouldHighlightItem(_ indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    /// A click selects an item (toggles it in multiple selection); a double click activates it.
    override func releasePress(on indexPath: IndexPath, with event: PointerEvent) {
        if event.clickCount >= 2 {
            collectionDelegate?.collectionView(self, performPrimaryActionForItemAt: indexPath)
        } else {
            userToggle(indexPath)
        }
    }

    /// Arrows move to the nearest item that way (and select it), Space toggles the focused
    /// item in multiple selection, Return activates it, Home and End go to the first and last
    /// item.
    open override func keyDown(_ event: KeyEvent) {
        if !handleKey(event) { super.keyDown(event) }
    }

    func activate(_ cell: CollectionViewCell) -> Bool {
        guard let indexPath = indexPath(for: cell) else { return false }
        userToggle(indexPath)
        return true
    }

    open override var debugDetails: [String] {
        super.debugDetails + ["sections = \(sectionCounts.count)", "items = \(sectionCounts.reduce(0, +))"]
    }
}
