/// The costs of an objective by symbol: a hash table with open addressing, keyed by the
/// symbol's number (never 0) and hashed by a multiplication. `Dictionary` hashed every symbol
/// with SipHash, which was most of what adding a non-required constraint to the objective cost.
/// Removal shifts later entries back, so no tombstones accumulate. Iteration follows the slots
/// (callers that need an order sort).
struct CostTable {
    /// The symbols' raw values, 0 where a slot is empty; a power of two of them (or none).
    private var keys: [Int] = []
    private var values: [Cost] = []
    /// How many slots are taken.
    private(set) var count = 0
    /// 64 less the base-2 logarithm of the number of slots.
    private var shift = 64

    private func home(of key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
    }

    /// The slot holding `symbol`, or nil.
    private func slot(of symbol: Symbol) -> Int? {
        guard count > 0 else { return nil }
        let mask = keys.count - 1
        var index = home(of: symbol.raw)
        while true {
            let stored = keys[index]
            if stored == symbol.raw { return index }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// The cost of `symbol`, or nil.
    subscript(symbol: Symbol) -> Cost? {
        guard let index = slot(of: symbol) else { return nil }
        return values[index]
    }

    /// Sets the cost of `symbol`.
    mutating func set(_ cost: Cost, for symbol: Symbol) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let mask = keys.count - 1
        var index = home(of: symbol.raw)
        while true {
            let stored = keys[index]
            if stored == symbol.raw {
                values[index] = cost
                return
            }
            if stored == 0 {
                keys[index] = symbol.raw
                values[index] = cost
                count += 1
                return
            }
            index = (index + 1) & mask
        }
    }

    /// Removes the cost of `symbol`; returns it, if there was one.
    @discardableResult
    mutating func removeValue(for symbol: Symbol) -> Cost? {
        guard var hole = slot(of: symbol) else { return nil }
        let removed = values[hole]
        let mask = keys.count - 1
        keys[hole] = 0
        values[hole] = .zero
        count -= 1
        var index = (hole + 1) & mask
        while keys[index] != 0 {
            let start = home(of: keys[index])
            // Whether `start` lies cyclically outside (hole, index]: the entry may move back.
            let movable = hole <= index ? (start <= hole || start > index) : (start <= hole && start > index)
            if movable {
                keys[hole] = keys[index]
                values[hole] = values[index]
                keys[index] = 0
                values[index] = .zero
                hole = index
            }
            index = (index + 1) & mask
        }
        return removed
    }

    /// Calls `body` with each symbol and its cost, in slot order.
    func forEach(_ body: (Symbol, Cost) -> Void) {
        for index in keys.indices where keys[index] != 0 { body(Symbol(raw: keys[index]), values[index]) }
    }

    /// Makes room for `capacity` entries at once.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity * 4 > keys.count * 3 { grow(toHold: capacity) }
    }

    private mutating func grow(toHold entries: Int? = nil) {
        var size = Swift.max(16, keys.count * 2)
        while (entries ?? 0) * 4 > size * 3 { size *= 2 }
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: .zero, count: size)
        shift = 64 - size.trailingZeroBitCount
        count = 0
        for index in oldKeys.indices where oldKeys[index] != 0 { set(oldValues[index], for: Symbol(raw: oldKeys[index])) }
    }
}
