/// An unknown of a linear system: a view's left edge, a width, a guide's centre. The solver
/// writes its value in `updateVariables()`; identity (not the name) tells variables apart.
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    /// A name for messages.
    public let name: String
    /// The value of the last solution read back with `ConstraintSolver.updateVariables()`.
    public internal(set) var value: Double {
        get { storage.pointee }
        set { storage.pointee = newValue }
    }
    /// The value lives outside the object so the solver writes it without Swift's dynamic
    /// exclusivity check on class properties (writing every variable is the solver's last step).
    private let storage: UnsafeMutablePointer<Double>
    /// A number unique in the process, which orders variables deterministically.
    let id: Int

    /// Creates a variable.
    public init(_ name: String = "") {
        self.name = name
        id = VariableCounter.next()
        storage = .allocate(capacity: 1)
        storage.initialize(to: 0)
    }

    deinit { storage.deallocate() }

    /// The name, or `v` and the variable's unique number when it has none.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
