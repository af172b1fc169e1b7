import Foundation
import QuillFoundation
import QuillViews

/// A scroll view that shows items in cells made only for the items on screen and reused as
/// they scroll away: the shared base of `TableView` and `GridView`, and of any collection
/// whose layout places its items otherwise.
///
/// It keeps the visible cells by item (`Key`: an index path, an index), the registrations of
/// its cells by reuse identifier with the cells waiting to be reused, and follows presses: a
/// press highlights the item's cell, a drag that scrolls cancels it, and a release over the
/// same item hands the item to the subclass (to select it, say). A subclass says which item is
/// at a point and what a release does, places cells with `showCell(for:in:make:)` and gives
/// them back with `recycle(_:at:)`.
@MainActor
open class CollectionScrollView<Key: Hashable & Comparable, Cell: CollectionCell>: ScrollView {
    /// Whether items can be selected.
    public var allowsSelection = true
    /// Counts for tests and benchmarks.
    public internal(set) var statistics = TableViewStatistics()

    /// The cells on screen (or animating), by the item they show.
    var cellsByKey: [Key: Cell] = [:] { didSet { cellsVersion &+= 1 } }
    /// Changes with every change of `cellsByKey` (a layout pass knows whether the cells it
    /// placed are still the ones shown).
    private(set) var cellsVersion = 0
    /// How cells are made, by reuse identifier, and the cells waiting to be reused.
    var cellQueue = CellReuseQueue<Cell>()
    /// Whether cells waiting for reuse stay in the view tree, hidden, rather than leaving it:
    /// a cell laid out by constraints then keeps them in the window's layout engine, and
    /// coming back costs a text change rather than its whole system of constraints.
    var keepsWaitingCellsInTree = false
    /// The press on an item being followed.
    private(set) var pressTracker = CellPressTracker<Key, Cell>()

    /// Creates an empty collection.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates the view a template describes by name (see `View.init(coder:)`).
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
    }

    // MARK: Registration and reuse

    /// Registers how to make cells for a reuse identifier; `make` runs only when no cell is
    /// waiting to be reused. (Templates register through `register(_:forCellReuseIdentifier:)`
    /// in QuillTemplates.)
    public func register(forCellReuseIdentifier identifier: String, make: @escaping @MainActor () throws -> Cell) {
        cellQueue.register(forIdentifier: identifier, make: make)
    }

    /// The current bound of the reuse pool per identifier: at least a screenful of cells.
    public var reusePoolLimit: Int { cellQueue.limit }

    /// The most cells waiting for reuse under one identifier (for invariant checks).
    package var largestReuseQueue: Int { cellQueue.largestQueue }

    /// The visible cells, in item order (top to bottom in a table).
    public var visibleCells: [Cell] { cellsByKey.sorted { $0.key < $1.key }.map(\.value) }

    // MARK: What subclasses say

    /// The item at a point in content coordinates, if any (none here).
    func itemKey(at point: Point) -> Key? { nil }

    /// Whether a press on an item highlights it and may choose it (yes here).
    func shouldHighlightItem(_ key: Key) -> Bool { true }

    /// Readies the collection for a press, before it looks for the item pressed: here it takes
    /// keyboard focus. Returns whether the press goes on to the item.
    func pressWillBegin(_ event: PointerEvent) -> Bool {
        becomeFirstResponder()
        return true
    }

    /// A press was released over the item it began on without scrolling (nothing happens here).
    func releasePress(on key: Key, with event: PointerEvent) {}

    /// A cell is about to be shown for an item (the delegate's hook; nothing happens here).
    func cellWillDisplay(_ cell: Cell, at key: Key) {}

    /// A cell stopped showing an item (the delegate's hook; nothing happens here).
    func cellDidEndDisplaying(_ cell: Cell, at key: Key) {}

    // MARK: Scrolling, focus and pointer

    /// Lays out again: other items may have come on screen.
    open override func didScroll() {
        super.didScroll()
        setNeedsLayout()
    }

    /// A collection takes keyboard focus (its subclasses move the selection with the keys).
    open override var canBecomeFirstResponder: Bool { true }

    /// Begins following a press: the pressed item's cell highlights (when selection is
    /// allowed and the subclass agrees).
    open override func pointerBegan(_ event: PointerEvent) {
        super.pointerBegan(event)
        guard pressWillBegin(event) else { return }
        let location = event.location(in: self)
        guard allowsSelection, let key = itemKey(at: location), shouldHighlightItem(key) else { return }
        pressTracker.begin(key, in: cellsByKey)
    }

    /// A drag that scrolls cancels the press.
    open override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        if isDragging { pressTracker.cancel(in: cellsByKey) }
    }

    /// Ends the press; released over the pressed item without scrolling, it goes to
    /// `releasePress(on:with:)`.
    open override func pointerEnded(_ event: PointerEvent) {
        super.pointerEnded(event)
        let chosen = pressTracker.end(in: cellsByKey) { key in
            !lastPressScrolled && itemKey(at: event.location(in: self)) == key
        }
        guard let chosen else { return }
        releasePress(on: chosen, with: event)
    }

    /// Ends the press without choosing its item.
    open override func pointerCancelled() {
        pressTracker.cancel(in: cellsByKey)
        super.pointerCancelled()
    }
}
