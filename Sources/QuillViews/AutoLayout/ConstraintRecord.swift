import QuillSolver

/// What `LayoutEngine` put in the solver for a layout constraint.
@MainActor
struct ConstraintRecord {
    let constraint: LayoutConstraint
    /// The solver's constraint, or `nil` when it was left out (it conflicted).
    var solved: Constraint?
    /// The items whose variables it uses (the path up to the common ancestor included).
    let items: [ItemRecord]
    /// The item variables it constrains (each counted in `ItemRecord.constrainedCount`).
    let components: [(item: ItemRecord, component: ItemRecord.Component)]
}
