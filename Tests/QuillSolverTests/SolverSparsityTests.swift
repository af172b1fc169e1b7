import XCTest
@testable import QuillSolver

/// Adding the shapes layouts make rewrites about one row a view, not every row so far (issue
/// 25: a row of 1,000 equal-width views took 45 s, because each new row was solved for the
/// oldest variable, which every row holds). These count rewritten rows, not time, in solvers
/// that put every constraint in the tableau (a solver that keeps definitions beside it
/// rewrites none of these rows: `SolverDefinitionTests`).
final class SolverSparsityTests: XCTestCase {
    /// A row of `count` views edge to edge across `[0, 1000]`, each as wide as the first.
    func equalWidthRow(_ count: Int) throws -> (ConstraintSolver, [Variable]) {
        let solver = ConstraintSolver(definesVariables: false)
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
        let solver = ConstraintSolver(definesVariables: false)
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

    /// A chain of `count` views edge to edge, each 4 wide; the equalities expect removal or not.
    func chain(_ count: Int, expectingRemoval: Bool) throws -> (ConstraintSolver, [Constraint], Variable) {
        let solver = ConstraintSolver(definesVariables: false)
        var constraints: [Constraint] = []
        var previousRight: LinearExpression = LinearExpression(constant: 0)
        var last = Variable("none")
        for index in 0..<count {
            let left = Variable("left\(index)"), width = Variable("width\(index)")
            constraints.append(Constraint(LinearExpression(left), .equal, previousRight, expectsRemoval: expectingRemoval))
            constraints.append(Constraint(LinearExpression(width), .equal, LinearExpression(constant: 4), expectsRemoval: expectingRemoval))
            try solver.add(constraints[constraints.count - 2])
            try solver.add(constraints[constraints.count - 1])
            previousRight = left + width
            last = left
        }
        return (solver, constraints, last)
    }

    func testAChainWithoutMarkersKeepsItsRowsShort() throws {
        // With a marker each, the position of view k holds the k markers of the equalities
        // before it: 1,000 views make half a million cells. Without, each row holds a constant.
        let (solver, _, last) = try chain(1_000, expectingRemoval: false)
        XCTAssertEqual(solver.value(of: last), 3_996, accuracy: 1e-9)
        XCTAssertLessThan(solver.tableauCells, 10 * 1_000, "\(solver.tableauCells) cells")
        let (marked, _, markedLast) = try chain(1_000, expectingRemoval: true)
        XCTAssertEqual(marked.value(of: markedLast), 3_996, accuracy: 1e-9)
        XCTAssertGreaterThan(marked.tableauCells, 100 * 1_000, "the markers' cost, for comparison")
    }

    func testRemovingUnmarkedEqualitiesRebuildsOnceWhateverHowMany() throws {
        let (solver, constraints, last) = try chain(200, expectingRemoval: false)
        // Take the first view's position away, then every width after the tenth view: the
        // chain's positions now follow the stays nothing sets, that is 0 for the free ones.
        try solver.remove(constraints[0])
        var removed = 1
        for (index, constraint) in constraints.enumerated() where index % 2 == 1 && index > 20 {
            try solver.remove(constraint)
            removed += 1
        }
        XCTAssertEqual(solver.rebuilds, 0, "nothing is rebuilt before the solver is used again")
        try solver.add(Constraint(LinearExpression(constraints[0].expression.terms[0].variable), .equal, LinearExpression(constant: 100)))
        XCTAssertEqual(solver.rebuilds, 1)
        solver.updateVariables()
        XCTAssertEqual(constraints[2].expression.terms[0].variable.value, 104, accuracy: 1e-9, "the second view follows the first")
        XCTAssertTrue(last.value.isFinite)
        XCTAssertEqual(solver.constraintCount, 400 - removed + 1)
        XCTAssertEqual(solver.inconsistencies, 0)
    }

    func testAConflictWithUnmarkedEqualitiesNamesTheConstraintsInvolved() throws {
        let (solver, constraints, _) = try chain(50, expectingRemoval: false)
        // The tenth view's left is 36; asking for 40 conflicts with the first ten positions and
        // the first nine widths, and with nothing after them.
        let tenthLeft = constraints[18].expression.terms[0].variable
        let wrong = Constraint(LinearExpression(tenthLeft), .equal, LinearExpression(constant: 40))
        XCTAssertThrowsError(try solver.add(wrong)) { error in
            guard case .unsatisfiable(_, let others)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(others.map { ObjectIdentifier($0) }, constraints[0..<19].map { ObjectIdentifier($0) })
        }
        XCTAssertFalse(solver.contains(wrong))
        XCTAssertEqual(solver.value(of: tenthLeft), 36, accuracy: 1e-9, "the solver is as it was")
    }

    func testARedundantUnmarkedEqualityHoldsWhenTheMarkedOneImplyingItLeaves() throws {
        let solver = ConstraintSolver(definesVariables: false)
        let x = Variable("x")
        let marked = Constraint(LinearExpression(x), .equal, LinearExpression(constant: 5), expectsRemoval: true)
        let implied = Constraint(LinearExpression(x) * 2, .equal, LinearExpression(constant: 10))
        try solver.add(marked)
        try solver.add(implied)
        try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 0), strength: Strength(priority: 500)))
        try solver.remove(marked)
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9, "2x == 10 still holds")
        XCTAssertEqual(solver.rebuilds, 0, "a marked constraint leaves without a rebuild")
    }
}
