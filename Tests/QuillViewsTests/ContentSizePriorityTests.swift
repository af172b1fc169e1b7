import XCTest
@testable import QuillViews
import QuillFoundation

/// A view's content size holds it as far as its content hugging (against growing) and its
/// compression resistance (against shrinking) allow, each against constraints of other
/// priorities; priorities past 1000 are required, as the solver reads them.
final class ContentSizePriorityTests: XCTestCase {
    /// A view whose content is 100 x 20.
    final class ContentView: View {
        override var intrinsicContentSize: Size? { Size(width: 100, height: 20) }
    }

    /// The width a content view gets when its trailing edge is pulled to `target` at
    /// `pull`, its hugging and compression resistance set as given.
    @MainActor private func width(pulledTo target: Double, at pull: LayoutPriority, hugging: LayoutPriority, compression: LayoutPriority) -> Double {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        let view = ContentView(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.setContentHuggingPriority(hugging, for: .horizontal)
        view.setContentCompressionResistancePriority(compression, for: .horizontal)
        let trailing = view.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: target)
        trailing.priority = pull
        LayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor), trailing])
        root.layoutIfNeeded()
        return view.frame.width
    }

    @MainActor func testHuggingAndCompressionResistanceEachGiveWayOnlyToAStrongerPull() async {
        XCTAssertEqual(width(pulledTo: 300, at: 500, hugging: 250, compression: 750), 300, "hugging 250 gives way to 500")
        XCTAssertEqual(width(pulledTo: 300, at: 500, hugging: 750, compression: 750), 100, "hugging 750 holds against 500")
        XCTAssertEqual(width(pulledTo: 60, at: 700, hugging: 250, compression: 750), 100, "compression resistance 750 holds against 700")
        XCTAssertEqual(width(pulledTo: 60, at: 800, hugging: 250, compression: 750), 60, "compression resistance 750 gives way to 800")
    }

    @MainActor func testPrioritiesPastRequiredAreRequired() async {
        XCTAssertEqual(width(pulledTo: 300, at: 999, hugging: 1001, compression: 750), 100, "hugging at 1001 is required: 999 cannot stretch it")
        XCTAssertEqual(width(pulledTo: 60, at: 999, hugging: 250, compression: 1000.5), 100, "compression resistance at 1000.5 is required")
        XCTAssertEqual(width(pulledTo: 300, at: 999, hugging: 1001, compression: 1001), 100, "both required")
    }
}
