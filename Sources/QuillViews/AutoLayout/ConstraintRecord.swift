import QuillSolver

/// What `LayoutEngine` put in the solver for a layout constraint.
@MainActor
struct ConstraintRecord {
    let constraint: LayoutConstraint
    /// The solver's constraint, or `nil` when it was left out (it conflicted).
    var solved: Constraint?
    /// The items whose variables it uses (the path up to the common ancestor included), each
    /// with the variables of it the constraint mentions (each counted in
    /// `ItemRecord.constrainedCount`), as `ExpressionUses` collected them.
    let uses: [ExpressionUses.Entry]
}
