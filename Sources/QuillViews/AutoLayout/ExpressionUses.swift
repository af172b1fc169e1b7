import QuillSolver

/// What a constraint's linear expression uses while `LayoutEngine` writes it: the items on the
/// path to the common ancestor, and the item variables that appear in it.
@MainActor
struct ExpressionUses {
    private(set) var items: [ObjectIdentifier] = []
    private(set) var components: [(ObjectIdentifier, ItemRecord.Component)] = []

    /// The variable of a component of an item, noted as used.
    mutating func take(_ component: ItemRecord.Component, of record: ItemRecord) -> QuillSolver.Variable {
        guard let item = record.item else { return record.variable(component) }
        let id = ObjectIdentifier(item)
        note(id)
        if !components.contains(where: { $0.0 == id && $0.1 == component }) { components.append((id, component)) }
        return record.use(component)
    }

    /// Notes an item whose variables the expression depends on.
    mutating func note(_ id: ObjectIdentifier) {
        if !items.contains(id) { items.append(id) }
    }
}
