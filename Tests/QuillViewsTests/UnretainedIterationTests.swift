import XCTest

@testable import QuillViews

/// The frame's walks visit subviews without retaining each one (`forEachUnretained`,
/// `firstUnretained`): every element in order, the first match, and elements that stay alive
/// when the walk itself takes them out of the tree.
@MainActor
final class UnretainedIterationTests: XCTestCase {
    func testEveryElementIsVisitedInOrderAndTheFirstMatchIsTheSameObject() async {
        let views = (0..<5).map { index -> View in
            let view = View(frame: .zero)
            view.tag = index
            return view
        }
        var visited: [Int] = []
        views.forEachUnretained { visited.append($0.tag) }
        XCTAssertEqual(visited, [0, 1, 2, 3, 4])
        var asked: [Int] = []
        let found = views.firstUnretained { asked.append($0.tag); return $0.tag >= 2 }
        XCTAssertTrue(found === views[2])
        XCTAssertEqual(asked, [0, 1, 2], "the search went on after its first match")
        XCTAssertNil(views.firstUnretained { $0.tag > 9 })
        XCTAssertNil([View]().firstUnretained { _ in true })
    }

    func testSubviewsTheWalkRemovesStayAliveUntilItEnds() async {
        let parent = View(frame: .zero)
        weak var removed: View?
        do {
            for index in 0..<3 {
                let child = View(frame: .zero)
                child.tag = index
                parent.addSubview(child)
            }
            removed = parent.subviews[2]
        }
        var tags: [Int] = []
        parent.subviews.forEachUnretained { child in
            tags.append(child.tag)
            // Taking every subview out from under the walk, the one still to come included.
            if child.tag == 0 { parent.subviews.forEach { $0.removeFromSuperview() } }
        }
        XCTAssertEqual(tags, [0, 1, 2])
        XCTAssertTrue(parent.subviews.isEmpty)
        XCTAssertNil(removed, "a subview outlived the walk")
    }
}

extension UnretainedIterationTests {
    func testAnElementIsFoundByIdentityNotByEquality() async {
        let views = (0..<4).map { _ in View(frame: .zero) }
        for (index, view) in views.enumerated() { XCTAssertEqual(views.indexUnretained(of: view), index) }
        XCTAssertNil(views.indexUnretained(of: View(frame: .zero)))
        XCTAssertNil([View]().indexUnretained(of: views[0]))
    }

    func testRemovingASubviewTakesOutThatOneAndKeepsTheOrder() async {
        let parent = View(frame: .zero)
        let children = (0..<5).map { _ in View(frame: .zero) }
        children.forEach(parent.addSubview)
        children[2].removeFromSuperview()
        children[0].removeFromSuperview()
        XCTAssertTrue(parent.subviews.elementsEqual([children[1], children[3], children[4]], by: ===))
        XCTAssertNil(children[2].superview)
    }
}
