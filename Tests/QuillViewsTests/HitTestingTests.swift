import XCTest
@testable import QuillViews
import QuillFoundation

final class HitTestingTests: XCTestCase {
    @MainActor private var root: View!
    @MainActor private var back: View!
    @MainActor private var front: View!

    @MainActor private func prepare() {
        do {
            root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            back = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
            front = View(frame: Rect(x: 30, y: 30, width: 50, height: 50))
            root.addSubview(back)
            root.addSubview(front)
        }
    }

    @MainActor func testFrontmostSubviewWins() async {
        prepare()
        XCTAssertTrue(root.hitTest(Point(x: 40, y: 40)) === front)
        XCTAssertTrue(root.hitTest(Point(x: 15, y: 15)) === back)
        XCTAssertTrue(root.hitTest(Point(x: 95, y: 5)) === root)
        XCTAssertNil(root.hitTest(Point(x: 150, y: 5)))
    }

    @MainActor func testHiddenTransparentAndNonInteractiveViewsAreSkipped() async {
        prepare()
        front.isHidden = true
        XCTAssertTrue(root.hitTest(Point(x: 40, y: 40)) === back)
        front.isHidden = false
        front.alpha = 0.005
        XCTAssertTrue(root.hitTest(Point(x: 40, y: 40)) === back)
        front.alpha = 0.5
        XCTAssertTrue(root.hitTest(Point(x: 40, y: 40)) === front)
        front.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(Point(x: 40, y: 40)) === back)
    }

    @MainActor func testSubviewsOutsideTheirSuperviewAreNotHit() async {
        prepare()
        let overflow = View(frame: Rect(x: 40, y: 40, width: 40, height: 40))
        back.addSubview(overflow)  // extends past back's bounds (50x50)
        front.removeFromSuperview()
        XCTAssertTrue(root.hitTest(Point(x: 55, y: 55)) === overflow, "inside back and overflow")
        XCTAssertTrue(root.hitTest(Point(x: 75, y: 75)) === root, "outside back: overflow is not reached")
    }

    @MainActor func testTransformsAreHonoured() async {
        prepare()
        front.transform = Transform(scaleX: 0.5, y: 0.5)  // now covers 42.5...67.5
        XCTAssertTrue(root.hitTest(Point(x: 35, y: 35)) === back)
        XCTAssertTrue(root.hitTest(Point(x: 50, y: 50)) === front)
    }

    @MainActor func testPointInsideCanBeOverridden() async {
        prepare()
        final class Round: View {
            override func point(inside point: Point) -> Bool {
                let dx = point.x - bounds.midX, dy = point.y - bounds.midY
                return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
            }
        }
        let round = Round(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(round)
        XCTAssertTrue(root.hitTest(Point(x: 10, y: 10)) === round)
        XCTAssertTrue(root.hitTest(Point(x: 1, y: 1)) === root)
    }
}
