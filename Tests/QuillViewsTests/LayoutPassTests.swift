import XCTest
import QuillFoundation
import QuillTesting
@testable import QuillViews

/// The layout pass: named phases in one convergence loop with a cap, and a warning naming the
/// views still changing when a tree never settles.
final class LayoutPassTests: XCTestCase {
    /// A view whose `layoutSubviews()` changes the constraint it depends on, every time.
    @MainActor final class Restless: View {
        var width: LayoutConstraint?
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            width?.constant = width?.constant == 10 ? 20 : 10
            setNeedsLayout()
        }
    }

    @MainActor func testATreeThatNeverSettlesIsReportedNotLoopedForever() async {
        let harness = HeadlessHarness(size: Size(width: 100, height: 100))
        let restless = Restless(frame: .zero)
        restless.accessibilityIdentifier = "restless"
        restless.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(restless)
        let width = restless.widthAnchor.constraint(equalToConstant: 10)
        restless.width = width
        LayoutConstraint.activate([width, restless.heightAnchor.constraint(equalToConstant: 10)])
        harness.render()
        XCTAssertLessThanOrEqual(restless.layouts, LayoutPass.maximumRounds, "the pass stops at its cap")
        XCTAssertGreaterThan(restless.layouts, 1, "it did go round")
        let warning = harness.loggedMessages.first { $0.contains("did not settle") }
        XCTAssertNotNil(warning, "a feedback loop is logged: \(harness.loggedMessages)")
        XCTAssertTrue(warning?.contains("Restless('restless')") ?? false, "naming the view: \(warning ?? "")")
        XCTAssertTrue(warning?.contains("layoutSubviews() again") ?? false, "and why: \(warning ?? "")")
    }

    @MainActor func testAnOrdinaryTreeSettlesInOnePassWithNoWarning() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 100))
        let box = View(frame: .zero)
        box.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 5),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        XCTAssertTrue(LayoutPass(root: harness.window).run(), "the tree settles")
        XCTAssertEqual(box.frame, Rect(x: 10, y: 5, width: 50, height: 20))
        XCTAssertEqual(harness.loggedMessages.filter { $0.contains("did not settle") }, [])
        XCTAssertNil(harness.window.activeLayoutEngine.flatMap { $0.hasPendingWork ? $0 : nil }, "nothing is left pending")
    }

    /// A frame set while a pass runs is composited once the pass is over: the view's old and
    /// new places are both redrawn in the next frame.
    @MainActor func testFramesSetDuringLayoutAreCompositedAfterThePass() async {
        let harness = HeadlessHarness(size: Size(width: 100, height: 40))
        let mover = Mover(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        harness.window.addSubview(mover)
        harness.render()
        mover.target = Rect(x: 60, y: 0, width: 20, height: 20)
        mover.setNeedsLayout()
        let redrawn = harness.window.renderFrame()
        let covered = redrawn.reduce(0) { $0 + $1.width * $1.height }
        XCTAssertGreaterThanOrEqual(covered, 2 * 20 * 20, "both the old and the new place were redrawn: \(redrawn)")
        let fresh = HeadlessHarness(size: Size(width: 100, height: 40))
        let reference = Mover(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        reference.target = mover.target
        fresh.window.addSubview(reference)
        XCTAssertEqual(
            harness.window.framebuffer.straightRGBABytes(), fresh.render().straightRGBABytes(),
            "the partly redrawn frame equals one drawn from scratch with the dot where layout put it")
    }

    @MainActor final class Mover: View {
        let dot = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        var target: Rect?
        override init(frame: Rect) {
            super.init(frame: frame)
            dot.backgroundColor = .systemRed
            addSubview(dot)
        }

        required init?(coder: TemplateCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            if let target { dot.frame = target }
        }
    }
}
