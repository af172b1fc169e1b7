import XCTest
@testable import QuillSolver

/// A constraint held at zero with one strength from above and another from below
/// (`Constraint(_:heldAtZeroAbove:below:)`, a view's content hugging and compression resistance
/// in one row) solves as the two inequalities it stands for.
final class HeldAtZeroConstraintTests: XCTestCase {
    /// Where a width held at 50 (hugging 250 above, compression resistance 750 below) ends when
    /// one pull at `priority` asks for `target`.
    private func width(pulledTo target: Double, at priority: Double) throws -> Double {
        let solver = ConstraintSolver()
        let width = Variable("width")
        try solver.add(Constraint(LinearExpression(width) - 50, heldAtZeroAbove: Strength(priority: 250), below: Strength(priority: 750)))
        try solver.add(Constraint(LinearExpression(width) - target, .equal, strength: Strength(priority: priority)))
        solver.updateVariables()
        return width.value
    }

    func testEachSideGivesWayOnlyToAStrongerPull() throws {
        XCTAssertEqual(try width(pulledTo: 60, at: 500), 60, accuracy: 1e-9, "hugging (250) gives way to 500")
        XCTAssertEqual(try width(pulledTo: 60, at: 200), 50, accuracy: 1e-9, "hugging (250) holds against 200")
        XCTAssertEqual(try width(pulledTo: 30, at: 700), 50, accuracy: 1e-9, "compression resistance (750) holds against 700")
        XCTAssertEqual(try width(pulledTo: 30, at: 800), 30, accuracy: 1e-9, "compression resistance (750) gives way to 800")
    }

    func testRemovedItLeavesNothingBehindInTheObjective() throws {
        let solver = ConstraintSolver()
        let width = Variable("width")
        let held = Constraint(LinearExpression(width) - 50, heldAtZeroAbove: Strength(priority: 250), below: Strength(priority: 750))
        // Pulled below, so that the error below is in the basis when the constraint leaves.
        let pull = Constraint(LinearExpression(width) - 30, .equal, strength: Strength(priority: 800))
        try solver.add(held)
        try solver.add(pull)
        solver.updateVariables()
        XCTAssertEqual(width.value, 30, accuracy: 1e-9)
        try solver.remove(held)
        try solver.remove(pull)
        XCTAssertFalse(solver.objectiveHoldsCosts, "a removed constraint's costs are left in the objective")
        // Nothing is left of the removed constraint's 750 below or 250 above: a pull at 500
        // takes the width anywhere (a cost left at 750 would hold it at 50).
        try solver.add(Constraint(LinearExpression(width) - 10, .equal, strength: Strength(priority: 500)))
        solver.updateVariables()
        XCTAssertEqual(width.value, 10, accuracy: 1e-9)
        XCTAssertTrue(held.description.hasSuffix("(priority 250 above, priority 750 below)"), held.description)
    }

    /// Random systems solved twice, once with held constraints and once with the pairs of
    /// inequalities they stand for: the violations at every level add up to the same totals
    /// (the optimum can be reached at another point when it is not unique).
    func testRandomSystemsCostTheSameAsWithPairsOfInequalities() throws {
        var compared = 0
        for seed in 1...60 {
            var g = RandomSystemTests.Generator(state: UInt64(seed) &* 7919)
            let count = g.int(2..<7)
            let priorities: [Double] = [100, 250, 251, 500, 749, 750, 999]
            func priority() -> Strength { Strength(priority: priorities[g.int(0..<priorities.count)]) }
            let witness = (0..<count).map { _ in g.double(0...300) }
            // (variable, value, above, below) held; (variable, other, offset, relation, strength) pulls; required spans.
            let held = (0..<g.int(1..<(count + 2))).map { _ in (g.int(0..<count), g.double(0...300), priority(), priority()) }
            let pulls = (0..<g.int(1..<(count * 2))).map { _ in
                (g.int(0..<count), g.int(0..<count), g.double(-200...200), [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][g.int(0..<3)], priority())
            }
            let spans = (0..<g.int(0..<count)).map { _ in (g.int(0..<count), g.int(0..<count), g.double(0...40)) }
            var costs: [[Double: Double]] = []
            for usesPairs in [false, true] {
                let solver = ConstraintSolver()
                let vars = (0..<count).map { Variable("v\($0)") }
                var measured: [(LinearExpression, above: Strength?, below: Strength?)] = []
                for (i, value, above, below) in held {
                    let e = LinearExpression(vars[i]) - value
                    if usesPairs {
                        try solver.add(Constraint(e, .lessThanOrEqual, strength: above))
                        try solver.add(Constraint(e, .greaterThanOrEqual, strength: below))
                    } else {
                        try solver.add(Constraint(e, heldAtZeroAbove: above, below: below))
                    }
                    measured.append((e, above, below))
                }
                for (i, j, offset, relation, strength) in pulls {
                    let e = LinearExpression(vars[i]) - LinearExpression(vars[j]) - offset
                    try solver.add(Constraint(e, relation, strength: strength))
                    measured.append((e, relation == .greaterThanOrEqual ? nil : strength, relation == .lessThanOrEqual ? nil : strength))
                }
                // Required: the spans between variables stay within what the witness gives.
                for (i, j, slack) in spans where i != j {
                    let e = LinearExpression(vars[i]) - LinearExpression(vars[j]) - (witness[i] - witness[j])
                    try solver.add(Constraint(e - slack, .lessThanOrEqual))
                    try solver.add(Constraint(e + slack, .greaterThanOrEqual))
                }
                solver.updateVariables()
                var levels: [Double: Double] = [:]
                for (e, above, below) in measured {
                    if let above { levels[above.level, default: 0] += max(0, e.value) }
                    if let below { levels[below.level, default: 0] += max(0, -e.value) }
                }
                costs.append(levels)
            }
            for level in Set(costs[0].keys).union(costs[1].keys) {
                XCTAssertEqual(costs[0][level] ?? 0, costs[1][level] ?? 0, accuracy: 1e-6, "seed \(seed), level \(level)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 150)
    }
}

extension HeldAtZeroConstraintTests {
    /// Random systems of held constraints and pulls, some of which leave: the solver that saw
    /// them leave costs as much at every level as one given only those that stay (a removal
    /// that took the wrong cost out of the objective would leave a side of the constraint
    /// behind).
    func testRandomSystemsAfterRemovalsCostAsMuchAsFreshOnes() throws {
        var compared = 0
        for seed in 1...80 {
            var g = RandomSystemTests.Generator(state: UInt64(seed) &* 104_729)
            let count = g.int(1..<5)
            let priorities: [Double] = [100, 250, 500, 750, 999]
            func priority() -> Strength { Strength(priority: priorities[g.int(0..<priorities.count)]) }
            let vars = (0..<count).map { Variable("v\($0)") }
            var system: [(constraint: Constraint, above: Strength?, below: Strength?, leaves: Bool)] = []
            for _ in 0..<g.int(1..<(count + 3)) {
                let e = LinearExpression(vars[g.int(0..<count)]) - g.double(0...300)
                let (above, below) = (priority(), priority())
                system.append((Constraint(e, heldAtZeroAbove: above, below: below), above, below, g.int(0..<2) == 0))
            }
            for _ in 0..<g.int(1..<(count * 3)) {
                let e = LinearExpression(vars[g.int(0..<count)]) - g.double(0...300)
                let strength = priority()
                system.append((Constraint(e, .equal, strength: strength), strength, strength, g.int(0..<3) == 0))
            }
            func costs(_ constraints: [(constraint: Constraint, above: Strength?, below: Strength?, leaves: Bool)]) -> [Double: Double] {
                var levels: [Double: Double] = [:]
                for entry in constraints {
                    let value = entry.constraint.expression.value
                    if let above = entry.above { levels[above.level, default: 0] += max(0, value) }
                    if let below = entry.below { levels[below.level, default: 0] += max(0, -value) }
                }
                return levels
            }
            let solver = ConstraintSolver()
            for entry in system { try solver.add(entry.constraint) }
            solver.updateVariables()
            for entry in system where entry.leaves { try solver.remove(entry.constraint) }
            let staying = system.filter { !$0.leaves }
            solver.updateVariables()
            let afterRemovals = costs(staying)
            let fresh = ConstraintSolver()
            for entry in staying { try fresh.add(entry.constraint) }
            fresh.updateVariables()
            let fromScratch = costs(staying)
            for level in Set(afterRemovals.keys).union(fromScratch.keys) {
                XCTAssertEqual(afterRemovals[level] ?? 0, fromScratch[level] ?? 0, accuracy: 1e-6, "seed \(seed), level \(level)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 150)
    }
}
