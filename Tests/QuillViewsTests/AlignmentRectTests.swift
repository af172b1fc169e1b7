import XCTest
@testable import QuillViews
import QuillFoundation

/// Constraints place a view's alignment rectangle (UIKit's `alignmentRectInsets`); the frame
/// reaches past it by the insets.
final class AlignmentRectTests: XCTestCase {
    /// A view whose frame is 2 points wider on each side than what it aligns, and 1 point
    /// taller at the bottom (a shadow).
    final class InsetView: View {
        override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 2, bottom: 1, right: 2) }
        override var intrinsicContentSize: Size? { Size(width: View.noIntrinsicMetric, height: 30) }
    }

    @MainActor func testConstraintsPlaceTheAlignmentRectangle() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let inset = InsetView(frame: .zero)
        inset.translatesAutoresizingMaskIntoConstraints = false
        let label = View(frame: .zero)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(inset)
        root.addSubview(label)
        let constraints = [
            inset.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            inset.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            inset.widthAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: inset.trailingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: inset.bottomAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
            label.heightAnchor.constraint(equalToConstant: 10),
        ]
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(inset.frame, Rect(x: 18, y: 10, width: 104, height: 31), "the frame reaches past the aligned 20...120 by the insets; the height is the intrinsic 30 plus 1")
        XCTAssertEqual(inset.alignmentRect(forFrame: inset.frame), Rect(x: 20, y: 10, width: 100, height: 30))
        XCTAssertEqual(label.frame.minX, 128, "next to the alignment rectangle's trailing edge, not the frame's")
        XCTAssertEqual(label.frame.minY, 40, "below the alignment rectangle's bottom")
        for constraint in constraints {
            XCTAssertEqual(constraint.solvedViolation ?? -1, 0, accuracy: 1e-9, "\(constraint)")
            XCTAssertEqual(constraint.violation ?? -1, 0, accuracy: 1e-9, "\(constraint): the frames on screen satisfy it too")
        }
    }

    @MainActor func testSubviewsAndTranslatedViewsUseTheAlignmentRectangle() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        // A translated view: its frame stays; constraints to it see its alignment rectangle.
        let fixed = InsetView(frame: Rect(x: 50, y: 0, width: 104, height: 31))
        root.addSubview(fixed)
        let child = View(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        fixed.addSubview(child)
        let after = View(frame: .zero)
        after.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(after)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: fixed.trailingAnchor),
            child.topAnchor.constraint(equalTo: fixed.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 5),
            after.leadingAnchor.constraint(equalTo: fixed.trailingAnchor),
            after.topAnchor.constraint(equalTo: fixed.topAnchor),
            after.widthAnchor.constraint(equalToConstant: 10),
            after.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(fixed.frame, Rect(x: 50, y: 0, width: 104, height: 31), "a translated view keeps its frame")
        XCTAssertEqual(child.frame, Rect(x: 2, y: 0, width: 100, height: 5), "inside it, its alignment rectangle starts 2 points in")
        XCTAssertEqual(after.frame.minX, 152, "its alignment rectangle ends 2 points before its frame")
    }

    @MainActor func testFrameAndAlignmentRectConvert() async {
        let view = InsetView(frame: .zero)
        let frame = Rect(x: 10, y: 20, width: 50, height: 40)
        XCTAssertEqual(view.frame(forAlignmentRect: view.alignmentRect(forFrame: frame)), frame)
        XCTAssertEqual(View(frame: .zero).alignmentRectInsets, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
