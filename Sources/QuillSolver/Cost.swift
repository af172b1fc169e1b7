import Foundation

/// A coefficient of the objective: one amount per strength level, compared level by level from
/// the highest. Auto Layout satisfies priorities in order, highest first, so no number of
/// violations at one level may outweigh a single one at a higher level; a single number
/// (a weight per priority) cannot promise that, because enough small weights add up past a
/// large one (1,000 narrow labels of a stack, each hugging at 250, outweighed the widest
/// label's compression resistance at 750, and the stack cut it short).
///
/// The highest level is kept inline: almost every cost has a single level, and then needs no
/// heap block.
struct Cost: CustomStringConvertible {
    /// An amount at one level.
    struct Term {
        var level: Double
        var amount: Double
    }

    /// The highest level with an amount (meaningless when `leading` is 0).
    private(set) var level: Double
    /// The amount at `level`; 0 only for the zero cost.
    private(set) var leading: Double
    /// The amounts at lower levels, highest first, none of them (nearly) zero.
    private(set) var lower: [Term]

    /// No cost at any level.
    static let zero = Cost(level: 0, amount: 0)

    /// `amount` at `level`.
    init(level: Double, amount: Double) {
        self.level = level
        leading = Row.nearZero(amount) ? 0 : amount
        lower = []
    }

    private init(terms: [Term]) {
        guard let first = terms.first else {
            self = .zero
            return
        }
        level = first.level
        leading = first.amount
        lower = Array(terms.dropFirst())
    }

    /// Whether every level's amount is zero.
    var isZero: Bool { leading == 0 }
    /// Whether the cost is below zero: its highest level's amount is negative.
    var isNegative: Bool { leading < 0 }
    /// The amount at the highest level (0 for the zero cost), for rounding checks.
    var leadingAmount: Double { leading }

    /// The terms, highest level first.
    var terms: [Term] { isZero ? [] : [Term(level: level, amount: leading)] + lower }

    /// `factor` times the cost.
    func scaled(by factor: Double) -> Cost {
        if isZero || factor == 0 { return .zero }
        if lower.isEmpty { return Cost(level: level, amount: leading * factor) }
        return Cost(terms: terms.compactMap { Row.nearZero($0.amount * factor) ? nil : Term(level: $0.level, amount: $0.amount * factor) })
    }

    /// Adds `factor × other`; amounts that become (nearly) zero are dropped.
    mutating func add(_ other: Cost, times factor: Double = 1) {
        if other.isZero || factor == 0 { return }
        // The common case: both costs at one and the same level.
        if lower.isEmpty && other.lower.isEmpty && (isZero || level == other.level) {
            let sum = leading + other.leading * factor
            self = Cost(level: other.level, amount: sum)
            return
        }
        var merged: [Term] = []
        let mine = terms, theirs = other.terms
        merged.reserveCapacity(mine.count + theirs.count)
        var i = 0, j = 0
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].level > theirs[j].level) {
                merged.append(mine[i])
                i += 1
            } else if i == mine.count || theirs[j].level > mine[i].level {
                let amount = theirs[j].amount * factor
                if !Row.nearZero(amount) { merged.append(Term(level: theirs[j].level, amount: amount)) }
                j += 1
            } else {
                let amount = mine[i].amount + theirs[j].amount * factor
                if !Row.nearZero(amount) { merged.append(Term(level: mine[i].level, amount: amount)) }
                i += 1
                j += 1
            }
        }
        self = Cost(terms: merged)
    }

    /// Compares two costs level by level, highest first; amounts within `tolerance` of each
    /// other count as equal.
    static func compare(_ a: Cost, _ b: Cost, tolerance: Double = 0) -> ComparisonResult {
        // The common case, one level each (or none): no term lists are made.
        if a.lower.isEmpty && b.lower.isEmpty && (a.isZero || b.isZero || a.level == b.level) {
            let difference = a.leading - b.leading
            if difference > tolerance { return .orderedDescending }
            return difference < -tolerance ? .orderedAscending : .orderedSame
        }
        let x = a.terms, y = b.terms
        var i = 0, j = 0
        while i < x.count || j < y.count {
            let difference: Double
            if j == y.count || (i < x.count && x[i].level > y[j].level) {
                difference = x[i].amount
                i += 1
            } else if i == x.count || y[j].level > x[i].level {
                difference = -y[j].amount
                j += 1
            } else {
                difference = x[i].amount - y[j].amount
                i += 1
                j += 1
            }
            if difference > tolerance { return .orderedDescending }
            if difference < -tolerance { return .orderedAscending }
        }
        return .orderedSame
    }

    /// `amount@level` terms joined by `+`, highest level first (`0` for the zero cost).
    var description: String {
        isZero ? "0" : terms.map { "\($0.amount)@\($0.level)" }.joined(separator: " + ")
    }
}
