import Synchronization

/// Hands out variable numbers (used to break ties deterministically).
enum VariableCounter {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int { counter.wrappingAdd(1, ordering: .relaxed).newValue }
}
