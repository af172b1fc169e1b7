import QuillTesting
import XCTest

@testable import QuillSolver

/// A solver stops pivoting once its work (tableau cells touched) passes a limit far above what
/// layouts need, so a dense tangle of constraints cannot hold a layout for minutes (issue 25:
/// a 4 KB fuzzer input relating 64 views 400 ways took over a minute). Counts work, not time.
final class SolverWorkLimitTests: XCTestCase {
    /// A deterministic generator, so the system is the same on every run.
    private struct Generator {
        var random: SeededGenerator
        init(state: UInt64) { random = SeededGenerator(seed: state) }
        mutating func next() -> UInt64 { random.next() >> 33 }
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
    }

    func testADenseTangleStopsAtTheWorkLimitAndSaysSo() {
        var generator = Generator(state: 42)
        let solver = ConstraintSolver()
        let variables = (0..<120).map { Variable("v\($0)") }
        for _ in 0..<1_500 {
            var expression = LinearExpression(constant: generator.double(-500...500))
            for _ in 0..<6 {
                expression = expression + LinearExpression(variables[Int(generator.next() % 120)]) * generator.double(-1e3...1e3)
            }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(generator.next() % 3)]
            let strength: Strength = generator.next() % 2 == 0 ? .required : Strength(priority: 750)
            try? solver.add(Constraint(expression, relation, LinearExpression(constant: 0), strength: strength))
        }
        solver.updateVariables()
        XCTAssertTrue(solver.isOutOfWork, "the tangle did \(solver.work) work without reaching the limit; make it denser")
        // Past the limit no pivot runs: what is left is one last substitution's worth at most.
        XCTAssertLessThan(solver.work, 2 * solver.workLimit, "\(solver.work)")
        for variable in variables { XCTAssertTrue(variable.value.isFinite) }
    }

    func testLayoutShapesStayFarBelowTheWorkLimit() throws {
        // A chain of 2,000 views, each as wide as the one before.
        let solver = ConstraintSolver()
        var previous: (left: Variable, width: Variable)?
        for index in 0..<2_000 {
            let left = Variable("left\(index)"), width = Variable("width\(index)")
            if let previous {
                try solver.add(Constraint(LinearExpression(left), .equal, previous.left + previous.width + LinearExpression(constant: 8)))
                try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(previous.width)))
            } else {
                try solver.add(Constraint(LinearExpression(left), .equal, LinearExpression(constant: 0)))
                try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(constant: 40), strength: Strength(priority: 250)))
            }
            previous = (left, width)
        }
        solver.updateVariables()
        XCTAssertFalse(solver.isOutOfWork)
        XCTAssertLessThan(solver.work, 1_000_000, "a chain should touch a few cells a view")
    }
}
