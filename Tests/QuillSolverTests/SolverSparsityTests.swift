import XCTest
@testable import QuillSolver

/// Adding the shapes layouts make rewrites about one row a view, not every row so far (issue
/// 25: a row of 1,000 equal-width views took 45 s, because each new row was solved for the
/// oldest variable, which every row holds). These count rewritten rows, not time.
final class SolverSparsityTests: XCTestCase {
    /// A row of `count` views edge to edge across `[0, 1000]`, each as wide as the first.
    func equalWidthRow(_ count: Int) throws -> (ConstraintSolver, [Variable]) {
        let solver = ConstraintSolver()
        var lefts: [Variable] = [], widths: [Variable] = []
        for index in 0..<count {
            let left = Variable("left\(index)"), width = Variable("width\(index)")
            if let previousLeft = lefts.last, let previousWidth = widths.last {
                try solver.add(Constraint(LinearExpression(left), .equal, previousLeft + previousWidth))
                try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(widths[0])))
            } else {
                try solver.add(Constraint(LinearExpression(left), .equal, LinearExpression(constant: 0)))
            }
            lefts.append(left)
            widths.append(width)
        }
        try solver.add(Constraint(lefts.last! + widths.last!, .equal, LinearExpression(constant: 1000)))
        return (solver, widths)
    }

    func testARowOfEqualWidthsSolvesRewritingFewRows() throws {
        let (solver, widths) = try equalWidthRow(1_000)
        solver.updateVariables()
        XCTAssertEqual(widths[0].value, 1, accuracy: 1e-9)
        XCTAssertEqual(widths[999].value, 1, accuracy: 1e-9)
        // The last constraint closes the row and rewrites every row once; before that, each
        // view's rows go in without touching the others. Solving for the oldest variable
        // rewrote about 1,000 × 1,000 / 2 rows.
        XCTAssertLessThan(solver.rowsRewritten, 10 * 1_000, "\(solver.rowsRewritten) rows rewritten")
    }

    func testRewrittenRowsGrowLinearlyWithTheRow() throws {
        let small = try equalWidthRow(100).0.rowsRewritten
        let large = try equalWidthRow(1_000).0.rowsRewritten
        XCTAssertLessThan(Double(large) / Double(small), 15, "10 times the views, \(large) rows rewritten against \(small)")
    }

    func testAChainOfFixedWidthsSolves() throws {
        let solver = ConstraintSolver()
        var previousRight: LinearExpression = LinearExpression(constant: 0)
        var last = Variable("none")
        for index in 0..<1_000 {
            let left = Variable("left\(index)"), width = Variable("width\(index)")
            try solver.add(Constraint(LinearExpression(left), .equal, previousRight))
            try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(constant: 4)))
            previousRight = left + width
            last = left
        }
        solver.updateVariables()
        XCTAssertEqual(last.value, 3_996, accuracy: 1e-9)
    }
}
