/// The numbers a test draws a random scene with, from a seed: whole numbers from the
/// generator's good high bits, fractions in steps of 1/10,000, ranges, chances and picks. The
/// same scenes on every run and machine.
public struct SceneNumbers {
    /// The generator underneath.
    public var random: SeededGenerator

    /// Starts the numbers at `seed`.
    public init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// A whole number below 2^31.
    public mutating func next() -> UInt64 { random.next() >> 33 }
    /// A fraction from 0 up to (not including) 1, in steps of 1/10,000.
    public mutating func unit() -> Double { Double(next() % 10_000) / 10_000 }
    /// A number from `low` up to `high`.
    public mutating func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
    /// `true` with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }
    /// One of `values`, which must not be empty.
    public mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
}
