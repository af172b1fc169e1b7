import XCTest
@testable import QuillSolver

/// One variable in several solvers: each solver remembers the symbol it gave the variable on the
/// variable itself (`Variable.memoSolver`), so the memo must never hand one solver's symbol to
/// another, nor survive a reset.
final class SharedVariableTests: XCTestCase {
    /// Two solvers that meet the shared variable after different numbers of others (so its
    /// symbol differs between them), used alternately: each keeps its own solution.
    func testEachSolverKeepsItsOwnSymbolForASharedVariable() throws {
        let shared = Variable("shared")
        let first = ConstraintSolver(), second = ConstraintSolver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try first.add(Constraint(LinearExpression(a) - 1, .equal))
        try first.add(Constraint(LinearExpression(shared) - 10, .equal))
        try second.add(Constraint(LinearExpression(b) - 2, .equal))
        try second.add(Constraint(LinearExpression(c) - 3, .equal))
        try second.add(Constraint(LinearExpression(shared) - 20, .equal))
        XCTAssertEqual(first.value(of: shared), 10)
        XCTAssertEqual(second.value(of: shared), 20)
        XCTAssertEqual(first.value(of: shared), 10, "the second solver's lookup must not stand for the first's")
        // Constraints that relate the shared variable to each solver's own, alternately.
        try first.add(Constraint(a + shared, .equal, LinearExpression(constant: 100), strength: Strength(priority: 500)))
        try second.add(Constraint(LinearExpression(b), .lessThanOrEqual, LinearExpression(shared)))
        first.updateVariables()
        XCTAssertEqual(shared.value, 10)
        XCTAssertEqual(a.value, 1)
        second.updateVariables()
        XCTAssertEqual(shared.value, 20)
        XCTAssertEqual(b.value, 2)
        XCTAssertEqual(c.value, 3)
    }

    /// After a reset a solver numbers its variables afresh: a variable it met before is met as
    /// new, not found under its old symbol.
    func testAResetSolverMeetsItsVariablesAgain() throws {
        let solver = ConstraintSolver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(LinearExpression(x) - 5, .equal))
        try solver.add(Constraint(LinearExpression(y) - 7, .equal))
        XCTAssertEqual(solver.value(of: y), 7)
        solver.reset()
        XCTAssertEqual(solver.value(of: y), 0, "an emptied solver knows no variable")
        try solver.add(Constraint(LinearExpression(y) - 3, .equal))
        try solver.add(Constraint(x + y, .equal, LinearExpression(constant: 11)))
        solver.updateVariables()
        XCTAssertEqual(y.value, 3)
        XCTAssertEqual(x.value, 8)
    }

    /// A batch (the layout engine's way in) in two solvers sharing its variables.
    func testBatchesInTwoSolversSharingVariables() {
        let left = Variable("left"), width = Variable("width")
        let one = ConstraintSolver(), two = ConstraintSolver()
        let extra = Variable("extra")
        _ = two.add([Constraint(LinearExpression(extra) - 1, .equal)])
        XCTAssertTrue(one.add([Constraint(LinearExpression(left) - 20, .equal), Constraint(left + width, .equal, LinearExpression(constant: 300))]).isEmpty)
        XCTAssertTrue(two.add([Constraint(LinearExpression(width) - 50, .equal), Constraint(left + width, .equal, LinearExpression(constant: 80))]).isEmpty)
        one.updateVariables()
        XCTAssertEqual(left.value, 20)
        XCTAssertEqual(width.value, 280)
        two.updateVariables()
        XCTAssertEqual(left.value, 30)
        XCTAssertEqual(width.value, 50)
    }
}
