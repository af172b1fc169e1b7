import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillViews

/// The stack view on Auto Layout: every distribution and alignment, spacing, margins, hidden
/// views, stacks sizing themselves and stacks in stacks.
final class StackViewTests: XCTestCase {
    @MainActor func box(_ w: Double, _ h: Double) -> View {
        View(frame: Rect(x: 0, y: 0, width: w, height: h))
    }

    @MainActor func laidOut(_ stack: StackView, _ frame: Rect) -> StackView {
        stack.frame = frame
        stack.layoutIfNeeded()
        return stack
    }

    @MainActor func testFillStretchesTheFirstOfTheViewsThatHugLeast() async {
        let a = box(40, 20), b = box(60, 30), c = box(20, 10)
        let stack = laidOut(StackView(arrangedSubviews: [a, b, c]), Rect(x: 0, y: 0, width: 300, height: 40))
        stack.spacing = 10
        stack.alignment = .center
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame, Rect(x: 0, y: 10, width: 200, height: 20), "equal hugging: the first view stretches, as UIKit's")
        XCTAssertEqual(b.frame, Rect(x: 210, y: 5, width: 60, height: 30))
        XCTAssertEqual(c.frame, Rect(x: 280, y: 15, width: 20, height: 10))
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.setNeedsUpdateConstraints()
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 40, "now b hugs least and stretches")
        XCTAssertEqual(b.frame.width, 300 - 40 - 20 - 20)
        // Too little room: the last of the least resistant shrinks.
        stack.frame.size.width = 100
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 40)
        XCTAssertEqual(c.frame.maxX, 100)
        XCTAssertEqual(a.frame.width + b.frame.width + c.frame.width + 20, 100)
    }

    @MainActor func testFillEquallyProportionallyEqualSpacingAndCentering() async {
        let a = box(40, 20), b = box(60, 20), c = box(20, 20)
        let stack = laidOut(StackView(arrangedSubviews: [a, b, c]), Rect(x: 0, y: 0, width: 300, height: 20))
        stack.spacing = 10
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        for view in [a, b, c] { XCTAssertEqual(view.frame.width, 280.0 / 3, accuracy: 1, "equal, to the pixel") }
        XCTAssertEqual(c.frame.maxX, 300)
        XCTAssertEqual(a.frame.minX.rounded(), a.frame.minX, "edges on whole pixels")
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 280 * 40 / 120, accuracy: 1)
        XCTAssertEqual(b.frame.width, 280 * 60 / 120, accuracy: 1)
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.width), [40, 60, 20], "natural widths")
        XCTAssertEqual(b.frame.minX - a.frame.maxX, 90, "the 180 points left shared by the two gaps")
        XCTAssertEqual(c.frame.minX - b.frame.maxX, 90)
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        XCTAssertEqual(b.frame.midX - a.frame.midX, c.frame.midX - b.frame.midX, accuracy: 1)
        XCTAssertEqual(a.frame.minX, 0)
        XCTAssertEqual(c.frame.maxX, 300)
    }

    @MainActor func testAlignmentsCustomSpacingMarginsAndHiddenViews() async {
        let a = box(40, 20), b = box(60, 30), c = box(20, 10)
        let stack = laidOut(StackView(arrangedSubviews: [a, b, c], axis: .vertical), Rect(x: 0, y: 0, width: 100, height: 200))
        stack.alignment = .trailing
        stack.distribution = .equalSpacing
        stack.spacing = 4
        stack.setCustomSpacing(20, after: a)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.maxX, 100, "trailing")
        XCTAssertGreaterThanOrEqual(b.frame.minY - a.frame.maxY, 20, "custom spacing after a")
        XCTAssertEqual(stack.customSpacing(after: a), 20)
        stack.alignment = .center
        stack.distribution = .fill
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.minY, 10, "inside the margins")
        XCTAssertEqual(c.frame.maxY, 190)
        XCTAssertEqual(b.frame.midX, 50, "centred")
        b.isHidden = true
        stack.layoutIfNeeded()
        XCTAssertEqual(c.frame.minY - a.frame.maxY, 20, "a hidden view collapses: only a's spacing remains")
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        stack.layoutIfNeeded()
        XCTAssertEqual(c.frame.minY - a.frame.maxY, 4)
    }

    @MainActor func testAStackPlacedByConstraintsTakesItsViewsSizeAndAlignsBaselines() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 200))
        let small = Label(), big = Label()
        small.text = "Small"
        big.text = "Big"
        big.font = .systemFont(ofSize: 30)
        let stack = StackView(arrangedSubviews: [small, big])
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 10),
        ])
        harness.render()
        XCTAssertEqual(stack.frame.width, small.frame.width + 8 + big.frame.width, "its views' widths and the spacing")
        XCTAssertEqual(stack.frame.height, big.frame.height, accuracy: 1, "as tall as the tallest view")
        XCTAssertEqual(small.frame.minY + small.firstBaselineOffsetFromTop, big.frame.minY + big.firstBaselineOffsetFromTop, "one baseline")
        XCTAssertEqual(big.frame.minY, 0)
        // A stack in a stack.
        let inner = StackView(arrangedSubviews: [box(30, 30), box(30, 30)], axis: .vertical)
        stack.addArrangedSubview(inner)
        harness.render()
        XCTAssertEqual(inner.frame.size, Size(width: 30, height: 68))
        XCTAssertGreaterThanOrEqual(stack.frame.height, 68, "tall enough for the inner stack")
        XCTAssertLessThanOrEqual(inner.frame.maxY, stack.frame.height)
        XCTAssertEqual(inner.frame.minY, small.frame.minY + small.firstBaselineOffsetFromTop, "a view without text has its baseline at its top")
        XCTAssertEqual(stack.sizeThatFits(.zero).width, stack.frame.width)
    }
}
