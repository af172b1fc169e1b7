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
