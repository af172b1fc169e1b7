import XCTest
@testable import QuillWidgets
import QuillViews
import QuillFoundation

/// A stack pinned to its root keeps the root's width however many labels hug (each label's
/// hugging at 250 is violated by the whole width it is stretched over). When priorities were
/// weights in one objective, 5,600 labels' hugging outweighed the root's width.
final class StackViewManyLabelsTests: XCTestCase {
    @MainActor func testAFillStackOfManyLabelsKeepsItsRootsWidth() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 800))
        let labels: [View] = (0..<7_000).map { index in
            let label = Label()
            label.text = "Row \(index)"
            return label
        }
        let stack = StackView(arrangedSubviews: labels, axis: .vertical)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.width, 1000, "the stack spans its root")
        XCTAssertEqual(labels.last?.frame.width, 1000, "each label fills the stack")
    }
}
