import XCTest
@testable import QuillSolver

/// The Cassowary solver on classic systems: chains, cycles of inequalities, conflicting
/// requireds, priorities, edit variables, removal.
final class ConstraintSolverTests: XCTestCase {
    func constant(_ k: Double) -> LinearExpression { LinearExpression(constant: k) }
    func expr(_ v: Variable) -> LinearExpression { LinearExpression(v) }

    func testAnEqualityFixesAVariable() throws {
        let solver = ConstraintSolver()
        let x = Variable("x")
        try solver.add(Constraint(expr(x), .equal, constant(10)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testAChainOfInequalitiesWithAWeakWish() throws {
        let solver = ConstraintSolver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(Constraint(expr(a), .greaterThanOrEqual, constant(0)))
        try solver.add(Constraint(expr(b), .greaterThanOrEqual, a + 10))
        try solver.add(Constraint(expr(c), .greaterThanOrEqual, b + 10))
        try solver.add(Constraint(expr(c), .lessThanOrEqual, constant(100)))
        try solver.add(Constraint(expr(b), .equal, constant(50), strength: Strength(priority: 250)))
        solver.updateVariables()
        XCTAssertEqual(b.value, 50, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(a.value + 10, b.value + 1e-9)
        XCTAssertLessThanOrEqual(b.value + 10, c.value + 1e-9)
        XCTAssertLessThanOrEqual(c.value, 100 + 1e-9)
        // The wish cannot be met past the chain's room: b ≤ 90.
        let wish = Constraint(expr(b), .equal, constant(200), strength: Strength(priority: 750))
        try solver.add(wish)
        solver.updateVariables()
        XCTAssertEqual(b.value, 90, accuracy: 1e-9)
        XCTAssertEqual(c.value, 100, accuracy: 1e-9)
        try solver.remove(wish)
        solver.updateVariables()
        XCTAssertEqual(b.value, 50, accuracy: 1e-9, "removing the strong wish brings the weak one back")
    }

    func testACycleOfInequalitiesMakesThemEqual() throws {
        let solver = ConstraintSolver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(Constraint(expr(a), .lessThanOrEqual, expr(b)))
        try solver.add(Constraint(expr(b), .lessThanOrEqual, expr(c)))
        try solver.add(Constraint(expr(c), .lessThanOrEqual, expr(a)))
        try solver.add(Constraint(expr(b), .equal, constant(7), strength: Strength(priority: 500)))
        solver.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], [7, 7, 7])
    }

    func testAConflictingRequiredConstraintIsRefusedAndChangesNothing() throws {
        let solver = ConstraintSolver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(expr(x), .equal, constant(10)))
        try solver.add(Constraint(expr(y), .greaterThanOrEqual, x + 5))
        let conflict = Constraint(expr(y), .lessThanOrEqual, constant(12))
        XCTAssertThrowsError(try solver.add(conflict)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(conflict, conflictingWith: []))
            guard case .unsatisfiable(_, let others)? = error as? SolverError else { return XCTFail() }
            XCTAssertEqual(others.count, 2, "both constraints that fix y from below: \(others)")
        }
        XCTAssertFalse(solver.contains(conflict))
        let equalityConflict = Constraint(expr(x), .equal, constant(20))
        XCTAssertThrowsError(try solver.add(equalityConflict))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertGreaterThanOrEqual(y.value, 15 - 1e-9)
        // The solver still works.
        try solver.add(Constraint(expr(y), .equal, constant(30), strength: Strength(priority: 750)))
        solver.updateVariables()
        XCTAssertEqual(y.value, 30)
    }

    func testRedundantRequiredEqualitiesAreAccepted() throws {
        let solver = ConstraintSolver()
        let x = Variable("x")
        try solver.add(Constraint(expr(x), .equal, constant(10)))
        try solver.add(Constraint(expr(x), .equal, constant(10)))
        try solver.add(Constraint(x * 2, .equal, constant(20)))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testAStrongerPriorityWinsOverAnyNumberOfWeakerOnes() throws {
        let solver = ConstraintSolver()
        let x = Variable("x")
        var weak: [Constraint] = []
        for _ in 0..<5 {
            let c = Constraint(expr(x), .equal, constant(10), strength: Strength(priority: 250))
            weak.append(c)
            try solver.add(c)
        }
        let medium = Constraint(expr(x), .equal, constant(20), strength: Strength(priority: 500))
        let strong = Constraint(expr(x), .equal, constant(30), strength: Strength(priority: 750))
        try solver.add(medium)
        try solver.add(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
        try solver.remove(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, "one at 500 beats five at 250")
        try solver.remove(medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(Strength(priority: 1000), .required)
        XCTAssertTrue(Strength(priority: 1200).isRequired)
        XCTAssertLessThan(Strength(priority: 749), Strength(priority: 750))
    }

    func testEditVariablesFollowSuggestedValuesManyTimes() throws {
        let solver = ConstraintSolver()
        let left = Variable("left"), right = Variable("right"), width = Variable("window")
        // A view between 20-point margins of a window whose width is edited; at least 100 wide.
        try solver.add(Constraint(expr(left), .equal, constant(20)))
        try solver.add(Constraint(expr(right), .equal, width - 20))
        try solver.add(Constraint(expr(right), .greaterThanOrEqual, left + 100, strength: Strength(priority: 999)))
        try solver.addEditVariable(width, strength: Strength(priority: 990))
        for value in [320.0, 1000, 100, 640, 641, 80, 5000, 320] {
            try solver.suggestValue(value, for: width)
            solver.updateVariables()
            XCTAssertEqual(left.value, 20)
            if value - 40 >= 100 {
                XCTAssertEqual(width.value, value, accuracy: 1e-9)
                XCTAssertEqual(right.value, value - 20, accuracy: 1e-9)
            } else {
                XCTAssertEqual(right.value, 120, accuracy: 1e-9, "the stronger minimum width wins over the window's wish")
                XCTAssertEqual(width.value, 140, accuracy: 1e-9)
            }
        }
        XCTAssertThrowsError(try solver.addEditVariable(width, strength: Strength(priority: 500))) {
            XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(width))
        }
        XCTAssertThrowsError(try solver.addEditVariable(Variable(), strength: .required))
        try solver.removeEditVariable(width)
        XCTAssertFalse(solver.hasEditVariable(width))
        XCTAssertThrowsError(try solver.suggestValue(1, for: width)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(width)) }
    }

    func testRemovingConstraintsRestoresTheEarlierSolution() throws {
        let solver = ConstraintSolver()
        let x = Variable("x"), y = Variable("y")
        let base = [
            Constraint(expr(x), .greaterThanOrEqual, constant(0)),
            Constraint(expr(y), .equal, x + 10),
            Constraint(expr(x), .equal, constant(5), strength: Strength(priority: 250)),
        ]
        for c in base { try solver.add(c) }
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [5, 15])
        let extra = [
            Constraint(expr(y), .lessThanOrEqual, constant(12)),
            Constraint(expr(x), .lessThanOrEqual, constant(100), strength: Strength(priority: 500)),
        ]
        for c in extra { try solver.add(c) }
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [2, 12])
        for c in extra.reversed() { try solver.remove(c) }
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [5, 15])
        XCTAssertThrowsError(try solver.remove(extra[0])) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(extra[0])) }
        XCTAssertThrowsError(try solver.add(base[0])) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint(base[0])) }
        XCTAssertEqual(solver.constraintCount, 3)
    }

    func testTheSameSystemSolvesToTheSameBitsEveryTime() throws {
        func solve() throws -> [Double] {
            let solver = ConstraintSolver()
            let vars = (0..<8).map { Variable("v\($0)") }
            for i in 1..<vars.count {
                try solver.add(Constraint(expr(vars[i]), .greaterThanOrEqual, vars[i - 1] + 3.3))
                try solver.add(Constraint(expr(vars[i]), .equal, constant(Double(i) * 2.1), strength: Strength(priority: 300 + Double(i))))
            }
            try solver.add(Constraint(expr(vars[7]), .lessThanOrEqual, constant(20)))
            solver.updateVariables()
            return vars.map(\.value)
        }
        let first = try solve()
        for _ in 0..<5 { XCTAssertEqual(try solve(), first) }
    }

    /// Found by the random systems: removing one of two redundant equalities must leave the
    /// other in force (the removed one's marker pivots through the redundant row).
    func testRemovingOneOfTwoRedundantEqualitiesKeepsTheOther() throws {
        let solver = ConstraintSolver()
        let x = Variable("x"), y = Variable("y")
        let bound = Constraint(LinearExpression(y) - x * 3 + 4, .lessThanOrEqual)
        let first = Constraint(LinearExpression(x) - 5, .equal)
        let second = Constraint(x * 2 - 10, .equal)
        let wish = Constraint(LinearExpression(y) + 50, .equal, strength: Strength(priority: 300))
        for c in [bound, first, second, wish] { try solver.add(c) }
        try solver.remove(first)
        solver.updateVariables()
        XCTAssertEqual(x.value, 5, accuracy: 1e-9, "2x == 10 still holds")
        XCTAssertEqual(y.value, -50, accuracy: 1e-9)
        try solver.remove(second)
        solver.updateVariables()
        XCTAssertEqual(y.value, -50, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(y.value - 3 * x.value + 4, 1e-9, "the bound still holds")
        XCTAssertEqual(solver.inconsistencies, 0)
    }
}
