import XCTest
@testable import QuillSolver

/// One constraint in several solvers: a constraint counts the solvers holding it
/// (`Constraint.solversHolding`) so that a new one is never looked up; the count must never
/// fall below the truth, or a solver would lose track of what it holds.
final class SharedConstraintTests: XCTestCase {
    func testAConstraintInTwoSolversLeavesEachOnItsOwn() throws {
        let x = Variable("x")
        let pin = Constraint(LinearExpression(x) - 7, .equal, strength: Strength(priority: 500))
        let first = ConstraintSolver(), second = ConstraintSolver()
        try first.add(pin)
        try second.add(pin)
        XCTAssertThrowsError(try first.add(pin), "a duplicate is refused")
        XCTAssertTrue(first.contains(pin))
        XCTAssertTrue(second.contains(pin))
        try first.remove(pin)
        XCTAssertFalse(first.contains(pin))
        XCTAssertTrue(second.contains(pin), "the second solver still holds it")
        XCTAssertEqual(second.value(of: x), 7)
        XCTAssertThrowsError(try first.remove(pin), "the first no longer holds it")
        try second.remove(pin)
        XCTAssertFalse(second.contains(pin))
        // Held by no solver again: both take it afresh.
        try first.add(pin)
        XCTAssertEqual(first.value(of: x), 7)
    }

    /// Naming a conflict adds the constraints involved to a solver on the side, which is then
    /// let go without counting down: the constraints still leave and come back normally.
    func testConstraintsNamedInAConflictLeaveAndComeBack() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = ConstraintSolver()
        let ten = Constraint(LinearExpression(x) - 10, .equal)
        let link = Constraint(y - x, .equal, LinearExpression(constant: 0))
        let twenty = Constraint(LinearExpression(y) - 20, .equal)
        try solver.add(ten)
        try solver.add(link)
        XCTAssertThrowsError(try solver.add(twenty)) { error in
            guard case .unsatisfiable(_, let others) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertTrue(others.contains { $0 === ten }, "the conflict names the constraint fixing x")
        }
        XCTAssertFalse(solver.contains(twenty))
        XCTAssertGreaterThanOrEqual(ten.solversHolding, 1)
        try solver.remove(ten)
        XCTAssertFalse(solver.contains(ten))
        try solver.add(twenty)
        XCTAssertEqual(solver.value(of: x), 20)
        try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(constant: 100)))
        XCTAssertThrowsError(try solver.add(ten), "x = 10 conflicts with y = x = 20")
        try solver.remove(twenty)
        try solver.add(ten)
        XCTAssertEqual(solver.value(of: y), 10)
        XCTAssertTrue(solver.contains(ten))
        XCTAssertTrue(solver.contains(link))
    }

    /// A solver emptied, or rebuilt after a definition left, holds the constraints it holds,
    /// whatever the count says about the ones it let go.
    func testAnEmptiedOrRebuiltSolverKnowsWhatItHolds() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = ConstraintSolver(definesVariables: true)
        let defining = Constraint(a - b, .equal)
        let fixing = Constraint(LinearExpression(b) - 3, .equal)
        _ = solver.add([fixing, defining])
        XCTAssertGreaterThan(solver.definitionCount, 0, "the equality defines a")
        solver.reset()
        XCTAssertFalse(solver.contains(defining))
        try solver.add(defining)
        try solver.add(fixing)
        XCTAssertEqual(solver.value(of: a), 3)
        // Taking a required equality kept without a marker away rebuilds the tableau from what
        // is left (a new core, whose counts start from the old core's).
        let rebuilds = solver.rebuilds
        try solver.remove(fixing)
        try solver.add(Constraint(LinearExpression(b) - 9, .equal))
        XCTAssertEqual(solver.value(of: a), 9)
        XCTAssertGreaterThan(solver.rebuilds, rebuilds, "the tableau was rebuilt")
        XCTAssertTrue(solver.contains(defining))
        XCTAssertThrowsError(try solver.add(defining))
        try solver.remove(defining)
        XCTAssertFalse(solver.contains(defining))
    }
}
