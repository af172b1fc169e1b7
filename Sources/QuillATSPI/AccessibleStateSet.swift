/// A set of AT-SPI states, sent as two 32-bit words (`au`).
struct AccessibleStateSet: Equatable {
    /// The states' bits.
    private(set) var bits: UInt64 = 0

    /// Adds a state.
    mutating func insert(_ state: AccessibleState) { bits |= 1 << UInt64(state.rawValue) }

    /// Adds a state when a condition holds.
    mutating func insert(_ state: AccessibleState, if condition: Bool) { if condition { insert(state) } }

    /// Removes a state.
    mutating func remove(_ state: AccessibleState) { bits &= ~(1 << UInt64(state.rawValue)) }

    /// Whether a state is in the set.
    func contains(_ state: AccessibleState) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }

    /// The two words of the protocol, low bits first.
    var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }

    /// The set without a state.
    func removing(_ state: AccessibleState) -> AccessibleStateSet {
        var copy = self
        copy.remove(state)
        return copy
    }
}
