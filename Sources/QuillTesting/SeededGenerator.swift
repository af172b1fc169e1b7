/// Pseudo-random numbers from a seed (a 64-bit linear congruential generator with Knuth's MMIX
/// constants): the same numbers on every run and machine, for tests that build random scenes,
/// layouts or documents and must fail the same way each time. The high bits are the good ones:
/// shift `next()` right (by 33, say) before taking a remainder.
public struct SeededGenerator: RandomNumberGenerator {
    /// The generator's state, which `next()` advances and returns.
    public private(set) var state: UInt64

    /// Starts the sequence at `seed`.
    public init(seed: UInt64) { state = seed }

    /// Advances the state and returns it.
    public mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}
