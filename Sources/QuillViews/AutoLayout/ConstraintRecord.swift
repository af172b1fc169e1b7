import QuillSolver

/// What `LayoutEngine` put in the solver for a layout constraint.
@MainActor
struct ConstraintRecord {
    let constraint: LayoutConstraint
    /// The solver's constraint written for it, kept when the solver refused it too: its terms
    /// name the item variables it uses.
    let candidate: Constraint
    /// Whether the solver holds `candidate` (false: it was left out, it conflicted).
    var isInSolver: Bool
    /// Items it depends on without using their variables (a common ancestor whose margins
    /// went in as constants), rarely any.
    let noted: [ItemRecord]?

    /// The solver's constraint, or `nil` when it was left out.
    var solved: Constraint? { isInSolver ? candidate : nil }

    /// The items whose variables it uses (the path up to the common ancestor included), each
    /// with the component used, and the noted items (component -1). An item appears once per
    /// term that mentions it: counts taken over these are given back over the same.
    var uses: Uses { Uses(terms: candidate.expression.terms, noted: noted) }

    /// Goes through a record's uses: the terms' variables' records (`Variable.owner`), then
    /// the noted items. Not isolated, as `ExpressionUses`: closures formed in main-actor code
    /// check the executor on every call.
    struct Uses: Sequence, IteratorProtocol {
        let terms: [(variable: Variable, coefficient: Double)]
        let noted: [ItemRecord]?
        var index = 0

        init(terms: [(variable: Variable, coefficient: Double)], noted: [ItemRecord]?) {
            self.terms = terms
            self.noted = noted
        }

        mutating func next() -> (item: ItemRecord, component: Int)? {
            if index < terms.count {
                let variable = terms[index].variable
                index += 1
                return (unsafeDowncast(variable.owner.unsafelyUnwrapped, to: ItemRecord.self), variable.ownerSlot)
            }
            guard let noted, index - terms.count < noted.count else { return nil }
            index += 1
            return (noted[index - 1 - terms.count], -1)
        }
    }
}
