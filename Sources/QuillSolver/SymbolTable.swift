/// Values by symbol number, in a plain array: the solver's tables need no hashing.
struct SymbolTable<Value> {
    private var storage: [Value]
    private let initial: Value

    init(_ initial: Value) {
        self.initial = initial
        storage = [initial]
    }

    /// Makes room for symbols numbered below `count`, doubling (a solver calls this for each new
    /// symbol: growing by one each time cost an append call per table per symbol), and to
    /// `minimumGrowth` at first: a small solver (a cell's, some thirty symbols) otherwise grew
    /// each of its ten tables five or six times.
    @inline(__always)
    mutating func grow(to count: Int) {
        if storage.count < count {
            storage.append(contentsOf: repeatElement(initial, count: Swift.max(count, 2 * storage.count, Self.minimumGrowth) - storage.count))
        }
    }

    /// The fewest symbols a table makes room for when it first grows.
    static var minimumGrowth: Int { 32 }

    /// Makes room for symbols numbered below `count` in one step, exactly: a batch that
    /// knows about how many symbols it brings spares the doubling its copies and the room
    /// left over.
    mutating func reserve(upTo count: Int) {
        if storage.count < count { storage.append(contentsOf: repeatElement(initial, count: count - storage.count)) }
    }

    /// Calls `body` with the table's storage, indexed by symbol number (`Symbol.id`): for loops
    /// that would otherwise check the storage's uniqueness at every write.
    mutating func withUnsafeMutableBufferPointer<Result>(_ body: (inout UnsafeMutableBufferPointer<Value>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutableBufferPointer(body)
    }

    subscript(symbol: Symbol) -> Value {
        get { storage[symbol.id] }
        // In place: appending to a column must not copy it.
        _modify { yield &storage[symbol.id] }
    }
}
