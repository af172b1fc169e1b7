import QuillFoundation
import XCTest

@testable import QuillViews

/// The layoutSubviews phase walks only subtrees marked as holding a pending layout: the marks
/// must reach every view that asks, through every way a view comes to need layout, and none may
/// be lost when a layout asks for another during the walk.
final class LayoutMarksTests: XCTestCase {
    final class Counting: View {
        var layouts = 0
        var onLayout: (() -> Void)?
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            onLayout?()
        }
    }

    /// A root with `width` children of `depth` levels each.
    @MainActor private func tree(width: Int, depth: Int) -> (Counting, [[Counting]]) {
        let root = Counting(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var columns: [[Counting]] = []
        for _ in 0..<width {
            var column: [Counting] = []
            var parent: View = root
            for _ in 0..<depth {
                let view = Counting(frame: Rect(x: 1, y: 1, width: 10, height: 10))
                parent.addSubview(view)
                column.append(view)
                parent = view
            }
            columns.append(column)
        }
        root.layoutIfNeeded()
        return (root, columns)
    }

    @MainActor func testADeepViewAskingMarksItsAncestorsOnly() async {
        let (root, columns) = tree(width: 3, depth: 4)
        XCTAssertFalse(root.subtreeNeedsLayoutFlag)
        XCTAssertTrue(columns.joined().allSatisfy { !$0.subtreeNeedsLayoutFlag && !$0.needsLayout })
        let before = columns.map { $0.map(\.layouts) }
        columns[1][3].setNeedsLayout()
        XCTAssertTrue(root.subtreeNeedsLayoutFlag)
        XCTAssertEqual(columns[1].map(\.subtreeNeedsLayoutFlag), [true, true, true, true])
        XCTAssertEqual(columns[0].map(\.subtreeNeedsLayoutFlag), [false, false, false, false])
        root.layoutIfNeeded()
        let after = columns.map { $0.map(\.layouts) }
        XCTAssertEqual(after[1][3], before[1][3] + 1, "the view that asked is laid out")
        XCTAssertEqual(after[0], before[0])
        XCTAssertEqual(Array(after[1][0..<3]), Array(before[1][0..<3]))
        XCTAssertFalse(root.subtreeNeedsLayoutFlag)
        XCTAssertTrue(columns.joined().allSatisfy { !$0.subtreeNeedsLayoutFlag })
    }

    @MainActor func testASubtreeBuiltApartIsLaidOutWhereItIsAdded() async {
        let (root, columns) = tree(width: 2, depth: 3)
        let apart = Counting(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        let below = Counting(frame: Rect(x: 0, y: 0, width: 2, height: 2))
        apart.addSubview(below)
        columns[0][2].addSubview(apart)
        XCTAssertTrue(root.subtreeNeedsLayoutFlag, "adding a subtree with pending layout marks its new ancestors")
        root.layoutIfNeeded()
        XCTAssertEqual(apart.layouts, 1)
        XCTAssertEqual(below.layouts, 1)
    }

    @MainActor func testALayoutAskingForAnotherBehindItIsNotLost() async {
        let (root, columns) = tree(width: 2, depth: 3)
        let early = columns[0][2], late = columns[1][0]
        let earlyBefore = early.layouts
        // Laid out after the first column was walked, the second asks the first's deepest view
        // to lay out again.
        late.onLayout = { [unowned early] in early.setNeedsLayout() }
        late.setNeedsLayout()
        root.layoutIfNeeded()
        late.onLayout = nil
        if early.layouts == earlyBefore {
            // Not in the same pass: the marks keep it for the next.
            XCTAssertTrue(root.subtreeNeedsLayoutFlag)
            root.layoutIfNeeded()
        }
        XCTAssertEqual(early.layouts, earlyBefore + 1)
        XCTAssertFalse(root.subtreeNeedsLayoutFlag)
    }

    @MainActor func testViewsJoiningAWindowAreLaidOut() async {
        let window = Window(size: Size(width: 100, height: 100))
        window.renderFrame()
        let container = Counting(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let child = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(child)
        container.layoutIfNeeded()
        XCTAssertEqual(child.layouts, 1)
        window.addSubview(container)
        window.renderFrame()
        XCTAssertEqual(container.layouts, 2, "a view joining a window lays out again")
        XCTAssertEqual(child.layouts, 2)
    }
}
