/// An incremental Cassowary solver: linear equalities and inequalities, required or with a
/// strength, added and removed one at a time, and edit variables whose suggested values are
/// followed cheaply (a dual simplex step, not a new solve). The algorithm is the one of Badros,
/// Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm" (2001).
///
///     let solver = ConstraintSolver()
///     let left = Variable("left"), width = Variable("width")
///     try solver.add(Constraint(left + width, .lessThanOrEqual, LinearExpression(constant: 320)))
///     try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(constant: 400), strength: Strength(priority: 750)))
///     solver.updateVariables()   // width.value == 320 (the required bound wins), left.value == 0
///
/// Every choice the simplex makes is broken by creation order, so a system solves to the same
/// values on every run.
public final class ConstraintSolver {
    /// What adding a constraint put in the tableau, to take it out again.
    private struct Tag {
        var marker: Symbol
        var other: Symbol
    }

    private struct EditInfo {
        let tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    private var constraints: [ObjectIdentifier: (constraint: Constraint, tag: Tag)] = [:]
    private var rows: [Symbol: Row] = [:]
    private var variables: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    private var edits: [ObjectIdentifier: (variable: Variable, info: EditInfo)] = [:]
    private var infeasible: [Symbol] = []
    private let objective = Row()
    private var artificial: Row?
    private var nextID = 1

    /// Creates an empty solver.
    public init() {}

    /// How many times rounding left the simplex without a pivot that exact arithmetic would
    /// have had (a cost of about -1e-7 with no limiting row, or a row a hair below zero with no
    /// way out) and the solver dropped the rounding error and carried on. Rare and harmless.
    public private(set) var numericalRecoveries = 0
    /// How many times the solver met a state exact arithmetic cannot reach and carried on
    /// rather than stop the program. Zero in every system the tests build.
    public private(set) var inconsistencies = 0
    /// The largest weight of a non-required constraint added so far (for tolerances).
    private var largestWeight = 1.0

    /// How many constraints were added and not removed (edit constraints included).
    public var constraintCount: Int { constraints.count }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { constraints[ObjectIdentifier(constraint)] != nil }

    /// Whether the variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    // MARK: Constraints

    /// Adds a constraint; the solution is updated at once.
    /// - Throws: `SolverError.duplicateConstraint`, or `.unsatisfiable` for a required
    ///   constraint that conflicts with the required ones already there (the solver is left
    ///   as it was).
    public func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        if constraints[key] != nil { throw .duplicateConstraint(constraint) }
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            if !Row.nearZero(row.constant) {
                removeFreshSymbols(tag)
                throw .unsatisfiable(constraint)
            }
            // A redundant required equality: its dummy stands for it.
            subject = tag.marker
        }
        if !subject.isValid {
            if !addWithArtificialVariable(row) {
                removeFreshSymbols(tag)
                throw .unsatisfiable(constraint)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        }
        constraints[key] = (constraint, tag)
        optimize(objective)
    }

    /// Removes a constraint; the solution is updated at once.
    /// - Throws: `SolverError.unknownConstraint` when it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        removeErrorEffects(tag, strength: constraint.strength)
        if rows.removeValue(forKey: tag.marker) == nil {
            if let leaving = markerLeavingRow(tag.marker), let row = rows.removeValue(forKey: leaving) {
                row.solve(for: leaving, tag.marker)
                substitute(tag.marker, with: row)
            } else {
                // A marker in no row at all stands for nothing any more.
                inconsistencies += 1
            }
        }
        optimize(objective)
    }

    // MARK: Edit variables

    /// Makes `variable` editable: `suggestValue(_:for:)` then asks for values, which the
    /// solution follows as far as `strength` allows.
    /// - Throws: `SolverError.duplicateEditVariable` or `.requiredEditVariable`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength, label: "edit \(variable)")
        try add(constraint)
        guard let tag = constraints[ObjectIdentifier(constraint)]?.tag else { return }
        edits[key] = (variable, EditInfo(tag: tag, constraint: constraint, constant: 0))
    }

    /// Stops editing a variable.
    /// - Throws: `SolverError.unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let (_, info) = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable(variable) }
        try remove(info.constraint)
    }

    /// Asks for a value of an edit variable; the solution is updated by a dual simplex step.
    /// - Throws: `SolverError.unknownEditVariable`.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var (_, info) = edits[key] else { throw .unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[key] = (variable, info)
        if let row = rows[info.tag.marker] {
            if row.add(-delta) < 0 { infeasible.append(info.tag.marker) }
        } else if let row = rows[info.tag.other] {
            if row.add(delta) < 0 { infeasible.append(info.tag.other) }
        } else {
            var found: [Symbol] = []
            for (symbol, row) in rows {
                let coefficient = row.coefficient(for: info.tag.marker)
                if coefficient != 0 && row.add(delta * coefficient) < 0 && !symbol.isExternal { found.append(symbol) }
            }
            infeasible.append(contentsOf: found.sorted())
        }
        dualOptimize()
    }

    // MARK: Reading the solution

    /// Writes the current solution into every variable's `value`.
    public func updateVariables() {
        for (_, entry) in variables {
            entry.variable.value = rows[entry.symbol]?.constant ?? 0
        }
    }

    /// The value of a variable in the current solution (without writing it).
    public func value(of variable: Variable) -> Double {
        guard let symbol = variables[ObjectIdentifier(variable)]?.symbol else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// Empties the solver.
    public func reset() {
        constraints.removeAll()
        rows.removeAll()
        variables.removeAll()
        edits.removeAll()
        infeasible.removeAll()
        objective.removeAll()
        artificial = nil
    }

    // MARK: Building rows

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let existing = variables[key] { return existing.symbol }
        let symbol = newSymbol(.external)
        variables[key] = (variable, symbol)
        return symbol
    }

    /// The constraint as a tableau row, basic variables substituted, with its slack, error or
    /// dummy symbols (the tag remembers them).
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        var tag = Tag(marker: .invalid, other: .invalid)
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                largestWeight = Swift.max(largestWeight, strength.weight)
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, strength.weight)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                largestWeight = Swift.max(largestWeight, strength.weight)
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.weight)
                objective.insert(minus, strength.weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Undoes the objective entries of a constraint that could not be added.
    private func removeFreshSymbols(_ tag: Tag) {
        for symbol in [tag.marker, tag.other] where symbol.kind == .error { objective.remove(symbol) }
    }

    /// The symbol to solve a new row for: an external one, else a fresh slack or error with a
    /// negative coefficient, else none.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        if let external = row.cells.first(where: { $0.symbol.isExternal }) { return external.symbol }
        for symbol in [tag.marker, tag.other] where symbol.isPivotable && row.coefficient(for: symbol) < 0 { return symbol }
        return .invalid
    }

    /// Adds a row with no obvious subject through an artificial variable; false when the row
    /// cannot be satisfied.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        rows[art] = Row(copying: row)
        let phase = Row(copying: row)
        artificial = phase
        optimize(phase)
        let success = Row.nearZero(phase.constant)
        artificial = nil
        if !success {
            // The artificial variable is basic (it would be zero otherwise): dropping its row
            // leaves the tableau equivalent to the system before, and the phase's pivots are
            // undone in effect by optimizing the objective again.
            rows.removeValue(forKey: art)
            for (_, r) in rows { r.remove(art) }
            objective.remove(art)
            optimize(objective)
            return false
        }
        if let basic = rows.removeValue(forKey: art) {
            if basic.isConstant { return success }
            guard let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            basic.solve(for: art, entering)
            substitute(entering, with: basic)
            rows[entering] = basic
        }
        for (_, r) in rows { r.remove(art) }
        objective.remove(art)
        return success
    }

    // MARK: Pivoting

    private func substitute(_ symbol: Symbol, with row: Row) {
        for (basic, r) in rows {
            r.substitute(symbol, with: row)
            if !basic.isExternal && r.constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex: pivots until no symbol can lower the objective.
    private func optimize(_ objective: Row) {
        while true {
            // The entering symbol: the first (in creation order) with a negative coefficient.
            guard let entering = objective.cells.first(where: { !$0.symbol.isDummy && $0.coefficient < 0 })?.symbol else { return }
            guard let leaving = leavingRow(for: entering), let row = rows.removeValue(forKey: leaving) else {
                // The objective is bounded below (weights × non-negative errors), so only
                // rounding makes a cost look negative with nothing limiting it: drop that cost.
                let cost = objective.coefficient(for: entering)
                objective.insert(entering, -cost)
                if cost > -1e-6 * largestWeight { numericalRecoveries += 1 } else { inconsistencies += 1 }
                continue
            }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// The basic symbol whose row limits `entering` most (ties: the oldest symbol).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var ratio = Double.infinity
        for (basic, row) in rows where !basic.isExternal {
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let r = -row.constant / coefficient
            if r < ratio || (r == ratio && best.map { basic < $0 } ?? true) {
                ratio = r
                best = basic
            }
        }
        return best
    }

    /// The dual simplex: restores feasibility after edits changed constants.
    private func dualOptimize() {
        while let index = infeasible.indices.min(by: { infeasible[$0] < infeasible[$1] }) {
            // The oldest infeasible row first, so the pivots do not depend on hashing order.
            let leaving = infeasible.remove(at: index)
            // A constant negative only by rounding is left alone.
            guard let row = rows[leaving], row.constant < 0, !Row.nearZero(row.constant) else { continue }
            var entering = Symbol.invalid
            var ratio = Double.infinity
            for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                let r = objective.coefficient(for: cell.symbol) / cell.coefficient
                if r < ratio {
                    ratio = r
                    entering = cell.symbol
                }
            }
            guard entering.isValid else {
                // Only rounding can leave a row infeasible with no way out (edits are never
                // required): leave it as it is, a hair below zero.
                if row.constant > -1e-6 { numericalRecoveries += 1 } else { inconsistencies += 1 }
                continue
            }
            rows.removeValue(forKey: leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// Takes a removed constraint's errors out of the objective.
    private func removeErrorEffects(_ tag: Tag, strength: Strength) {
        for symbol in [tag.marker, tag.other] where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -strength.weight)
            } else {
                objective.insert(symbol, -strength.weight)
            }
        }
    }

    /// The row to pivot a removed constraint's marker into the basis through.
    ///
    /// A redundant required equality (its dummy basic, its row all dummies and 0) that depends on
    /// the marker comes first: it takes over the removed constraint's place. Choosing another
    /// row would leave that dummy basic with a value other than 0, that is, the redundant
    /// constraint broken (found by the random systems test: removing `x == 5` broke `2x == 10`).
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var redundant: Symbol?
        for (basic, row) in rows where basic.isDummy && row.coefficient(for: marker) != 0 {
            if redundant.map({ basic < $0 }) ?? true { redundant = basic }
        }
        if let redundant { return redundant }
        var first: Symbol?, second: Symbol?, third: Symbol?
        var r1 = Double.infinity, r2 = Double.infinity
        for (basic, row) in rows {
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if basic.isExternal {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let r = -row.constant / coefficient
                if r < r1 || (r == r1 && first.map { basic < $0 } ?? true) { r1 = r; first = basic }
            } else {
                let r = row.constant / coefficient
                if r < r2 || (r == r2 && second.map { basic < $0 } ?? true) { r2 = r; second = basic }
            }
        }
        return first ?? second ?? third
    }
}
