import QuillSolver

/// What a constraint's linear expression uses while `LayoutEngine` writes it: the items on the
/// path to the common ancestor, and the item variables that appear in it. The records are held
/// directly (not looked up by identity again when the constraint is counted or leaves).
/// Not isolated: it only compares identities, and closures formed in main-actor code check at
/// run time, on every call, that they run on the main thread.
struct ExpressionUses {
    private(set) var items: [ItemRecord] = []
    private(set) var components: [(item: ItemRecord, component: ItemRecord.Component)] = []

    init() {
        // A constraint relates two items and their ancestors up to the common one: four
        // entries hold the usual cases without growing.
        items.reserveCapacity(4)
        components.reserveCapacity(4)
    }

    /// Notes a component of an item as appearing in the expression.
    mutating func take(_ component: ItemRecord.Component, of record: ItemRecord) {
        note(record)
        if !components.contains(where: { $0.item === record && $0.component == component }) { components.append((record, component)) }
    }

    /// Notes an item whose variables the expression depends on.
    mutating func note(_ record: ItemRecord) {
        if !items.contains(where: { $0 === record }) { items.append(record) }
    }
}
