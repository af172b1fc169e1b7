import Foundation
import XCTest
@testable import QuillSolver

/// Random systems checked against their constraints: required constraints are built around a
/// known solution, so they can always be met; the solver must meet every one after every step
/// (adding, removing, editing), whatever the non-required ones ask.
final class RandomSystemTests: XCTestCase {
    /// A small deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    func testRandomSystemsMeetEveryRequiredConstraint() throws {
        var checked = 0
        var recoveries = 0
        let seeds = ProcessInfo.processInfo.environment["QUILL_SOLVER_SEEDS"].flatMap(Int.init) ?? 60
        for seed in 1...seeds {
            var g = Generator(state: UInt64(seed))
            // Required equalities with a marker, without one (removing one rebuilds), or mixed.
            let marking = seed % 3
            let count = g.int(3..<24)
            let vars = (0..<count).map { Variable("v\($0)") }
            let witness = vars.map { _ in g.double(-500...500) }
            // Every other seed keeps no definitions, so both ways meet the same checks.
            let solver = ConstraintSolver(definesVariables: seed % 2 == 0)
            var required: [Constraint] = []
            var optional: [Constraint] = []

            func randomExpression() -> (LinearExpression, Double) {
                var e = LinearExpression()
                var atWitness = 0.0
                for _ in 0..<g.int(1..<4) {
                    let i = g.int(0..<count)
                    let c = Double(g.int(-3..<4)).nonZero ?? 1
                    e.terms.append((vars[i], c))
                    atWitness += c * witness[i]
                }
                return (e, atWitness)
            }
            for _ in 0..<g.int(count..<(count * 3)) {
                let (e, atWitness) = randomExpression()
                switch g.int(0..<3) {
                case 0:
                    let marked = marking == 1 || (marking == 2 && g.int(0..<2) == 0)
                    required.append(Constraint(e + -atWitness, .equal, expectsRemoval: marked))
                case 1: required.append(Constraint(e + (-atWitness - g.double(0...50)), .lessThanOrEqual))
                default: required.append(Constraint(e + (-atWitness + g.double(0...50)), .greaterThanOrEqual))
                }
            }
            for _ in 0..<g.int(0..<(count * 2)) {
                let (e, _) = randomExpression()
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][g.int(0..<3)]
                optional.append(Constraint(e + g.double(-800...800), relation, strength: Strength(priority: Double(g.int(1..<1000)))))
            }
            func check(_ step: String) {
                solver.updateVariables()
                for c in required where solver.contains(c) {
                    let scale = 1 + abs(c.expression.constant) + c.expression.terms.reduce(0) { $0 + abs($1.coefficient * $1.variable.value) }
                    XCTAssertLessThan(c.violation / scale, 1e-7, "seed \(seed), \(step): \(c) is violated by \(c.violation)")
                    checked += 1
                }
                for v in vars { XCTAssertTrue(v.value.isFinite, "seed \(seed), \(step): \(v) = \(v.value)") }
            }
            var all = required.map { ($0, true) } + optional.map { ($0, false) }
            for i in stride(from: all.count - 1, to: 0, by: -1) { all.swapAt(i, g.int(0..<(i + 1))) }
            for (c, _) in all { try solver.add(c) }
            check("after adding \(all.count)")
            // Edit a few variables through many values.
            let edited = Array(vars.prefix(3))
            for v in edited { try solver.addEditVariable(v, strength: Strength(priority: Double(g.int(100..<999)))) }
            for step in 0..<10 {
                for v in edited { try solver.suggestValue(g.double(-1000...1000), for: v) }
                check("edit step \(step)")
            }
            // Remove half, in random order; the rest must still hold.
            for (index, (c, _)) in all.enumerated() where g.int(0..<2) == 0 {
                try solver.remove(c)
                if index % 4 == 0 { check("after removing \(c)") }
            }
            check("after removals")
            for v in edited { try solver.removeEditVariable(v) }
            check("after removing the edits")
            XCTAssertEqual(solver.inconsistencies, 0, "seed \(seed)")
            recoveries += solver.numericalRecoveries
        }
        XCTAssertGreaterThan(checked, 1000)
        XCTAssertLessThanOrEqual(recoveries, seeds / 50 + 1, "rounding recoveries stay rare")
    }
}

private extension Double {
    var nonZero: Double? { self == 0 ? nil : self }
}
