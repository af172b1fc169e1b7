import QuillFoundation
import QuillViews
import XCTest

@testable import QuillWidgets

/// A view that leaves its tree with layout work pending (a stack view asks to update its
/// constraints when an arranged view goes) is freed with everything it holds: the layout
/// engine of a detached view once kept the view it was the engine of alive (found by the
/// layout fuzzer's leak check, issue 25).
final class DetachedViewLeakTests: XCTestCase {
    @MainActor func testAStackViewRemovedFromItsTreeIsFreed() async {
        weak var weakStack: StackView?
        weak var weakLabel: Label?
        do {
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
            let stack = StackView(frame: Rect(x: 0, y: 0, width: 200, height: 40))
            let label = Label(frame: .zero)
            label.text = "Hello"
            stack.addArrangedSubview(label)
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            label.removeFromSuperview()
            stack.removeFromSuperview()
            stack.spacing = 20
            _ = stack.intrinsicContentSize
            _ = stack.sizeThatFits(.zero)
            weakStack = stack
            weakLabel = label
        }
        XCTAssertNil(weakStack, "the stack view was kept alive")
        XCTAssertNil(weakLabel, "the label was kept alive")
    }

    @MainActor func testARootWithPendingConstraintUpdatesIsFreed() async {
        weak var weakView: View?
        do {
            let view = StackView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            view.addArrangedSubview(View(frame: .zero))
            view.setNeedsUpdateConstraints()
            view.invalidateIntrinsicContentSize()
            weakView = view
        }
        XCTAssertNil(weakView, "a root view with pending layout work was kept alive")
    }
}
