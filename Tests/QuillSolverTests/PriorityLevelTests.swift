import XCTest
@testable import QuillSolver

/// Priorities are levels met in order, highest first (`Strength`, `Cost`): no number of
/// violations at one level outweighs one at a higher level, and violations at one level add up.
final class PriorityLevelTests: XCTestCase {
    private func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    func testOneConstraintBeatsAThousandJustBelowIt() throws {
        let solver = ConstraintSolver()
        let x = Variable("x")
        for _ in 0..<1_000 { try solver.add(Constraint(LinearExpression(x), .equal, constant(10), strength: Strength(priority: 250))) }
        try solver.add(Constraint(LinearExpression(x), .equal, constant(20), strength: Strength(priority: 251)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9, "one at 251 wins over a thousand at 250")
    }

    func testViolationsAtOneLevelAddUp() throws {
        let solver = ConstraintSolver()
        let x = Variable("x")
        try solver.add(Constraint(LinearExpression(x), .equal, constant(10), strength: Strength(priority: 500)))
        try solver.add(Constraint(LinearExpression(x), .equal, constant(10), strength: Strength(priority: 500)))
        try solver.add(Constraint(LinearExpression(x), .equal, constant(40), strength: Strength(priority: 500)))
        // Lower levels only choose among the solutions the higher ones leave: the 250 cannot
        // pull x away from the two at 500.
        try solver.add(Constraint(LinearExpression(x), .equal, constant(40), strength: Strength(priority: 250)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9, "two at 500 outweigh one at 500")
    }

    func testALowerLevelDecidesWhatTheHigherOnesLeaveOpen() throws {
        let solver = ConstraintSolver()
        let x = Variable("x")
        // At 750, x anywhere in 10...30 is as good as any; at 250, it wants 50: it goes as far
        // as the higher level lets it.
        try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, constant(10), strength: Strength(priority: 750)))
        try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, constant(30), strength: Strength(priority: 750)))
        for _ in 0..<3 { try solver.add(Constraint(LinearExpression(x), .equal, constant(50), strength: Strength(priority: 250))) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 30, accuracy: 1e-9)
    }

    func testAFrameComesBeforeEveryOptionalPriority() throws {
        let solver = ConstraintSolver()
        let width = Variable("width")
        try solver.addEditVariable(width, strength: .frame)
        try solver.suggestValue(300, for: width)
        for _ in 0..<500 { try solver.add(Constraint(LinearExpression(width), .equal, constant(100), strength: Strength(priority: 999))) }
        solver.updateVariables()
        XCTAssertEqual(width.value, 300, accuracy: 1e-9, "priority 999, however many, does not move a frame")
        try solver.add(Constraint(LinearExpression(width), .lessThanOrEqual, constant(200)))
        solver.updateVariables()
        XCTAssertEqual(width.value, 200, accuracy: 1e-9, "a required constraint bends the frame")
    }

    func testStrengthsOrderByLevel() {
        XCTAssertLessThan(Strength.stay, Strength.probe)
        XCTAssertLessThan(Strength.probe, Strength(priority: 1))
        XCTAssertLessThan(Strength(priority: 999), Strength.frame)
        XCTAssertLessThan(Strength.frame, Strength.required)
        XCTAssertFalse(Strength.frame.isRequired)
        XCTAssertEqual(Strength(priority: .nan), Strength(priority: 1))
    }

    func testCostsCompareLevelByLevel() {
        var cost = Cost(level: 250, amount: 1_000_000)
        cost.add(Cost(level: 750, amount: -1))
        XCTAssertTrue(cost.isNegative, "a unit at 750 outweighs any amount at 250")
        XCTAssertEqual(Cost.compare(cost, .zero), .orderedAscending)
        cost.add(Cost(level: 750, amount: 1))
        XCTAssertEqual(cost.terms.count, 1, "a level that cancels out leaves")
        XCTAssertEqual(cost.leadingAmount, 1_000_000)
        cost.add(Cost(level: 250, amount: -1_000_000))
        XCTAssertTrue(cost.isZero)
        let mixed = { () -> Cost in
            var c = Cost(level: 500, amount: 2)
            c.add(Cost(level: 100, amount: -3))
            c.add(Cost(level: 900, amount: 1), times: 0.5)
            return c
        }()
        XCTAssertEqual(mixed.terms.map(\.level), [900, 500, 100], "levels are kept highest first")
        XCTAssertEqual(mixed.scaled(by: -2).terms.map(\.amount), [-1, -4, 6])
        XCTAssertEqual(Cost.compare(mixed, mixed.scaled(by: 1 + 1e-14), tolerance: 1e-12), .orderedSame)
        XCTAssertEqual(Cost.compare(Cost(level: 1, amount: 5), Cost(level: 2, amount: 1)), .orderedAscending)
    }
}
