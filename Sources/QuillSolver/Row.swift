/// One row of the tableau, `basic = constant + Σ coefficient·symbol`, its cells kept sorted by
/// symbol (small, cache-friendly, and iterated in a deterministic order).
final class Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    // Unchecked for exclusive access: rows belong to one solver, which is used from one
    // thread at a time, and the dynamic check on every read of a cell was a tenth of a solve.
    @exclusivity(unchecked) private(set) var cells: [Cell] = []
    @exclusivity(unchecked) private(set) var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    /// An empty row with room for `capacity` cells.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    init(copying other: Row) {
        cells = other.cells
        constant = other.constant
    }

    static func nearZero(_ x: Double) -> Bool { abs(x) < 1.0e-8 }

    var isConstant: Bool { cells.isEmpty }

    /// Adds to the constant; returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    private func index(of symbol: Symbol) -> (found: Bool, at: Int) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            let s = cells[mid].symbol
            if s == symbol { return (true, mid) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, at) = index(of: symbol)
        return found ? cells[at].coefficient : 0
    }

    /// Adds `coefficient·symbol`; a coefficient that becomes (nearly) zero is removed.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        // A symbol past the last cell (a row being written from an expression whose variables
        // are met in order, the usual case) is appended: no search, no insertion in the middle.
        if cells.isEmpty || cells[cells.count - 1].symbol < symbol {
            if !Row.nearZero(coefficient) { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
            return
        }
        let (found, at) = index(of: symbol)
        if found {
            let sum = cells[at].coefficient + coefficient
            if Row.nearZero(sum) { cells.remove(at: at) } else { cells[at].coefficient = sum }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: at)
        }
    }

    /// Adds `coefficient·other` (its constant and cells).
    func insert(_ other: Row, _ coefficient: Double = 1) {
        // Nothing is reported: the lists stay empty and are never allocated (a new constraint's
        // row gathering the rows of its basic variables made and dropped two arrays each time).
        var added: [Symbol] = [], removed: [Symbol] = []
        insert(other, coefficient, added: &added, removed: &removed, reportsChanges: false)
    }

    /// Adds `coefficient·other`, appending the symbols that appeared to `added` and the ones
    /// that cancelled out to `removed` (the solver keeps its column index with them) when
    /// `reportsChanges`.
    func insert(_ other: Row, _ coefficient: Double, added: inout [Symbol], removed: inout [Symbol], reportsChanges: Bool = true) {
        constant += other.constant * coefficient
        if other.cells.isEmpty { return }
        // The merge reads both rows through buffers: indexing a class's array property in the
        // loop checks exclusive access and retains the array on every cell, which was a third
        // of a dense solve's time.
        let merged = cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                Row.merge(mine, theirs, scaledBy: coefficient, added: &added, removed: &removed, reportsChanges: reportsChanges)
            }
        }
        cells = merged
    }

    /// `mine + coefficient·theirs`, both sorted by symbol; symbols that appear or cancel out
    /// are appended to `added` and `removed` when `reportsChanges`.
    private static func merge(
        _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, scaledBy coefficient: Double,
        added: inout [Symbol], removed: inout [Symbol], reportsChanges: Bool
    ) -> [Cell] {
        var merged: [Cell] = []
        merged.reserveCapacity(mine.count + theirs.count)
        var i = 0, j = 0
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                merged.append(mine[i])
                i += 1
            } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                let c = theirs[j].coefficient * coefficient
                if !Row.nearZero(c) {
                    merged.append(Cell(symbol: theirs[j].symbol, coefficient: c))
                    if reportsChanges { added.append(theirs[j].symbol) }
                }
                j += 1
            } else {
                let c = mine[i].coefficient + theirs[j].coefficient * coefficient
                if Row.nearZero(c) {
                    if reportsChanges { removed.append(mine[i].symbol) }
                } else {
                    merged.append(Cell(symbol: mine[i].symbol, coefficient: c))
                }
                i += 1
                j += 1
            }
        }
        return merged
    }

    func removeAll() {
        cells.removeAll()
        constant = 0
    }

    func remove(_ symbol: Symbol) {
        let (found, at) = index(of: symbol)
        if found { cells.remove(at: at) }
    }

    func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + … + a·symbol + …` as `symbol = …` (the symbol leaves the cells).
    func solve(for symbol: Symbol) {
        let (found, at) = index(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let factor = -1 / cells[at].coefficient
        cells.remove(at: at)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = … + a·rhs + …` as `rhs = …` (lhs joins the cells).
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    func substitute(_ symbol: Symbol, with row: Row) {
        var added: [Symbol] = [], removed: [Symbol] = []
        substitute(symbol, with: row, added: &added, removed: &removed)
    }

    /// Replaces `symbol` by the expression `row` stands for, reporting the symbols that
    /// appeared and disappeared (`symbol` itself among the latter).
    func substitute(_ symbol: Symbol, with row: Row, added: inout [Symbol], removed: inout [Symbol]) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        let coefficient = cells[at].coefficient
        cells.remove(at: at)
        removed.append(symbol)
        insert(row, coefficient, added: &added, removed: &removed)
    }
}
