import XCTest
@testable import QuillWidgets
import QuillViews
import QuillFoundation

/// Stacks of many labels, where priorities must be met in order, highest first, as Auto
/// Layout's are: no number of violations at a low priority outweighs one at a higher priority.
/// When priorities were weights in one objective, 5,600 labels' hugging outweighed a root's
/// width, and 317 short labels' hugging a long label's compression resistance.
final class StackViewManyLabelsTests: XCTestCase {
    /// A vertical stack of `labels` in a 1000 x 800 root, pinned by its leading and top edges
    /// (and its trailing edge when `spanningTheRoot`), laid out.
    @MainActor private func layOutStack(of labels: [View], spanningTheRoot: Bool) -> StackView {
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 800))
        let stack = StackView(arrangedSubviews: labels, axis: .vertical)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        if spanningTheRoot { stack.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true }
        root.layoutIfNeeded()
        return stack
    }

    /// Each label's hugging at 250 is violated by the whole width it is stretched over.
    @MainActor func testAFillStackOfManyLabelsKeepsItsRootsWidth() async {
        let labels: [View] = (0..<7_000).map { Label(text: "Row \($0)") }
        let stack = layOutStack(of: labels, spanningTheRoot: true)
        XCTAssertEqual(stack.frame.width, 1000, "the stack spans its root")
        XCTAssertEqual(labels.last?.frame.width, 1000, "each label fills the stack")
    }

    /// Each narrower label's hugging at 250 is violated by the difference; the widest label's
    /// compression resistance at 750 holds all the same.
    @MainActor func testAHuggingStackIsAsWideAsItsWidestLabelWhateverTheNumberOfNarrowerOnes() async {
        let wide = Label(text: "A label far wider than all the others")
        let labels: [View] = [wide] + (0..<1_000).map { _ in Label(text: "Row") }
        let stack = layOutStack(of: labels, spanningTheRoot: false)
        let widest = wide.intrinsicContentSize?.width ?? 0
        XCTAssertGreaterThan(widest, (labels[1].intrinsicContentSize?.width ?? .infinity) + 50)
        XCTAssertEqual(stack.frame.width, widest, accuracy: 0.001, "the stack is as wide as its widest label")
        XCTAssertEqual(wide.frame.width, widest, accuracy: 0.001, "the widest label is not compressed")
    }
}
