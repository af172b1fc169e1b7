import QuillSolver

/// What a constraint's linear expression uses while `LayoutEngine` writes it: each item on the
/// path to the common ancestor once, with the item variables that appear in it. The records
/// are held directly (not looked up by identity again when the constraint is counted or
/// leaves), in one small array: a constraint relates two items and their ancestors up to the
/// common one, and one entry per item, its components as bits, keeps that to a single
/// allocation per constraint for as long as the constraint is in the solver.
/// Not isolated: it only compares identities, and closures formed in main-actor code check at
/// run time, on every call, that they run on the main thread.
struct ExpressionUses {
    /// An item the expression depends on, and the components of it that appear in it (bit
    /// `Component.rawValue`; none for an item noted only, such as a common ancestor whose
    /// margins went in as constants).
    typealias Entry = (item: ItemRecord, components: UInt8)

    private(set) var entries: [Entry] = []

    init() {
        // Two items and a common ancestor hold the usual cases without growing.
        entries.reserveCapacity(3)
    }

    /// Notes a component of an item as appearing in the expression.
    mutating func take(_ component: ItemRecord.Component, of record: ItemRecord) {
        let bit = UInt8(1) << UInt8(component.rawValue)
        if let index = entries.firstIndex(where: { $0.item === record }) {
            entries[index].components |= bit
        } else {
            entries.append((record, bit))
        }
    }

    /// Notes an item whose variables the expression depends on.
    mutating func note(_ record: ItemRecord) {
        if !entries.contains(where: { $0.item === record }) { entries.append((record, 0)) }
    }
}
