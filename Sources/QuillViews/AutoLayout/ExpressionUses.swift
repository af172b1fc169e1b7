/// The items a constraint's linear expression depends on without using their variables, noted
/// while `LayoutEngine` writes it (a common ancestor whose margins went in as constants): the
/// constraint is written again when they change. The items whose variables it uses are read
/// from its terms (`ConstraintRecord.Uses`), so the usual constraint notes nothing and
/// allocates nothing here.
struct ExpressionUses {
    private(set) var noted: [ItemRecord]?

    init() {}

    /// Notes an item whose variables the expression depends on.
    mutating func note(_ record: ItemRecord) {
        if noted == nil { noted = [] }
        if !noted.unsafelyUnwrapped.contains(where: { $0 === record }) { noted?.append(record) }
    }
}
