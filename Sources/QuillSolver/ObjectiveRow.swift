import QuillFoundation

/// The function the simplex minimizes: `constant + Σ cost·symbol`, each cost an amount per
/// strength level (`Cost`), with the same arithmetic as `Row` (an amount that becomes nearly
/// zero is dropped) but kept in a hash table: the objective holds every error symbol of the
/// system, and a sorted row that long made each substitution into it, and each search for the
/// entering symbol, cost as much as the whole system (a stack of 2,000 labels: two thirds of
/// its layout time, issue 25). The table is a `WordKeyedTable` keyed by the symbol's number
/// (SipHash on each symbol was most of what adding a weak constraint to the objective cost).
final class ObjectiveRow {
    // Unchecked for exclusive access, like `Row`'s cells: one solver, one thread at a time.
    @exclusivity(unchecked) private var costs = WordKeyedTable<Cost>()
    /// Symbols whose cost went negative (some perhaps no longer are: checked when read).
    @exclusivity(unchecked) private var negatives = SymbolHeap()
    @exclusivity(unchecked) private(set) var constant: Cost

    init(constant: Cost = .zero) { self.constant = constant }

    /// An objective equal to `row`, at one level (an artificial phase's).
    convenience init(copying row: Row) {
        self.init(constant: Cost(level: 0, amount: row.constant))
        for cell in row.cells { insert(cell.symbol, Cost(level: 0, amount: cell.coefficient)) }
    }

    /// The symbols with a cost, oldest first.
    var symbols: [Symbol] {
        var symbols: [Symbol] = []
        symbols.reserveCapacity(costs.count)
        costs.forEach { key, _ in symbols.append(Symbol(key)) }
        return symbols.sorted()
    }

    func cost(for symbol: Symbol) -> Cost { costs[symbol.key] ?? .zero }

    /// The oldest symbol, dummies aside, whose cost is negative: Bland's entering symbol.
    func firstNegative() -> Symbol? {
        while let symbol = negatives.min {
            if !symbol.isDummy, let cost = costs[symbol.key], cost.isNegative { return symbol }
            negatives.popMin()
        }
        return nil
    }

    /// Every symbol, dummies aside, whose cost is negative (a walk over the whole row: for
    /// the small objective of an artificial phase).
    var negativeSymbols: [Symbol] {
        var symbols: [Symbol] = []
        costs.forEach { key, cost in if cost.isNegative && !Symbol(key).isDummy { symbols.append(Symbol(key)) } }
        return symbols
    }

    /// Adds `factor × cost` to `symbol`'s cost; a cost that becomes zero is removed.
    func insert(_ symbol: Symbol, _ cost: Cost, times factor: Double = 1) {
        let old = costs[symbol.key] ?? .zero
        var new = old
        new.add(cost, times: factor)
        if new.isZero {
            costs.removeValue(forKey: symbol.key)
            return
        }
        costs[symbol.key] = new
        if new.isNegative && !old.isNegative { negatives.push(symbol) }
    }

    /// Adds `cost × row` (to the constant and to each cell's symbol).
    func insert(_ row: Row, _ cost: Cost) {
        constant.add(cost, times: row.constant)
        for cell in row.cells { insert(cell.symbol, cost, times: cell.coefficient) }
    }

    /// How many symbols have a cost.
    var count: Int { costs.count }

    /// Makes room for `capacity` symbols with a cost.
    func reserveCapacity(_ capacity: Int) { costs.reserveCapacity(capacity) }

    func remove(_ symbol: Symbol) { costs.removeValue(forKey: symbol.key) }

    /// Replaces `symbol` by the expression `row` stands for.
    func substitute(_ symbol: Symbol, with row: Row) {
        guard let cost = costs.removeValue(forKey: symbol.key) else { return }
        insert(row, cost)
    }
}
