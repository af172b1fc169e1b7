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
    private var core = SolverCore()

    /// Creates an empty solver.
    public init() {}

    /// Creates an empty solver that puts every constraint in the tableau, none kept as a
    /// definition, or one that keeps definitions from its first constraint, however small the
    /// system (tests compare the two ways, and measure the tableau alone).
    init(definesVariables: Bool) {
        core.definesVariables = definesVariables
        core.definitionThreshold = 0
    }

    /// How many required equalities are kept as definitions beside the tableau.
    var definitionCount: Int { core.definitionCount }

    /// Whether the objective still holds a cost for some symbol (for tests: once every
    /// constraint that is not required has left, none is left).
    var objectiveHoldsCosts: Bool {
        core.objective.symbols.contains { !core.objective.cost(for: $0).isZero } || !core.objective.constant.isZero
    }

    /// How many times rounding left the simplex without a pivot that exact arithmetic would
    /// have had (a cost of about -1e-7 with no limiting row, or a row a hair below zero with no
    /// way out) and the solver dropped the rounding error and carried on. Rare and harmless.
    public var numericalRecoveries: Int { core.numericalRecoveries }
    /// How many times the solver met a state exact arithmetic cannot reach and carried on
    /// rather than stop the program. Zero in every system the tests build.
    public var inconsistencies: Int { core.inconsistencies }
    /// How many constraints were added and not removed (edit constraints included).
    public var constraintCount: Int { core.constraintCount }
    /// Whether the solver stopped solving because the system took far more work than any
    /// layout needs (a dense tangle of constraints); constraints added since are unsolved or
    /// refused.
    public var isOutOfWork: Bool { core.isOutOfWork }
    /// The cells of the tableau substitutions have touched since `resetWork()`.
    public var work: Int { core.work }
    /// The work past which the solver stops pivoting and is out of work: 4 million cells and
    /// 4,000 per symbol, or less after `resetWork(limit:)`.
    public var workLimit: Int { Swift.min(core.workLimit, core.borrowedWorkLimit) }

    /// Starts counting work afresh (a layout engine does at each pass): the work limit bounds
    /// one pass, not the solver's life, and a solver that ran out of work solves again.
    /// - Parameter limit: At most this much work until the next reset, when it is lower than
    ///   the solver's own limit: a solver measuring on behalf of a layout pass gets what the
    ///   pass has left (`remainingWork`), so the pass and its measurements share one budget.
    public func resetWork(limit: Int? = nil) {
        core.work = 0
        core.isOutOfWork = false
        core.borrowedWorkLimit = limit ?? .max
    }

    /// The work the solver may still do before it stops pivoting.
    public var remainingWork: Int { Swift.max(0, workLimit - core.work) }

    /// Counts work done on this solver's behalf elsewhere (by a solver that measured for the
    /// same layout pass) toward its limit; past the limit the solver is out of work.
    public func addWork(_ cells: Int) {
        core.work += Swift.max(0, cells)
        _ = core.checkWork()
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { core.contains(constraint) }

    /// Whether the variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { core.hasEditVariable(variable) }

    /// Adds a constraint; the solution is updated at once.
    /// - Throws: `SolverError.duplicateConstraint`, or `.unsatisfiable` for a required
    ///   constraint that conflicts with the required ones already there (the solver is left
    ///   as it was).
    public func add(_ constraint: Constraint) throws(SolverError) { try core.add(constraint) }

    /// Adds constraints in their order, as adding them one by one would, and returns the ones
    /// refused, in order, each with its error and whether the solver had run out of work when
    /// it refused it (`isOutOfWork`). Together, the solver can tell which required equalities
    /// only say what a variable is (a stack's gaps, a chain's links) whatever their order, and
    /// keeps those out of the tableau: a layout engine adds a pass's constraints this way.
    public func add(_ constraints: [Constraint]) -> [(constraint: Constraint, error: SolverError, outOfWork: Bool)] {
        core.add(batch: constraints).map { (constraints[$0.index], $0.error, $0.outOfWork) }
    }

    /// Removes a constraint; the solution is updated at once.
    /// - Throws: `SolverError.unknownConstraint` when it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) { try core.remove(constraint) }

    /// Makes `variable` editable: `suggestValue(_:for:)` then asks for values, which the
    /// solution follows as far as `strength` allows.
    /// - Throws: `SolverError.duplicateEditVariable` or `.requiredEditVariable`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Stops editing a variable.
    /// - Throws: `SolverError.unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) { try core.removeEditVariable(variable) }

    /// Asks for a value of an edit variable; the solution is updated by a dual simplex step.
    /// - Throws: `SolverError.unknownEditVariable`.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try core.suggestValue(value, for: variable)
    }

    /// Writes the current solution into every variable's `value`.
    public func updateVariables() { core.updateVariables() }

    /// The value of a variable in the current solution (without writing it).
    public func value(of variable: Variable) -> Double { core.value(of: variable) }

    /// How many times a row of the tableau was rewritten by a substitution since the solver was
    /// created: the work adding constraints and pivoting did. Adding a chain of n views
    /// rewrites about n rows when each new row is solved for its new view; tests check it.
    var rowsRewritten: Int { core.rowsRewritten }

    /// How many times the tableau was built again because a required equality stored without
    /// a marker left (`Constraint.expectsRemoval`).
    var rebuilds: Int { core.rebuilds }

    /// How many cells the tableau's rows hold (its memory, and the work of a substitution).
    var tableauCells: Int { core.tableauCells }

    /// Empties the solver.
    public func reset() {
        core = core.emptied()
    }
}
