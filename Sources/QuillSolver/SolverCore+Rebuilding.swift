import QuillFoundation

/// Rebuilding the tableau after an unmarked equality left, and naming a conflict when some
/// equalities have no marker to name them by.
extension SolverCore {
    /// Builds the tableau again from the constraints that stay, in the order they were added,
    /// with the edit variables at their suggested values, when an unmarked equality left.
    /// An empty core with this one's settings (definitions on or off, their threshold) and the
    /// work counted so far this pass, its limit included: emptying a solver, or rebuilding its
    /// tableau, mid-pass does not refill the pass's budget.
    func emptied() -> SolverCore {
        var fresh = SolverCore()
        fresh.definesVariables = definesVariables
        fresh.definitionThreshold = definitionThreshold
        fresh.work = work
        fresh.isOutOfWork = isOutOfWork
        fresh.borrowedWorkLimit = borrowedWorkLimit
        return fresh
    }

    mutating func rebuildIfNeeded() {
        guard needsRebuild else { return }
        needsRebuild = false
        var fresh = emptied()
        fresh.numericalRecoveries = numericalRecoveries
        fresh.inconsistencies = inconsistencies
        fresh.rowsRewritten = rowsRewritten
        fresh.rebuilds = rebuilds + 1
        fresh.scratchNamings = scratchNamings
        // Taking constraints away cannot make the others conflict; only rounding could.
        let refused = fresh.add(batch: constraints.values.sorted(by: { $0.order < $1.order }).map(\.constraint))
        fresh.inconsistencies += refused.count
        let orderedEdits = edits.values.sorted { (constraints[ObjectIdentifier($0.info.constraint)]?.order ?? 0) < (constraints[ObjectIdentifier($1.info.constraint)]?.order ?? 0) }
        for (variable, info) in orderedEdits {
            guard let tag = fresh.constraints[ObjectIdentifier(info.constraint)]?.tag else { continue }
            fresh.edits[ObjectIdentifier(variable)] = (variable, EditInfo(tag: tag, constraint: info.constraint, constant: 0))
            try? fresh.suggestValue(info.constant, for: variable)
        }
        // Variables no constraint holds any more read 0, as they would have in this tableau.
        for entry in variableList { _ = fresh.symbol(for: entry.variable) }
        self = fresh
    }

    /// The constraints that `constraint` conflicts with. Markers name them (`blocking` holds
    /// the markers that keep the new row from being satisfied); while some equalities have no
    /// marker, the constraints connected to the new one through shared variables are added to
    /// a scratch solver that marks every equality, and the scratch solver names them.
    ///
    /// A scratch solver costs as much as adding every connected constraint again, so a solver
    /// names only its first `maximumScratchNamings` conflicts that way, each among at most
    /// `maximumScratchConstraints` constraints; later ones are named by their markers alone
    /// (perhaps none: "other required constraints"). A layout fuzzer found 99 constraints
    /// among 9 views, most of them in conflict, taking 8 s (issue 25).
    mutating func conflictingConstraints(with constraint: Constraint, blocking: [Symbol]) -> [Constraint] {
        guard unmarkedEqualities > 0, scratchNamings < SolverCore.maximumScratchNamings, !isOutOfWork else { return owners(of: blocking) }
        let connected = constraintsConnected(to: constraint)
        guard connected.count <= SolverCore.maximumScratchConstraints else { return owners(of: blocking) }
        scratchNamings += 1
        var scratch = SolverCore()
        scratch.marksEveryEquality = true
        // The scratch solver's work counts against this solver's.
        defer { work += scratch.work }
        for related in connected { try? scratch.add(related) }
        do {
            try scratch.add(constraint)
        } catch {
            if case .unsatisfiable(_, let others) = error { return others }
        }
        return owners(of: blocking)
    }

    /// How many conflicts one solver names through a scratch solver.
    static let maximumScratchNamings = 20
    /// The most constraints a scratch solver is given to name a conflict.
    static let maximumScratchConstraints = 5_000

    /// The constraints that share a variable with `constraint`, directly or through others, in
    /// the order they were added.
    func constraintsConnected(to constraint: Constraint) -> [Constraint] {
        let entries = constraints.values.sorted { $0.order < $1.order }
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            for term in entry.constraint.expression.terms { byVariable[ObjectIdentifier(term.variable), default: []].append(index) }
        }
        var reached = Array(repeating: false, count: entries.count)
        var seenVariables: Set<ObjectIdentifier> = []
        var frontier = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = frontier.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where !reached[index] {
                reached[index] = true
                frontier.append(contentsOf: entries[index].constraint.expression.terms.map { ObjectIdentifier($0.variable) })
            }
        }
        return entries.indices.filter { reached[$0] }.map { entries[$0].constraint }
    }

    /// How many cells the rows of the tableau hold.
    var tableauCells: Int {
        var total = 0
        for id in 0..<nextID { total += rows[Symbol(id: id, kind: .external)]?.cells.count ?? 0 }
        return total
    }
}
