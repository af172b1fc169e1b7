extension Int {
    /// The nearest integer to `value` rounded by `rule`, clamped to ±2^52 (beyond any pixel or
    /// index Quill computes); NaN becomes 0. `Int(_:)` traps on NaN, infinities and values
    /// past `Int.max`, which geometry from a template or a transform can reach, so every
    /// conversion from layout or drawing coordinates goes through this.
    public init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = 4_503_599_627_370_496.0
        self = Int(Swift.min(limit, Swift.max(-limit, value)).rounded(rule))
    }
}
