import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillViews

/// A scroll view's content and frame layout guides (UIKit's, iOS 11): constraints to the
/// content guide give the content its size; the frame guide is the scroll view's own size.
final class ScrollViewContentGuideTests: XCTestCase {
    @MainActor func testConstraintsToTheContentGuideGiveTheContentItsSize() async {
        let harness = HeadlessHarness(size: Size(width: 320, height: 480))
        let scroll = ScrollView(frame: harness.window.bounds)
        harness.window.addSubview(scroll)
        let column = View()
        column.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        let height = column.heightAnchor.constraint(equalToConstant: 1_000)
        LayoutConstraint.activate([height,
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
            column.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
            column.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            column.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -20),
        ])
        harness.render()
        XCTAssertEqual(column.frame, Rect(x: 10, y: 20, width: 300, height: 1_000))
        XCTAssertEqual(scroll.contentSize, Size(width: 320, height: 1_040), "the content guide's size")
        harness.scroll(at: Point(x: 100, y: 100), deltaY: 5_000)
        harness.render()
        XCTAssertEqual(scroll.contentOffset.y, 1_040 - 480, "it scrolls to the end of the content the constraints made")

        // Taller content: the content size follows.
        height.constant = 2_000
        harness.render()
        XCTAssertEqual(scroll.contentSize.height, 2_040)
        XCTAssertTrue(scroll.contentLayoutGuide === content, "the same guide each time")
        XCTAssertEqual(content.ownGuideProperty, "contentLayoutGuide")
    }
}
