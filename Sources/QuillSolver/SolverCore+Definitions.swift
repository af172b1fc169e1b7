import QuillFoundation

/// Definitions: required equalities kept out of the tableau.
///
/// A required equality that mentions a variable no other constraint mentions can always be
/// met by that variable, whatever the others are: the equality only says what the variable
/// is (`top₇ = top₆ + height₆ + 8`). The solver keeps it beside the tableau as the variable's
/// definition and computes the value when the solution is read. In the tableau, every basic
/// variable's row must be written in non-basic symbols only, so the position of the k-th label
/// of a stack would be a row holding the free symbols of the k heights above it: n labels
/// make n²/2 cells, and every pivot on a height rewrites every row below it. As definitions,
/// each position refers to the one before it and costs one short row.
///
/// A definition may refer to variables defined before it (never after: a variable that
/// something refers to cannot be defined), so definitions are computed in the order they were
/// made. A constraint that goes into the tableau and mentions a defined variable gets the
/// definition substituted (the variable stays defined). Removing a definition nothing refers
/// to and nothing was expanded from is immediate; any other rebuilds the tableau, like the
/// removal of any required equality stored without a marker.
extension SolverCore {
    /// A defined variable's expression, in external symbols (`variable = constant + Σ cᵢ·sᵢ`).
    struct Definition {
        let row: Row
        /// Its place in `definitionOrder`.
        let order: Int
        /// Whether a tableau constraint was written with this definition substituted.
        var expanded = false
    }

    /// Keeps `constraint` as a definition when it is a required equality (not expecting
    /// removal) of a variable nothing else mentions; returns the defined symbol, or nil when
    /// the constraint must go into the tableau.
    mutating func define(_ constraint: Constraint) -> Symbol? {
        guard definesVariables, !marksEveryEquality, constraints.count >= definitionThreshold, SolverCore.mayDefine(constraint) else { return nil }
        let terms = constraint.expression.terms
        // Cheap test first: a variable the solver has never seen is free.
        guard terms.contains(where: { existingSymbol(for: $0.variable).map { isUnused($0) } ?? true }) else { return nil }
        let row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count)
        for term in terms where !Row.nearZero(term.coefficient) { row.insert(symbol(for: term.variable), term.coefficient) }
        // The newest free variable: the next view of a chain or a stack.
        guard let subject = row.cells.last(where: { isUnused($0.symbol) })?.symbol else { return nil }
        row.solve(for: subject)
        install(row, defining: subject)
        return subject
    }

    /// Whether the constraint may be kept as a definition: a required equality that does not
    /// expect to leave (one that does keeps a marker, to leave cheaply).
    static func mayDefine(_ constraint: Constraint) -> Bool {
        constraint.relation == .equal && constraint.strength.isRequired && !constraint.expectsRemoval
    }

    /// Whether no row, definition or objective mentions the external symbol and it is not
    /// defined: an equality may then define it.
    func isUnused(_ symbol: Symbol) -> Bool {
        guard rows[symbol] == nil, definitions[symbol] == nil, definitionReferences[symbol] == 0 else { return false }
        for basic in columns[symbol] {
            if let row = rows[basic], row.coefficient(for: symbol) != 0 { return false }
        }
        return objective.cost(for: symbol).isZero && (artificial?.cost(for: symbol).isZero ?? true)
    }

    /// The expression in external symbols with every defined variable replaced by its
    /// definition, recursively; nil when it mentions no defined variable.
    mutating func expandedDefinitions(in expression: LinearExpression) -> Row? {
        guard definitionCount > 0 else { return nil }
        var coefficients: [Symbol: Double] = [:]
        var constant = expression.constant
        var reached: [Symbol] = []
        markStamp += 1
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            coefficients[symbol, default: 0] += term.coefficient
            if definitions[symbol] != nil { reach(symbol, into: &reached) }
        }
        if reached.isEmpty { return nil }
        // A definition refers only to older ones: taken newest first, each is replaced once,
        // with every coefficient it will get already added up.
        reached.sort { definitions[$0]!.order > definitions[$1]!.order }
        for symbol in reached {
            definitions[symbol]!.expanded = true
            guard let coefficient = coefficients.removeValue(forKey: symbol), !Row.nearZero(coefficient) else { continue }
            let definition = definitions[symbol]!.row
            constant += coefficient * definition.constant
            for cell in definition.cells { coefficients[cell.symbol, default: 0] += coefficient * cell.coefficient }
        }
        let row = Row(constant: constant)
        for (symbol, coefficient) in coefficients.sorted(by: { $0.key < $1.key }) where !Row.nearZero(coefficient) {
            row.insert(symbol, coefficient)
        }
        return row
    }

    /// Collects `symbol` and every defined symbol its definition reaches (marked with the
    /// current `markStamp`, each once).
    mutating func reach(_ symbol: Symbol, into reached: inout [Symbol]) {
        var pending = [symbol]
        while let next = pending.popLast() {
            guard marks[next] != markStamp, let definition = definitions[next] else { continue }
            marks[next] = markStamp
            reached.append(next)
            for cell in definition.row.cells where definitions[cell.symbol] != nil && marks[cell.symbol] != markStamp {
                pending.append(cell.symbol)
            }
        }
    }

    /// Takes a definition away: at once when nothing refers to it and no tableau row was
    /// written with it, else by rebuilding the tableau at the next use.
    mutating func removeDefinition(of symbol: Symbol) {
        unmarkedEqualities -= 1
        guard !needsRebuild, let definition = definitions[symbol], !definition.expanded, definitionReferences[symbol] == 0 else {
            needsRebuild = true
            return
        }
        for cell in definition.row.cells { definitionReferences[cell.symbol] -= 1 }
        definitions[symbol] = nil
        definitionCount -= 1
    }

    /// The value a symbol has in the current solution, defined or not, once the definitions
    /// it refers to have their values in `definitionValues`.
    func solvedValue(of symbol: Symbol) -> Double {
        definitions[symbol] != nil ? definitionValues[symbol] : rows[symbol]?.constant ?? 0
    }

    /// Computes every definition's value, oldest first.
    mutating func computeDefinitionValues() {
        if definitionValuesCurrent { return }
        for (order, symbol) in definitionOrder.enumerated() {
            guard let definition = definitions[symbol], definition.order == order else { continue }
            definitionValues[symbol] = value(of: definition.row)
        }
        definitionValuesCurrent = true
    }

    /// A definition's value with the values of the symbols it refers to.
    func value(of definition: Row) -> Double {
        var total = definition.constant
        for cell in definition.cells { total += cell.coefficient * solvedValue(of: cell.symbol) }
        return total
    }

    /// The value of one defined symbol, computing only the definitions it reaches.
    mutating func definedValue(of symbol: Symbol) -> Double {
        if definitionValuesCurrent { return definitionValues[symbol] }
        var reached: [Symbol] = []
        markStamp += 1
        reach(symbol, into: &reached)
        reached.sort { definitions[$0]!.order < definitions[$1]!.order }
        for next in reached { definitionValues[next] = value(of: definitions[next]!.row) }
        return definitionValues[symbol]
    }
}

/// Adding many constraints at once: the definitions among them are found whatever their order.
extension SolverCore {
    /// A constraint of a batch the solver refused.
    typealias Refusal = (index: Int, error: SolverError, outOfWork: Bool)

    /// Adds `batch` in its order, as `add(_:)` would one by one, except that the required
    /// equalities that define a variable no other constraint (of the batch or the solver)
    /// mentions are found first, by peeling: such an equality goes, its other variables are
    /// mentioned once less, and the ones left mentioned once can be defined in turn. A stack's
    /// gaps and ends then all become definitions, whichever end the constraints start from;
    /// one by one, a chain begun at both ends would meet in a tableau row as long as the stack.
    /// Definitions never conflict (their variable is free), so the constraints refused are the
    /// ones `add(_:)` would refuse. Returns them, in order.
    mutating func add(batch: [Constraint]) -> [Refusal] {
        rebuildIfNeeded()
        definitionValuesCurrent = false
        // Room for the batch at once, rather than the tables rehashing step by step (a
        // dictionary's room comes in powers of two, so small batches reserve nothing new). A
        // layout's variables appear in about two constraints each: half the batch's terms.
        var terms = 0, errors = 0
        for constraint in batch {
            terms += constraint.expression.terms.count
            // A non-required constraint brings one error symbol into the objective, two if it
            // is an equality.
            if !constraint.strength.isRequired { errors += constraint.relation == .equal ? 2 : 1 }
        }
        variables.reserveCapacity(variables.count + terms / 2)
        constraints.reserveCapacity(constraints.count + batch.count)
        objective.reserveCapacity(objective.count + errors)
        // Symbols: those variables, and at most one marker, slack or error a constraint on
        // average (an inequality that may be broken takes two, a definition none).
        reserveSymbols(upTo: nextID + terms / 2 + batch.count)
        let peeled = definesVariables && !marksEveryEquality && constraints.count + batch.count >= definitionThreshold ? peelDefinitions(batch) : []
        // The symbol each constraint of the batch defines (invalid: none), by its index.
        var subjects = peeled.isEmpty ? [] : [Symbol](repeating: .invalid, count: batch.count)
        // Evaluation order is the reverse of peeling: a definition peeled later is referred to
        // by the ones peeled before it.
        for (index, subject, row) in peeled.reversed() {
            install(row, defining: subject)
            subjects[index] = subject
        }
        var refused: [Refusal] = []
        let base = nextOrder
        for (index, constraint) in batch.enumerated() {
            nextOrder = base + index
            if !subjects.isEmpty, subjects[index].isValid {
                constraints[ObjectIdentifier(constraint)] = (constraint, Tag(marker: .invalid, other: subjects[index]), nextOrder)
                constraint.solversHolding += 1
                unmarkedEqualities += 1
                continue
            }
            do {
                try add(constraint)
            } catch {
                refused.append((index, error, isOutOfWork))
            }
        }
        nextOrder = base + batch.count
        return refused
    }

    /// The required equalities of `batch` that can define a variable, with the variable and
    /// the definition's row, in the order they were peeled. The counts live in plain tables
    /// by symbol (no hashing: a layout pass of a few constraints pays next to nothing).
    mutating func peelDefinitions(_ batch: [Constraint]) -> [(index: Int, subject: Symbol, row: Row)] {
        // Symbols numbered from here on are met first in this batch: nothing mentions them yet.
        let firstNew = nextID
        // First every symbol is made (making one grows the tables), then the counting and the
        // peeling go through the two scratch tables' storage directly: indexing them in place
        // checked their uniqueness and retained the rows' cells at every step.
        var (candidates, others) = candidateRows(of: batch)
        guard candidates.contains(where: { $0 != nil }) else { return [] }
        var degrees = SymbolTable<Int>(0), firsts = SymbolTable<Int>(-1)
        swap(&degrees, &peelDegree)
        swap(&firsts, &firstMention)
        defer {
            swap(&degrees, &peelDegree)
            swap(&firsts, &firstMention)
        }
        return degrees.withUnsafeMutableBufferPointer { degree in
            firsts.withUnsafeMutableBufferPointer { firstMention in
                var peeling = Peeling(degree: degree, firstMention: firstMention, batchCount: batch.count)
                defer { peeling.reset() }
                peeling.count(others, candidates)
                // A variable the tableau or a definition already mentions is never free.
                for symbol in peeling.touched where symbol.id < firstNew && !isUnused(symbol) { degree[symbol.id] += batch.count + 1 }
                return peeling.peel(&candidates)
            }
        }
    }

    /// The rows of the constraints of `batch` that may define a variable (nil for the others),
    /// and the symbols of the others, every symbol made.
    private mutating func candidateRows(of batch: [Constraint]) -> (rows: [Row?], others: [Symbol]) {
        var candidates: [Row?] = Array(repeating: nil, count: batch.count)
        var others: [Symbol] = []
        for (index, constraint) in batch.enumerated() where !contains(constraint) {
            let row = SolverCore.mayDefine(constraint) ? Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count) : nil
            for term in constraint.expression.terms where !Row.nearZero(term.coefficient) {
                let symbol = symbol(for: term.variable)
                if let row { row.insert(symbol, term.coefficient) } else { others.append(symbol) }
            }
            candidates[index] = row
        }
        return (candidates, others)
    }

    /// Records `row` as the definition of `subject`, after every definition so far.
    mutating func install(_ row: Row, defining subject: Symbol) {
        for cell in row.cells { definitionReferences[cell.symbol] += 1 }
        definitions[subject] = Definition(row: row, order: definitionOrder.count)
        definitionOrder.append(subject)
        definitionCount += 1
    }
}
