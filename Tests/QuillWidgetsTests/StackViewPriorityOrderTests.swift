import XCTest
@testable import QuillWidgets
import QuillViews
import QuillFoundation

/// Auto Layout satisfies priorities in order, highest first: no number of violations at a low
/// priority outweighs one at a higher priority. A stack that takes its width from its labels
/// is as wide as its widest label, however many narrower labels hug (each narrower label's
/// hugging at 250 is violated by the difference; the widest label's compression resistance at
/// 750 holds all the same).
final class StackViewPriorityOrderTests: XCTestCase {
    @MainActor func testAHuggingStackIsAsWideAsItsWidestLabelWhateverTheNumberOfNarrowerOnes() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 800))
        let wide = Label()
        wide.text = "A label far wider than all the others"
        let labels: [View] = [wide] + (0..<1_000).map { _ in
            let label = Label()
            label.text = "Row"
            return label
        }
        let stack = StackView(arrangedSubviews: labels, axis: .vertical)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let widest = wide.intrinsicContentSize?.width ?? 0
        XCTAssertGreaterThan(widest, (labels[1].intrinsicContentSize?.width ?? .infinity) + 50)
        XCTAssertEqual(stack.frame.width, widest, accuracy: 0.001, "the stack is as wide as its widest label")
        XCTAssertEqual(wide.frame.width, widest, accuracy: 0.001, "the widest label is not compressed")
    }
}
