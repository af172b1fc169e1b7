/// The function the simplex minimizes: `constant + Σ coefficient·symbol`, with the same
/// arithmetic as `Row` (a coefficient that becomes nearly zero is dropped) but kept in a hash
/// table: the objective holds every error symbol of the system, and a sorted row that long
/// made each substitution into it, and each search for the entering symbol, cost as much as
/// the whole system (a stack of 2,000 labels: two thirds of its layout time, issue 25).
final class ObjectiveRow {
    // Unchecked for exclusive access, like `Row`'s cells: one solver, one thread at a time.
    @exclusivity(unchecked) private var coefficients: [Symbol: Double] = [:]
    /// Symbols whose coefficient went negative (some perhaps no longer are: checked when read).
    @exclusivity(unchecked) private var negatives = SymbolHeap()
    @exclusivity(unchecked) private(set) var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    /// An objective equal to `row`.
    convenience init(copying row: Row) {
        self.init(constant: row.constant)
        for cell in row.cells { insert(cell.symbol, cell.coefficient) }
    }

    /// The symbols with a coefficient, oldest first.
    var symbols: [Symbol] { coefficients.keys.sorted() }

    func coefficient(for symbol: Symbol) -> Double { coefficients[symbol] ?? 0 }

    /// The oldest symbol, dummies aside, whose coefficient is negative: Bland's entering
    /// symbol.
    func firstNegative() -> Symbol? {
        while let symbol = negatives.min {
            if !symbol.isDummy, let c = coefficients[symbol], c < 0 { return symbol }
            negatives.popMin()
        }
        return nil
    }

    /// Every symbol, dummies aside, whose coefficient is negative (a walk over the whole
    /// row: for the small objective of an artificial phase).
    var negativeSymbols: [Symbol] {
        coefficients.compactMap { $0.value < 0 && !$0.key.isDummy ? $0.key : nil }
    }

    /// Adds `coefficient·symbol`; a coefficient that becomes (nearly) zero is removed.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        if let existing = coefficients[symbol] {
            set(symbol, existing + coefficient)
        } else if !Row.nearZero(coefficient) {
            set(symbol, coefficient)
        }
    }

    /// Adds `coefficient·row` (its constant and cells).
    func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    func remove(_ symbol: Symbol) { coefficients[symbol] = nil }

    /// Replaces `symbol` by the expression `row` stands for.
    func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = coefficients.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }

    private func set(_ symbol: Symbol, _ value: Double) {
        if Row.nearZero(value) {
            coefficients[symbol] = nil
            return
        }
        let wasNegative = (coefficients[symbol] ?? 0) < 0
        coefficients[symbol] = value
        if value < 0 && !wasNegative { negatives.push(symbol) }
    }
}
