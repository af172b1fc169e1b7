import QuillTesting
import XCTest
@testable import QuillSolver

/// Required equalities that only say what a variable is are kept beside the tableau as
/// definitions (issue 25: a stack of n labels held n²/2 cells, each label's position a row of
/// every free height above it). Solutions must be the ones the tableau alone finds.
final class SolverDefinitionTests: XCTestCase {
    /// A vertical stack of `count` items as Auto Layout writes it: each height between its
    /// content (compression resistance at 750) and that content (hugging at 250), each top
    /// 8 below the bottom before, the stack's height closing the chain; added in `order`.
    struct Stack {
        let solver: ConstraintSolver
        let tops: [Variable]
        let heights: [Variable]
        let stackHeight: Variable
        let constraints: [Constraint]
    }

    func stack(_ count: Int, definesVariables: Bool, shuffledWith seed: UInt64? = nil) throws -> Stack {
        let solver = ConstraintSolver(definesVariables: definesVariables)
        let stackTop = Variable("stack.top"), stackHeight = Variable("stack.height")
        let tops = (0..<count).map { Variable("top\($0)") }
        let heights = (0..<count).map { Variable("height\($0)") }
        var constraints = [Constraint(LinearExpression(stackTop), .equal, LinearExpression(constant: 20))]
        for index in 0..<count {
            let content = Double(17 + index % 5)
            constraints.append(Constraint(LinearExpression(heights[index]), .greaterThanOrEqual, LinearExpression(constant: content), strength: Strength(priority: 750)))
            constraints.append(Constraint(LinearExpression(heights[index]), .lessThanOrEqual, LinearExpression(constant: content), strength: Strength(priority: 250)))
            let above = index == 0 ? LinearExpression(stackTop) : tops[index - 1] + heights[index - 1] + 8
            constraints.append(Constraint(LinearExpression(tops[index]), .equal, above))
        }
        constraints.append(Constraint(stackTop + stackHeight, .equal, tops[count - 1] + heights[count - 1]))
        var ordered = constraints
        if let seed {
            var random = SeededGenerator(seed: seed)
            for i in stride(from: ordered.count - 1, to: 0, by: -1) {
                ordered.swapAt(i, Int((random.next() >> 33) % UInt64(i + 1)))
            }
        }
        for constraint in ordered { try solver.add(constraint) }
        return Stack(solver: solver, tops: tops, heights: heights, stackHeight: stackHeight, constraints: constraints)
    }

    /// The content heights and spacings of the first `count` items.
    func sumOfRows(_ count: Int) -> Double {
        var total = 0.0
        for index in 0..<count { total += Double(17 + index % 5) + 8 }
        return total
    }

    func values(_ stack: Stack) -> [Double] {
        stack.solver.updateVariables()
        return stack.tops.map(\.value) + stack.heights.map(\.value) + [stack.stackHeight.value]
    }

    func testAStackKeepsItsPositionsAsDefinitionsAndSolvesAsTheTableauDoes() throws {
        let defined = try stack(300, definesVariables: true)
        let tableau = try stack(300, definesVariables: false)
        XCTAssertEqual(defined.solver.definitionCount, 302, "the stack's top, every item's top and the stack's height")
        let expected = values(tableau)
        for (a, b) in zip(values(defined), expected) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        XCTAssertEqual(expected[299], 20 + sumOfRows(299), accuracy: 1e-9)
        XCTAssertLessThan(defined.solver.tableauCells, 10 * 300, "\(defined.solver.tableauCells) cells")
        XCTAssertGreaterThan(tableau.solver.tableauCells, 300 * 300 / 2, "the tableau alone, for comparison")
    }

    func testTheStackSolvesAlikeInAnyOrder() throws {
        let expected = values(try stack(120, definesVariables: false))
        for seed: UInt64 in 1...12 {
            let shuffled = try stack(120, definesVariables: true, shuffledWith: seed)
            for (index, (a, b)) in zip(values(shuffled), expected).enumerated() {
                XCTAssertEqual(a, b, accuracy: 1e-9, "seed \(seed), value \(index)")
            }
            XCTAssertEqual(shuffled.solver.inconsistencies, 0)
        }
    }

    func testAnEditOnADefinedVariableMovesWhatItIsDefinedBy() throws {
        let s = try stack(50, definesVariables: true)
        // Pulling the last item's top down (stronger than hugging, weaker than compression
        // resistance) stretches the heights that may grow: none may shrink below content.
        try s.solver.addEditVariable(s.tops[49], strength: Strength(priority: 500))
        let before = s.solver.value(of: s.tops[49])
        try s.solver.suggestValue(before + 30, for: s.tops[49])
        XCTAssertEqual(s.solver.value(of: s.tops[49]), before + 30, accuracy: 1e-9)
        s.solver.updateVariables()
        let heights = s.heights.prefix(49).map(\.value).reduce(0, +)
        XCTAssertEqual(heights + 49 * 8 + 20, before + 30, accuracy: 1e-9)
        try s.solver.removeEditVariable(s.tops[49])
        XCTAssertEqual(s.solver.value(of: s.tops[49]), before, accuracy: 1e-9)
    }

    func testRemovingADefinitionNothingReadsIsImmediateAndOneOthersReadRebuilds() throws {
        let s = try stack(40, definesVariables: true)
        // The stack's height: nothing refers to it.
        try s.solver.remove(s.constraints.last!)
        XCTAssertEqual(s.solver.definitionCount, 41)
        XCTAssertEqual(s.solver.value(of: s.tops[39]), values(s)[39], accuracy: 0)
        XCTAssertEqual(s.solver.rebuilds, 0)
        // The twentieth top: the twenty-first refers to it. It is now free, so the items
        // from there on follow the stays nothing sets (0), as in the tableau.
        let twentieth = s.constraints.first { $0.expression.terms.first?.variable === s.tops[19] && $0.relation == .equal }!
        try s.solver.remove(twentieth)
        s.solver.updateVariables()
        XCTAssertEqual(s.solver.rebuilds, 1)
        XCTAssertEqual(s.tops[18].value, 20 + sumOfRows(18), accuracy: 1e-9)
        XCTAssertEqual(s.tops[20].value, s.tops[19].value + s.heights[19].value + 8, accuracy: 1e-9)
        XCTAssertEqual(s.solver.inconsistencies, 0)
    }

    func testAConstraintOnADefinedChainThatCannotHoldIsRefusedAndNamed() throws {
        let s = try stack(10, definesVariables: true)
        let top5 = s.solver.value(of: s.tops[5])
        // The sixth item is defined as 8 below the fifth: 9 below cannot hold.
        let wrong = Constraint(LinearExpression(s.tops[5]), .equal, s.tops[4] + s.heights[4] + 9)
        XCTAssertThrowsError(try s.solver.add(wrong)) { error in
            guard case .unsatisfiable(_, let others)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(others.count, 1, "\(others)")
            XCTAssertTrue(others.first?.expression.terms.first?.variable === s.tops[5], "\(others)")
        }
        XCTAssertEqual(s.solver.value(of: s.tops[5]), top5, accuracy: 1e-9, "the solver is as it was")
    }

    /// `count` items as wide as a shared width, each between its content (compression
    /// resistance at 750) and it (hugging at 250), added as one batch (a column whose width
    /// nothing else sets: as wide as its widest item); the work done.
    func sharedWidthWork(_ count: Int, contentKinds: Int) throws -> Int {
        let solver = ConstraintSolver()
        let shared = Variable("stack.width")
        var batch: [Constraint] = []
        for index in 0..<count {
            let x = Variable("x\(index)"), width = Variable("width\(index)")
            let content = Double(30 + index % contentKinds)
            try solver.add(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(constant: content), strength: Strength(priority: 750)))
            try solver.add(Constraint(LinearExpression(width), .lessThanOrEqual, LinearExpression(constant: content), strength: Strength(priority: 250)))
            batch.append(Constraint(LinearExpression(x), .equal, LinearExpression(constant: 0)))
            batch.append(Constraint(x + width, .equal, LinearExpression(shared)))
        }
        let refused = solver.add(batch)
        XCTAssertTrue(refused.isEmpty, "\(refused.prefix(3))")
        XCTAssertEqual(solver.value(of: shared), Double(29 + contentKinds), accuracy: 1e-9, "as wide as the widest content")
        XCTAssertFalse(solver.isOutOfWork)
        return solver.work
    }

    func testRowsThatHoldAtZeroAreSolvedWithoutAnArtificialPhase() throws {
        // With equal contents, each item's "x + width == shared" holds at the current values
        // once the widths and the shared width are basic, so one of its own slack or error
        // symbols takes it. Through an artificial variable, the phase pivoted the symbols
        // every item's row shares: 6,000 such items took minutes.
        // Linear to 300 items; from there to 3,000 the work grows faster (not understood yet),
        // but stays under about 170 cells an item.
        let small = try sharedWidthWork(30, contentKinds: 1)
        let large = try sharedWidthWork(300, contentKinds: 1)
        XCTAssertLessThan(Double(large) / Double(small), 15, "10 times the items: \(large) cells of work against \(small)")
        XCTAssertLessThan(try sharedWidthWork(3_000, contentKinds: 1), 1_000_000)
    }

    func testAnArtificialPhaseEntersTheNewRowsOwnSymbolsFirst() throws {
        // With different contents each row needs an artificial phase. Entering the oldest
        // symbol first (Bland's rule) walked it through every item sharing the row's symbols,
        // and the objective walked back: 300 items ran out of work (the limit was 10 million cells then).
        let small = try sharedWidthWork(30, contentKinds: 7)
        let large = try sharedWidthWork(300, contentKinds: 7)
        XCTAssertLessThan(large, 1_000_000)
        XCTAssertLessThan(Double(large) / Double(small), 100, "10 times the items: \(large) cells of work against \(small)")
    }
}
