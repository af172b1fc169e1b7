import QuillFoundation
import Synchronization

/// The tableau and the simplex steps of `ConstraintSolver`, in a struct: its hot loops touch
/// plain stored properties, with no dynamic exclusivity checks or reference counting per access.
/// A core is never copied to be used twice: its variables remember their symbols under its
/// `serial`, which a copy would share (a reset or rebuild makes a new core with a new serial).
struct SolverCore {
    /// What adding a constraint put in the tableau, to take it out again.
    struct Tag {
        var marker: Symbol
        var other: Symbol
    }

    struct EditInfo {
        let tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    /// A number no other solver core in the process has (never 0): the key of the symbols
    /// variables remember (`Variable.memoSolver`).
    let serial = SolverCore.serials.wrappingAdd(1, ordering: .relaxed).newValue
    private static let serials = Atomic<Int>(0)

    /// The constraints added, by identity (`IdentityDictionary`: hashing each constraint and
    /// variable with SipHash was a fifth of adding a batch).
    var constraints = IdentityDictionary<(constraint: Constraint, tag: Tag, order: Int)>()
    /// The order the next constraint is added in (a rebuild adds them again in this order).
    var nextOrder = 0
    /// Required equalities stored without a marker (`Constraint.expectsRemoval` false): while
    /// there are any, a conflict is named by `conflictingConstraints(with:blocking:)`.
    var unmarkedEqualities = 0
    /// A constraint without a marker left: the tableau is rebuilt at the next use.
    var needsRebuild = false
    /// Every required equality gets a marker (the scratch solver that names conflicts).
    var marksEveryEquality = false
    /// How many times the tableau was rebuilt after an unmarked constraint left.
    var rebuilds = 0
    /// How many conflicts a scratch solver named (`conflictingConstraints(with:blocking:)`).
    var scratchNamings = 0
    /// The tableau: the row of each basic symbol, by symbol number.
    var rows: SymbolTable<Row?> = SymbolTable(nil)
    /// For every symbol, the basic symbols of rows it may appear in (a superset: entries go
    /// stale when rows change and are checked and compacted as they are used). A substitution
    /// or a ratio test visits only those rows, never the whole tableau, and no hashing is done.
    var columns: SymbolTable<[Symbol]> = SymbolTable([])
    var compactAt: SymbolTable<Int> = SymbolTable(16)
    var marks: SymbolTable<Int> = SymbolTable(0)
    /// The constraint each marker symbol stands for (to name conflicts).
    var markerOwners: SymbolTable<Constraint?> = SymbolTable(nil)
    var markStamp = 0
    var scratchAdded: [Symbol] = []
    var scratchRemoved: [Symbol] = []
    var variables = IdentityDictionary<(variable: Variable, symbol: Symbol)>()
    /// The same, in the order they were met, for writing the solution back quickly.
    var variableList: [(variable: Variable, symbol: Symbol)] = []
    var edits = IdentityDictionary<(variable: Variable, info: EditInfo)>()
    var infeasible: [Symbol] = []
    let objective = ObjectiveRow()
    var artificial: ObjectiveRow?
    var nextID = 1

    /// Required equalities kept out of the tableau: each defines a variable nothing else
    /// mentions (`SolverCore+Definitions.swift`), by the variable's symbol.
    var definitions: SymbolTable<Definition?> = SymbolTable(nil)
    /// How many definitions mention each symbol.
    var definitionReferences: SymbolTable<Int> = SymbolTable(0)
    /// The defined symbols in the order they were defined (entries of removed definitions stay
    /// until a rebuild; `Definition.order` tells them apart).
    var definitionOrder: [Symbol] = []
    /// How many definitions there are.
    var definitionCount = 0
    /// The values of defined variables, for the solution as it was when they were computed.
    var definitionValues: SymbolTable<Double> = SymbolTable(0)
    /// Whether `definitionValues` holds every definition's value for the current solution.
    var definitionValuesCurrent = false
    /// Scratch tables for peeling a batch (`peelDefinitions`): mentions of each external
    /// symbol, and the first of its candidates (-1: none); reset after each batch.
    var peelDegree: SymbolTable<Int> = SymbolTable(0)
    var firstMention: SymbolTable<Int> = SymbolTable(-1)
    /// Whether required equalities may become definitions (off in a scratch solver naming
    /// conflicts, and for tests comparing the two ways).
    var definesVariables = true
    /// Definitions start once the solver holds (or a batch brings it to) this many constraints.
    /// A small system's tableau rows are short whatever their shape, and the bookkeeping
    /// (peeling, expanding definitions into the rows that mention them) cost a table cell's
    /// layout a tenth of its time (`layout_independent_cells`: each cell a solver of about 20
    /// constraints).
    static let definitionThreshold = 64
    /// The threshold this solver uses (tests set 0 to exercise definitions in small systems).
    var definitionThreshold = SolverCore.definitionThreshold

    /// How many times rounding left the simplex without a pivot that exact arithmetic would
    /// have had (a cost of about -1e-7 with no limiting row, or a row a hair below zero with no
    /// way out) and the solver dropped the rounding error and carried on. Rare and harmless.
    var numericalRecoveries = 0
    /// How many times the solver met a state exact arithmetic cannot reach and carried on
    /// rather than stop the program. Zero in every system the tests build.
    var inconsistencies = 0

    /// How many constraints were added and not removed (edit constraints included).
    var constraintCount: Int { constraints.count }

    /// How many times a substitution rewrote a row of the tableau.
    var rowsRewritten = 0
    /// Cells of the tableau read or written by substitutions so far: the solver's work.
    var work = 0
    /// Whether the solver stopped pivoting because its work passed `workLimit`.
    var isOutOfWork = false
    /// A lower limit than `workLimit` set by `resetWork(limit:)`: what a layout pass has left
    /// for a solver that measures on its behalf.
    var borrowedWorkLimit = Int.max


    /// Whether the constraint is in the solver.
    func contains(_ constraint: Constraint) -> Bool {
        // A constraint no solver holds (a new one, the usual case) is not looked up.
        constraint.solversHolding > 0 && constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Whether the variable is an edit variable.
    func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    // MARK: Constraints

    /// Adds a constraint; the solution is updated at once.
    /// - Throws: `SolverError.duplicateConstraint`, or `.unsatisfiable` for a required
    ///   constraint that conflicts with the required ones already there (the solver is left
    ///   as it was).
    mutating func add(_ constraint: Constraint) throws(SolverError) {
        rebuildIfNeeded()
        let key = ObjectIdentifier(constraint)
        if contains(constraint) { throw .duplicateConstraint(constraint) }
        definitionValuesCurrent = false
        if let defined = define(constraint) {
            constraints[key] = (constraint, Tag(marker: .invalid, other: defined), nextOrder)
            constraint.solversHolding += 1
            nextOrder += 1
            unmarkedEqualities += 1
            return
        }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            if !Row.nearZero(row.constant) {
                removeFreshSymbols(tag)
                throw .unsatisfiable(constraint, conflictingWith: conflictingConstraints(with: constraint, blocking: row.cells.map(\.symbol)))
            }
            // A redundant required equality: a dummy stands for it, even when it was to have no
            // marker. Its row then says which equalities imply it, so that it takes their place
            // when one of them leaves (`markerLeavingRow`).
            if !tag.marker.isValid {
                tag.marker = newSymbol(.dummy)
                row.insert(tag.marker)
            }
            subject = tag.marker
        }
        if !subject.isValid {
            var blocking: [Symbol] = []
            if !addWithArtificialVariable(row, blocking: &blocking) {
                removeFreshSymbols(tag)
                throw .unsatisfiable(constraint, conflictingWith: conflictingConstraints(with: constraint, blocking: blocking))
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        }
        constraints[key] = (constraint, tag, nextOrder)
        constraint.solversHolding += 1
        nextOrder += 1
        if !tag.marker.isValid { unmarkedEqualities += 1 }
        for symbol in [tag.marker, tag.other] where symbol.isValid { markerOwners[symbol] = constraint }
        optimize(objective)
    }

    /// The constraints whose markers are among `symbols`, oldest first, each once.
    func owners(of symbols: [Symbol]) -> [Constraint] {
        var seen: Set<ObjectIdentifier> = []
        var result: [Constraint] = []
        for symbol in symbols.sorted() {
            if let owner = markerOwners[symbol], seen.insert(ObjectIdentifier(owner)).inserted { result.append(owner) }
        }
        return result
    }

    /// Removes a constraint; the solution is updated at once.
    /// - Throws: `SolverError.unknownConstraint` when it is not in the solver.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard constraint.solversHolding > 0, let (_, tag, _) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        constraint.solversHolding -= 1
        definitionValuesCurrent = false
        if tag.other.isExternal {
            removeDefinition(of: tag.other)
            return
        }
        for symbol in [tag.marker, tag.other] where symbol.isValid { markerOwners[symbol] = nil }
        if !tag.marker.isValid {
            // An equality with no marker: nothing says which rows it shaped. The tableau is
            // built again from the constraints that stay, once, however many leave before the
            // solver is used again (a tree being freed costs one rebuild, not one per constraint).
            unmarkedEqualities -= 1
            needsRebuild = true
        }
        if needsRebuild { return }
        removeErrorEffects(tag, of: constraint)
        if removeRow(basic: tag.marker) == nil {
            if let leaving = markerLeavingRow(tag.marker), let row = removeRow(basic: leaving) {
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
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
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
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let (_, info) = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable(variable) }
        try remove(info.constraint)
    }

    /// Asks for a value of an edit variable; the solution is updated by a dual simplex step.
    /// - Throws: `SolverError.unknownEditVariable`.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        rebuildIfNeeded()
        let key = ObjectIdentifier(variable)
        guard var (_, info) = edits[key] else { throw .unknownEditVariable(variable) }
        definitionValuesCurrent = false
        let delta = value - info.constant
        info.constant = value
        edits[key] = (variable, info)
        if let row = rows[info.tag.marker] {
            if row.add(-delta) < 0 { infeasible.append(info.tag.marker) }
        } else if let row = rows[info.tag.other] {
            if row.add(delta) < 0 { infeasible.append(info.tag.other) }
        } else {
            var found: [Symbol] = []
            for symbol in users(of: info.tag.marker, sorted: false) {
                guard let row = rows[symbol] else { continue }
                let coefficient = row.coefficient(for: info.tag.marker)
                if coefficient != 0 && row.add(delta * coefficient) < 0 && !symbol.isExternal { found.append(symbol) }
            }
            infeasible.append(contentsOf: found.sorted())
        }
        dualOptimize()
    }

    // MARK: Reading the solution

    /// Writes the current solution into every variable's `value`.
    mutating func updateVariables() {
        rebuildIfNeeded()
        if definitionCount > 0 {
            computeDefinitionValues()
            for entry in variableList {
                entry.variable.storedValue = definitions[entry.symbol] != nil ? definitionValues[entry.symbol] : rows[entry.symbol]?.constant ?? 0
            }
            return
        }
        for entry in variableList {
            entry.variable.storedValue = rows[entry.symbol]?.constant ?? 0
        }
    }

    /// The value of a variable in the current solution (without writing it).
    mutating func value(of variable: Variable) -> Double {
        rebuildIfNeeded()
        guard let symbol = existingSymbol(for: variable) else { return 0 }
        if definitions[symbol] != nil { return definedValue(of: symbol) }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: Building rows

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        rows.grow(to: nextID + 1)
        columns.grow(to: nextID + 1)
        compactAt.grow(to: nextID + 1)
        marks.grow(to: nextID + 1)
        markerOwners.grow(to: nextID + 1)
        if kind == .external {
            definitions.grow(to: nextID + 1)
            definitionReferences.grow(to: nextID + 1)
            definitionValues.grow(to: nextID + 1)
            peelDegree.grow(to: nextID + 1)
            firstMention.grow(to: nextID + 1)
        }
        return Symbol(id: nextID, kind: kind)
    }

    /// Makes room in every table for symbols numbered below `count` at once.
    mutating func reserveSymbols(upTo count: Int) {
        rows.reserve(upTo: count)
        columns.reserve(upTo: count)
        compactAt.reserve(upTo: count)
        marks.reserve(upTo: count)
        markerOwners.reserve(upTo: count)
        definitions.reserve(upTo: count)
        definitionReferences.reserve(upTo: count)
        definitionValues.reserve(upTo: count)
        peelDegree.reserve(upTo: count)
        firstMention.reserve(upTo: count)
    }

    mutating func symbol(for variable: Variable) -> Symbol {
        if variable.memoSolver == serial { return variable.memoSymbol }
        let key = ObjectIdentifier(variable)
        let symbol: Symbol
        // A variable no solver has met (the memo's 0) is new here too: not looked up.
        if variable.memoSolver != 0, let existing = variables[key] {
            symbol = existing.symbol
        } else {
            symbol = newSymbol(.external)
            variables[key] = (variable, symbol)
            variableList.append((variable, symbol))
        }
        variable.memoSolver = serial
        variable.memoSymbol = symbol
        return symbol
    }

    /// The symbol of a variable this solver has met, or nil (a lookup that adds nothing).
    func existingSymbol(for variable: Variable) -> Symbol? {
        if variable.memoSolver == serial { return variable.memoSymbol }
        return variables[ObjectIdentifier(variable)]?.symbol
    }

    /// The constraint as a tableau row, basic variables substituted, with its slack, error or
    /// dummy symbols (the tag remembers them).
    mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let row = expressionRow(for: constraint.expression)
        var tag = Tag(marker: .invalid, other: .invalid)
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, strength.unitCost)
            }
        case .equal:
            if strength.isRequired {
                // Without a marker the row stays as short as the constraint: see
                // `Constraint.expectsRemoval`.
                guard constraint.expectsRemoval || marksEveryEquality else { break }
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.unitCost)
                objective.insert(minus, constraint.strengthBelow.unitCost)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The expression as a row over non-basic symbols: basic variables are replaced by their
    /// rows, defined ones by their definitions.
    mutating func expressionRow(for expression: LinearExpression) -> Row {
        // Room for the terms and the slack and error symbols `makeRow` adds.
        var row = Row(constant: expression.constant, capacity: expression.terms.count + 2)
        var mentionsDefinition = false
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if definitions[symbol] != nil {
                mentionsDefinition = true
                break
            }
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        // Rare: a defined variable is mentioned; the row is made again with its definition.
        if mentionsDefinition, let expanded = expandedDefinitions(in: expression) {
            row = Row(constant: expanded.constant)
            for cell in expanded.cells {
                if let basic = rows[cell.symbol] {
                    row.insert(basic, cell.coefficient)
                } else {
                    row.insert(cell.symbol, cell.coefficient)
                }
            }
        }
        return row
    }

    /// Undoes the objective entries of a constraint that could not be added.
    mutating func removeFreshSymbols(_ tag: Tag) {
        for symbol in [tag.marker, tag.other] where symbol.kind == .error { objective.remove(symbol) }
    }

    /// The symbol to solve a new row for: an external one, else a fresh slack or error with a
    /// negative coefficient, else none.
    ///
    /// Of the external symbols, the one in the fewest rows (oldest first among equals): solving
    /// for it substitutes the new row into those rows only. A variable no row holds yet (the
    /// next view of a chain or a stack) costs nothing; the oldest one, often the root's edge,
    /// is in every row, and choosing it made adding a chain of n views cost n³.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best = Symbol.invalid
        var fewest = Int.max
        for cell in row.cells where cell.symbol.isExternal {
            let uses = columns[cell.symbol].count
            if uses < fewest {
                fewest = uses
                best = cell.symbol
                if uses == 0 { break }
            }
        }
        if best.isValid { return best }
        for symbol in [tag.marker, tag.other] where symbol.isPivotable && row.coefficient(for: symbol) < 0 { return symbol }
        // A row that holds at the current values (constant 0) can be solved for any of its
        // slack or error symbols: that one stays 0, so no other row changes value. Of those,
        // the one with the least objective cost per unit of coefficient keeps the solution
        // optimal (the dual simplex's ratio test: every other cost stays non-negative), and of
        // equals, the one in the fewest rows costs least to substitute. Without this, such a
        // row went through an artificial variable, and the phase and then the objective
        // pivoted the symbols every row shares: a 6,000-label stack's widths, each equal to
        // the stack's, took minutes (issue 25).
        guard Row.nearZero(row.constant) else { return .invalid }
        var lowest: Cost?
        for cell in row.cells where cell.symbol.isPivotable {
            let cost = objective.cost(for: cell.symbol)
            let ratio = cost.isNegative ? Cost.zero : cost.scaled(by: 1 / abs(cell.coefficient))
            let uses = columns[cell.symbol].count
            let order = lowest.map { Cost.compare(ratio, $0, tolerance: 1e-12) } ?? .orderedAscending
            if order == .orderedAscending || (order == .orderedSame && uses < fewest) {
                lowest = ratio
                fewest = uses
                best = cell.symbol
            }
        }
        return best
    }

    /// Adds a row with no obvious subject through an artificial variable; false when the row
    /// cannot be satisfied.
    mutating func addWithArtificialVariable(_ row: Row, blocking: inout [Symbol]) -> Bool {
        let art = newSymbol(.slack)
        insertRow(Row(copying: row), basic: art)
        let phase = ObjectiveRow(copying: row)
        artificial = phase
        optimize(phase)
        let success = phase.constant.isZero
        artificial = nil
        if !success {
            // What keeps the artificial variable from zero: the constraints it conflicts with.
            blocking = phase.symbols
            // The artificial variable is basic (it would be zero otherwise): dropping its row
            // leaves the tableau equivalent to the system before, and optimizing the objective
            // again undoes the phase's pivots in effect.
            removeRow(basic: art)
            removeEverywhere(art)
            optimize(objective)
            return false
        }
        if let basic = removeRow(basic: art) {
            if basic.isConstant { return success }
            guard let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            basic.solve(for: art, entering)
            substitute(entering, with: basic)
            insertRow(basic, basic: entering)
        }
        removeEverywhere(art)
        return success
    }

    /// Drops a symbol from every row and the objective (an artificial variable going away).
    mutating func removeEverywhere(_ symbol: Symbol) {
        for basic in users(of: symbol) { rows[basic]?.remove(symbol) }
        columns[symbol] = []
        objective.remove(symbol)
    }

    // MARK: The tableau

    /// Puts a row in the tableau as the definition of `basic`.
    mutating func insertRow(_ row: Row, basic: Symbol) {
        rows[basic] = row
        for cell in row.cells { noteUse(of: cell.symbol, by: basic) }
    }

    /// Takes the row of `basic` out of the tableau (its column entries go stale).
    @discardableResult
    mutating func removeRow(basic: Symbol) -> Row? {
        guard let row = rows[basic] else { return nil }
        rows[basic] = nil
        return row
    }

    mutating func noteUse(of symbol: Symbol, by basic: Symbol) {
        // Room for a few rows at once: a column grown from nothing one doubling at a time cost
        // a fifth of a small system's additions.
        if columns[symbol].capacity == 0 { columns[symbol].reserveCapacity(4) }
        columns[symbol].append(basic)
        if columns[symbol].count >= compactAt[symbol] { compactColumn(of: symbol) }
    }

    /// Drops repeated entries and rows that left the tableau (cheap: no row is searched).
    mutating func compactColumn(of symbol: Symbol) {
        markStamp += 1
        var live: [Symbol] = []
        live.reserveCapacity(columns[symbol].count)
        for basic in columns[symbol] where marks[basic] != markStamp && rows[basic] != nil {
            marks[basic] = markStamp
            live.append(basic)
        }
        columns[symbol] = live
        compactAt[symbol] = Swift.max(16, live.count * 2)
    }

    /// The basic symbols whose rows hold `symbol` now, each once, oldest first.
    mutating func users(of symbol: Symbol, sorted: Bool = true) -> [Symbol] {
        markStamp += 1
        var live: [Symbol] = []
        for basic in columns[symbol] where marks[basic] != markStamp {
            marks[basic] = markStamp
            if let row = rows[basic], row.coefficient(for: symbol) != 0 { live.append(basic) }
        }
        return sorted ? live.sorted() : live
    }

    // MARK: Pivoting

    /// Replaces `symbol` by `row` in every row that holds it (found through its column), the
    /// objective and the artificial objective.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let candidates = columns[symbol]
        columns[symbol] = []
        for basic in candidates {
            // A stale or repeated entry finds the symbol gone and changes nothing.
            guard let r = rows[basic] else { continue }
            scratchAdded.removeAll(keepingCapacity: true)
            scratchRemoved.removeAll(keepingCapacity: true)
            work += r.cells.count + row.cells.count
            r.substitute(symbol, with: row, added: &scratchAdded, removed: &scratchRemoved)
            if scratchRemoved.isEmpty { continue }
            rowsRewritten += 1
            for added in scratchAdded { noteUse(of: added, by: basic) }
            if !basic.isExternal && r.constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The most pivots one simplex run may take: far more than any layout needs (a pivot per
    /// symbol, ten times over), and a bound on the time a cycling solve can waste.
    var pivotLimit: Int { 10 * nextID + 1_000 }

    /// The most work (`work`, cells touched) a solver may do between two `resetWork()` calls
    /// (a layout engine resets it at each pass): 4 million cells and 4,000 per symbol.
    /// Measured 2026-11-25, the layout benchmarks touch at most 32 cells per symbol (a
    /// 10,000-label stack: 5.4 million cells against a limit of 678 million); the test suite
    /// and the .xib corpus at most 178,000 cells in all (a 62-symbol system of conflicts named
    /// through scratch solvers: a twentieth of the limit). A few hundred
    /// constraints relating a few dozen views every which way make the tableau dense, and each
    /// pivot then touches every cell: a layout fuzzer's 4 KB input held layout for minutes
    /// (issue 25). Past the limit the simplex stops pivoting, the constraints added after are
    /// left unsolved or refused, and the layout engine says so.
    var workLimit: Int { 4_000_000 + 4_000 * nextID }

    /// Whether the work limit is reached; the first time, it is noted in `isOutOfWork`.
    mutating func checkWork() -> Bool {
        guard work >= Swift.min(workLimit, borrowedWorkLimit) else { return false }
        if !isOutOfWork { inconsistencies += 1 }
        isOutOfWork = true
        return true
    }

    /// The primal simplex: pivots until no symbol can lower the objective.
    mutating func optimize(_ objective: ObjectiveRow) {
        var pivots = 0
        while true {
            // Bland's rule cannot cycle in exact arithmetic; rounding can make it. A solve
            // that pivots more than any real system needs stops where it is (counted as an
            // inconsistency) rather than hang the program (issue 25).
            pivots += 1
            // The entering symbol: the first (in creation order) with a negative coefficient.
            // An artificial phase first tries the symbol in the fewest rows (the new row's own
            // slack or error, usually: one pivot, and the objective stays optimal). Bland's
            // oldest symbol walked the phase through every view sharing the row's symbols, and
            // the objective then walked back: a free-width stack of 100 labels, 200 pivots
            // each way per label (issue 25). Bland's rule takes over after a few pivots, so the
            // phase cannot cycle.
            let cheap = objective !== self.objective && pivots <= SolverCore.cheapPhasePivots
            guard let entering = cheap ? cheapestEntering(objective) : objective.firstNegative() else { return }
            // Work is checked only when a pivot is due: a solve with nothing to do succeeds even
            // with no work left (a measurement late in a pass whose budget is spent).
            if checkWork() { return }
            if pivots > pivotLimit {
                inconsistencies += 1
                return
            }
            guard let leaving = leavingRow(for: entering), let row = removeRow(basic: leaving) else {
                // The objective is bounded below (costs × non-negative errors), so only
                // rounding makes a cost look negative with nothing limiting it: drop that cost.
                let cost = objective.cost(for: entering)
                objective.remove(entering)
                if cost.leadingAmount > -1e-6 { numericalRecoveries += 1 } else { inconsistencies += 1 }
                continue
            }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            insertRow(row, basic: entering)
        }
    }

    /// How many pivots of an artificial phase choose the cheapest entering symbol before
    /// Bland's rule.
    static let cheapPhasePivots = 8

    /// Of the symbols whose cost is negative in a (small) phase objective, the one in the
    /// fewest rows (ties: the newest).
    func cheapestEntering(_ objective: ObjectiveRow) -> Symbol? {
        var best: Symbol?
        var fewest = Int.max
        for symbol in objective.negativeSymbols {
            let uses = columns[symbol].count
            if uses < fewest || (uses == fewest && best.map { symbol > $0 } ?? true) {
                fewest = uses
                best = symbol
            }
        }
        return best
    }

    /// The basic symbol whose row limits `entering` most (ties: the oldest symbol).
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var ratio = Double.infinity
        for basic in columns[entering] where !basic.isExternal {
            guard let row = rows[basic] else { continue }
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
    mutating func dualOptimize() {
        var pivots = 0
        while let index = infeasible.indices.min(by: { infeasible[$0] < infeasible[$1] }) {
            // The oldest infeasible row first, so the pivots do not depend on hashing order.
            let leaving = infeasible.remove(at: index)
            // A constant negative only by rounding is left alone.
            guard let row = rows[leaving], row.constant < 0, !Row.nearZero(row.constant) else { continue }
            var entering = Symbol.invalid
            var ratio: Cost?
            for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                let r = objective.cost(for: cell.symbol).scaled(by: 1 / cell.coefficient)
                if ratio.map({ Cost.compare(r, $0) == .orderedAscending }) ?? true {
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
            pivots += 1
            if checkWork() { return }
            if pivots > pivotLimit {
                inconsistencies += 1
                infeasible.removeAll()
                return
            }
            removeRow(basic: leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            insertRow(row, basic: entering)
        }
    }

    /// Takes a removed constraint's errors out of the objective (an equality's minus error, its
    /// tag's other symbol, costs `strengthBelow`).
    mutating func removeErrorEffects(_ tag: Tag, of constraint: Constraint) {
        for symbol in [tag.marker, tag.other] where symbol.kind == .error {
            let strength = symbol == tag.other && constraint.relation == .equal ? constraint.strengthBelow : constraint.strength
            if let row = rows[symbol] {
                objective.insert(row, strength.unitCost.scaled(by: -1))
            } else {
                objective.insert(symbol, strength.unitCost, times: -1)
            }
        }
    }

    /// The row to pivot a removed constraint's marker into the basis through.
    ///
    /// A redundant required equality (its dummy basic, its row all dummies and 0) that depends on
    /// the marker comes first: it takes over the removed constraint's place. Choosing another
    /// row would leave that dummy basic with a value other than 0, that is, the redundant
    /// constraint broken (found by the random systems test: removing `x == 5` broke `2x == 10`).
    mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var redundant: Symbol?
        let users = users(of: marker)
        for basic in users where basic.isDummy {
            if redundant.map({ basic < $0 }) ?? true { redundant = basic }
        }
        if let redundant { return redundant }
        var first: Symbol?, second: Symbol?, third: Symbol?
        var r1 = Double.infinity, r2 = Double.infinity
        for basic in users {
            guard let row = rows[basic] else { continue }
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
