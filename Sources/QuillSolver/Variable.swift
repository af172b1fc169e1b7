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

    /// What the variable belongs to in the code that made it, unretained (the owner keeps its
    /// variables alive, and outlives their use): the layout engine's item record, found from a
    /// solver constraint's terms without a table. Within the package only, and read through
    /// getters (another module reading the stored properties checks exclusive access at run
    /// time, as with `value`).
    package var owner: AnyObject? { storedOwner }
    /// Which of its owner's variables it is (the layout engine's frame component).
    package var ownerSlot: Int { storedOwnerSlot }
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var storedOwner: AnyObject?
    @exclusivity(unchecked) var storedOwnerSlot = 0

    /// Gives the variable its owner and slot.
    package func setOwner(_ owner: AnyObject, slot: Int) {
        storedOwner = owner
        storedOwnerSlot = slot
    }

    /// Creates a variable.
    public init(_ name: String = "") {
        self.name = name
        id = VariableCounter.next()
    }

    /// The name, or `v` and the variable's unique number when it has none.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
