import Foundation
import QuillSolver

// The solver alone, on the systems Benchmarks/Peers/kiwi-solver.cpp builds with kiwi (the C++
// Cassowary behind kiwisolver), so `Benchmarks/Peers/compare-kiwi.sh` can put them side by side.

/// A vertical form of `views` rows in a window whose width is `width` (a variable): each row is
/// 20 points from both edges, 8 below the previous one, 44 high if it can be (priority 250),
/// and every other row at least 30 high: 4.5 constraints a row.
func buildSolverForm(views: Int, into solver: ConstraintSolver, width: Variable) throws {
    var previousBottom: LinearExpression?
    let weak = Strength(priority: 250)
    for i in 0..<views {
        let left = Variable(), top = Variable(), w = Variable(), h = Variable()
        try solver.add(Constraint(LinearExpression(left) - 20, .equal))
        try solver.add(Constraint(left + w, .equal, width - 20))
        try solver.add(Constraint(LinearExpression(top), .equal, (previousBottom ?? LinearExpression(constant: 12)) + 8))
        try solver.add(Constraint(LinearExpression(h) - 44, .equal, strength: weak))
        if i % 2 == 0 { try solver.add(Constraint(LinearExpression(h) - 30, .greaterThanOrEqual)) }
        previousBottom = top + h
    }
}

@MainActor
func runSolverBenchmarks() {
    if selected("solver_form_200_build") {
        report("solver_form_200_build_solve_ms", measure(warmup: 20, iterations: 200) {
            let solver = ConstraintSolver()
            let width = Variable("width")
            try? solver.add(Constraint(LinearExpression(width) - 800, .equal))
            try? buildSolverForm(views: 200, into: solver, width: width)
            solver.updateVariables()
        })
    }
    if selected("solver_form_200_suggest") {
        let solver = ConstraintSolver()
        let width = Variable("width")
        try? solver.addEditVariable(width, strength: Strength(priority: 999))
        try? buildSolverForm(views: 200, into: solver, width: width)
        var step = 0
        report("solver_form_200_suggest_us", measure(warmup: 50, iterations: 2000) {
            step += 1
            try? solver.suggestValue(600 + Double(step % 400), for: width)
            solver.updateVariables()
        }, unit: "us", scale: 1000)
    }
}
