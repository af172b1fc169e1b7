import XCTest
import QuillTesting
@testable import QuillViews
import QuillFoundation

/// A layout pass has one work budget, shared with the measuring engines its views create
/// (stack views and self-sizing cells measure their content): a feedback loop that re-measured
/// a dense tangle every round did rounds × measurements × the work limit (issue 25, the layout
/// fuzzer's `feedback-loop-stacks`). Counts work, not time.
final class LayoutWorkBudgetTests: XCTestCase {
    /// A deterministic generator, so the tangle is the same on every run.
    private struct Generator {
        var random: SeededGenerator
        init(state: UInt64) { random = SeededGenerator(seed: state) }
        mutating func next() -> Int { Int(random.next() >> 33) }
    }

    /// 40 views related 400 ways with multipliers from 0.5 to 3: dense enough that solving it
    /// reaches the work limit.
    @MainActor private func makeTangle() -> View {
        var generator = Generator(state: 7)
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<40).map { _ in
            let view = View(frame: .zero)
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            return view
        }
        let attributes: [LayoutAttribute] = [.left, .width, .centerX, .right]
        let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        var constraints: [LayoutConstraint] = []
        for _ in 0..<400 {
            let a = views[generator.next() % views.count], b = views[generator.next() % views.count]
            let constraint = LayoutConstraint(
                item: a, attribute: attributes[generator.next() % attributes.count], relatedBy: relations[generator.next() % 3],
                toItem: b, attribute: attributes[generator.next() % attributes.count],
                multiplier: [0.5, 1.5, 2, 3][generator.next() % 4], constant: Double(generator.next() % 200) - 100,
                priority: [.required, .defaultHigh, .defaultLow][generator.next() % 3])
            constraints.append(constraint)
        }
        LayoutConstraint.activate(constraints)
        return root
    }

    /// A view that measures a detached tangle a few times whenever it lays out, on behalf of
    /// its window's layout pass, and adds up the measuring engines' work.
    private final class Measurer: View {
        var tangle: View?
        var measurements = 0
        var measuredWork = 0
        var passEngineWasInPass = false
        var stillInPassAfterNestedLayout = false

        override func layoutSubviews() {
            super.layoutSubviews()
            guard let tangle, let pass = rootLayoutEngineIfAny else { return }
            passEngineWasInPass = pass.isInPass
            // A nested pass (a subtree laid out from layoutSubviews) shares the outer budget and
            // leaves the outer pass running.
            let child = subviews.first ?? View(frame: .zero)
            if child.superview == nil { addSubview(child) }
            child.setNeedsLayout()
            child.layoutIfNeeded()
            stillInPassAfterNestedLayout = pass.isInPass
            for _ in 0..<4 {
                let engine = LayoutEngine(root: tangle, measuring: true)
                _ = engine.measure(.zero, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel, within: pass)
                measurements += 1
                measuredWork += engine.solverWork
            }
        }
    }

    @MainActor func testMeasurementsDuringAPassShareThePassBudget() async throws {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        let measurer = Measurer(frame: .zero)
        measurer.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(measurer)
        LayoutConstraint.activate([
            measurer.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            measurer.topAnchor.constraint(equalTo: harness.window.topAnchor),
            measurer.widthAnchor.constraint(equalToConstant: 100),
            measurer.heightAnchor.constraint(equalToConstant: 50),
        ])
        measurer.tangle = makeTangle()
        harness.window.layoutIfNeeded()
        let pass = try XCTUnwrap(harness.window.rootLayoutEngineIfAny)
        XCTAssertTrue(measurer.passEngineWasInPass, "layoutSubviews runs inside the window's pass")
        XCTAssertTrue(measurer.stillInPassAfterNestedLayout, "a nested layoutIfNeeded() does not end the window's pass")
        XCTAssertEqual(measurer.measurements, 4)
        XCTAssertFalse(pass.isInPass, "the pass is over")

        // The tangle alone reaches a solver's limit; its four measurements together stay within
        // one pass's budget (each would otherwise have had a whole limit of its own).
        XCTAssertTrue(pass.solverIsOutOfWork, "the measurements used up the pass's budget (\(measurer.measuredWork) cells); make the tangle denser")
        XCTAssertLessThanOrEqual(measurer.measuredWork, pass.solverWork, "measuring work counts toward the pass")
        XCTAssertLessThan(measurer.measuredWork, 2 * pass.solverWorkLimit, "four measurements, one budget")
        let reports = harness.loggedMessages.filter { $0.contains("stopped solving") }
        XCTAssertEqual(reports.count, 1, "the pass says it once, the measurements leave it to the pass: \(reports)")
        XCTAssertTrue(reports.first?.contains("measuring views on its behalf") == true, "\(reports)")
        XCTAssertTrue(measurer.frame.width == 100 && measurer.frame.height == 50, "the pass's own constraints were solved first: \(measurer.frame)")

        // Outside a pass, a measurement has a budget of its own.
        let alone = LayoutEngine(root: measurer.tangle!, measuring: true)
        _ = alone.measure(.zero, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel, within: pass)
        XCTAssertGreaterThan(alone.solverWork, pass.solverWorkLimit / 2, "a measurement outside the pass does not draw on what the pass left")
    }
}
