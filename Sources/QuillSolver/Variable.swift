/// An unknown of a linear system: a view's left edge, a width, a guide's centre. The solver
/// writes its value in `updateVariables()`; identity (not the name) tells variables apart.
/// Solvers that share a variable must be used from one thread at a time: they write its value
/// and the memo of its symbol (`memoSolver`).
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    /// A name for messages.
    public let name: String
    /// The value of the last solution read back with `ConstraintSolver.updateVariables()`.
    /// A getter, not the stored property: another module reading a class's stored property
    /// directly checks exclusive access at run time (about 160 instructions) even where the
    /// property is declared unchecked, and the layout engine reads every variable each pass.
    public var value: Double { storedValue }
    /// The value. Unchecked for exclusive access: the solver writes every variable as its last
    /// step, and Swift's dynamic check on a class property cost more than the write (an inline
    /// value also spares each variable a second heap block).
    @exclusivity(unchecked) var storedValue: Double = 0
    /// A number unique in the process, which orders variables deterministically.
    let id: Int
    /// The solver that last looked up this variable's symbol (`SolverCore.serial`, 0 for none)
    /// and the symbol it has there: a solver finds its symbol for a variable here instead of
    /// hashing it into its table of variables, which was the most frequent step of adding a
    /// constraint. A solver never forgets a variable (only a reset empties it, and an emptied
    /// solver has a serial of its own), so a memo with the solver's serial is never stale.
    @exclusivity(unchecked) var memoSolver = 0
    @exclusivity(unchecked) var memoSymbol = Symbol.invalid

    /// Creates a variable.
    public init(_ name: String = "") {
        self.name = name
        id = VariableCounter.next()
    }

    /// The name, or `v` and the variable's unique number when it has none.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
