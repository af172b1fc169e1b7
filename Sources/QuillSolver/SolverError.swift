/// What the solver refuses, and why.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already added; the ones
    /// it conflicts with, as far as the solver can tell, are listed.
    case unsatisfiable(Constraint, conflictingWith: [Constraint])
    /// The constraint was added already.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or already removed).
    case unknownConstraint(Constraint)
    /// The variable is an edit variable already.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required (a suggested value is a wish, not a rule).
    case requiredEditVariable(Variable)

    /// Whether both are the same case about the same constraint or variable (by identity); the
    /// conflicting constraints of `unsatisfiable` are not compared.
    public static func == (a: SolverError, b: SolverError) -> Bool {
        switch (a, b) {
        case let (.unsatisfiable(x, _), .unsatisfiable(y, _)), let (.duplicateConstraint(x), .duplicateConstraint(y)),
            let (.unknownConstraint(x), .unknownConstraint(y)):
            return x === y
        case let (.duplicateEditVariable(x), .duplicateEditVariable(y)), let (.unknownEditVariable(x), .unknownEditVariable(y)),
            let (.requiredEditVariable(x), .requiredEditVariable(y)):
            return x === y
        default:
            return false
        }
    }

    /// The reason in a sentence fragment naming the constraint or variable, e.g. `the constraint
    /// … was added already`.
    public var description: String {
        switch self {
        case .unsatisfiable(let c, let others):
            return "the required constraint \(c) conflicts with " + (others.isEmpty ? "the required constraints already added" : others.map(\.description).joined(separator: "; "))
        case .duplicateConstraint(let c): return "the constraint \(c) was added already"
        case .unknownConstraint(let c): return "the constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): return "\(v) is an edit variable already"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .requiredEditVariable(let v): return "\(v) cannot be edited at required strength"
        }
    }
}
