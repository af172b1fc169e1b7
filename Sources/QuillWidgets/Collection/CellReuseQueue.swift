import QuillViews
/// The cells of one kind that a collection hands out by reuse identifier: how to make a new one
/// for each identifier (a class's initializer, a template's instantiation, any closure), and
/// the ones waiting to be handed out again, a bounded number per identifier.
///
/// A cell that comes back out of the queue has had `prepareForReuse()` called; a new cell made
/// for an identifier takes that identifier when it sets none itself.
@MainActor
struct CellReuseQueue<Cell: View> {
    /// Makes a new cell for an identifier.
    typealias Factory = @MainActor () throws -> Cell

    private var factories: [String: Factory] = [:]
    private var waiting = ReusePool<Cell>()
    /// The reusable side of a cell, or `nil` for a view that is handed out but never queued.
    private let reusable: @MainActor (Cell) -> (any CollectionReusable)?

    /// Creates an empty queue for views of which only some are reusable (a table's section
    /// headers are any view); `reusable` picks those out.
    init(reusable: @escaping @MainActor (Cell) -> (any CollectionReusable)?) {
        self.reusable = reusable
    }

    /// The most cells kept per identifier; lowering it drops the cells over the new bound.
    var limit: Int {
        get { waiting.limit }
        set { waiting.limit = newValue }
    }

    /// The most cells waiting under one identifier (never more than `limit`).
    var largestQueue: Int { waiting.largestQueue }

    /// How many cells wait in all.
    var count: Int { waiting.count }

    /// The identifiers something is registered for, sorted.
    var registeredIdentifiers: [String] { factories.keys.sorted() }

    /// Registers how to make cells for an identifier, in place of an earlier registration.
    mutating func register(forIdentifier identifier: String, make: @escaping Factory) {
        factories[identifier] = make
    }

    /// A cell waiting under an identifier, prepared for reuse, or `nil` when none waits.
    mutating func dequeue(_ identifier: String) -> Cell? {
        guard let cell = waiting.dequeue(identifier) else { return nil }
        reusable(cell)?.prepareForReuse()
        return cell
    }

    /// A new cell from the registration for an identifier, or `nil` when nothing is registered.
    /// - Throws: What the registration throws (a template that cannot be instantiated, say).
    func make(_ identifier: String) throws -> Cell? {
        guard let make = factories[identifier] else { return nil }
        let cell = try make()
        if let reusable = reusable(cell), reusable.reuseIdentifier == nil { reusable.reuseIdentifier = identifier }
        return cell
    }

    /// Puts a cell back under its reuse identifier; returns `false` when it has none, is not
    /// reusable, or the queue for its identifier is full (the cell is dropped).
    @discardableResult
    mutating func enqueue(_ cell: Cell) -> Bool {
        guard let identifier = reusable(cell)?.reuseIdentifier else { return false }
        return waiting.enqueue(cell, identifier: identifier)
    }
}

extension CellReuseQueue where Cell: CollectionReusable {
    /// Creates an empty queue of reusable cells.
    init() {
        self.init(reusable: { $0 })
    }
}
