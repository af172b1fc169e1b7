/// A column of the simplex tableau: a user variable (external), a slack of an inequality, an
/// error of a non-required constraint, or a dummy that marks a required equality. Symbols
/// compare by creation order, which breaks every tie, so a system always solves the same way.
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        case invalid = 0, external, slack, error, dummy
    }

    let raw: Int

    static let invalid = Symbol(raw: 0)

    init(raw: Int) { self.raw = raw }
    init(id: Int, kind: Kind) { raw = id << 3 | kind.rawValue }

    var kind: Kind { Kind(rawValue: raw & 7) ?? .invalid }
    /// The creation number (an index into the solver's tables).
    var id: Int { raw >> 3 }
    var isValid: Bool { raw != 0 }
    /// Slack and error symbols may enter the basis when a row needs a subject.
    var isPivotable: Bool { kind == .slack || kind == .error }
    var isExternal: Bool { kind == .external }
    var isDummy: Bool { kind == .dummy }

    static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }

    /// The symbol as a table's key (`WordKeyedTable`): never 0 for a valid symbol.
    var key: UInt { UInt(bitPattern: raw) }

    /// The symbol a table's key stands for.
    init(_ key: UInt) { raw = Int(bitPattern: key) }
}
