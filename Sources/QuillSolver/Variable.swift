/// An unknown of a linear system: a view's left edge, a width, a guide's centre. The solver
/// writes its value in `updateVariables()`; identity (not the name) tells variables apart.
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    /// A name for messages.
    public let name: String
    /// The value of the last solution read back with `ConstraintSolver.updateVariables()`.
    public internal(set) var value = 0.0
    /// A number unique in the process, which orders variables deterministically.
    let id: Int

    /// Creates a variable.
    public init(_ name: String = "") {
        self.name = name
        id = VariableCounter.next()
    }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}
