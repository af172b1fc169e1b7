/// `expression relation 0` with a strength: what the solver is asked to satisfy. Identity tells
/// constraints apart; a constraint may be in several solvers at once, once in each. Solvers
/// that share a constraint (or a variable) must be used from one thread at a time: each keeps
/// a count on the constraint (`solversHolding`) and a memo on the variable.
public final class Constraint: @unchecked Sendable, CustomStringConvertible {
    /// The left side; the right side is 0.
    public let expression: LinearExpression
    /// How the expression compares with 0.
    public let relation: Relation
    /// How much it matters: for an equality that is not required, what each unit of the
    /// expression above 0 costs.
    public let strength: Strength
    /// For an equality that is not required, what each unit of the expression below 0 costs:
    /// `strength` unless the constraint was made with `init(_:heldAtZeroAbove:below:label:)`.
    public let strengthBelow: Strength
    /// What the constraint stands for, for messages (a layout constraint, a template line…).
    public let label: String?
    /// Whether the constraint is expected to leave the solver while the system lives (its
    /// constant animated, a toggled layout). It only changes what removing a required equality
    /// costs: one that expects removal keeps a marker symbol in the tableau and leaves in a few
    /// row operations, but the marker spreads into every row that depends on the equality (a
    /// chain of n views then holds n² cells); one that does not is stored without a marker,
    /// and removing it rebuilds the tableau from the constraints that stay, at the next use of
    /// the solver. Removing any constraint is always correct.
    public let expectsRemoval: Bool
    /// How many solvers hold the constraint, or more, never fewer: a solver emptied, rebuilt
    /// after a definition left, or used on the side to name a conflict does not count down
    /// for what it let go. At 0 a solver need not look it up to know it does not hold it.
    @exclusivity(unchecked) var solversHolding = 0

    /// Creates `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, label: String? = nil, expectsRemoval: Bool = false) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        strengthBelow = strength
        self.label = label
        self.expectsRemoval = expectsRemoval
    }

    /// Creates `expression == 0` held with one strength against the expression rising above 0
    /// and another against its falling below: `expression <= 0` at `above` and
    /// `expression >= 0` at `below` in one tableau row with two error symbols, where the two
    /// inequalities need two rows and four symbols (a view's content hugging and compression
    /// resistance). Neither strength may be required (a required side is an inequality of its
    /// own).
    public init(_ expression: LinearExpression, heldAtZeroAbove above: Strength, below: Strength, label: String? = nil) {
        precondition(!above.isRequired && !below.isRequired, "a constraint held at zero from both sides takes strengths that are not required")
        self.expression = expression
        relation = .equal
        strength = above
        strengthBelow = below
        self.label = label
        expectsRemoval = false
    }

    /// Creates `lhs relation rhs`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required, label: String? = nil, expectsRemoval: Bool = false
    ) {
        self.init(lhs - rhs, relation, strength: strength, label: label, expectsRemoval: expectsRemoval)
    }

    /// How far the current variable values are from satisfying it (0 when satisfied).
    public var violation: Double {
        let v = expression.value
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return Swift.max(0, v)
        case .greaterThanOrEqual: return Swift.max(0, -v)
        }
    }

    /// `label: expression relation 0 (strength)`, e.g. `button.width: w - 80 >= 0 (required)`;
    /// both strengths for one held at zero with two (`(priority 250 above, priority 750 below)`).
    public var description: String {
        let strengths = strengthBelow == strength ? "\(strength)" : "\(strength) above, \(strengthBelow) below"
        return (label.map { "\($0): " } ?? "") + "\(expression) \(relation) 0 (\(strengths))"
    }
}
