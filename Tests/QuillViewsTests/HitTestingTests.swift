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

    /// Untransformed views convert a point by subtracting (`pointFromSuperview`'s fast path):
    /// the result is bit for bit what the inverse of `transformToSuperview` gives, for
    /// fractional frames and scrolled bounds alike.
    @MainActor func testUntransformedConversionEqualsTheInverse() async {
        var generator = SystemRandomNumberGenerator()
        func value(_ range: ClosedRange<Double>) -> Double {
            // Quarter points and values that are not exact in binary.
            Bool.random(using: &generator) ? (Double(Int.random(in: Int(range.lowerBound * 4)...Int(range.upperBound * 4), using: &generator)) / 4)
                : Double.random(in: range, using: &generator)
        }
        for _ in 0..<2000 {
            let view = View(frame: Rect(x: value(-500...5000), y: value(-500...1_000_000), width: value(0...800), height: value(0...800)))
            view.bounds.origin = Point(x: value(-300...300), y: value(-1000...1_000_000))
            let point = Point(x: value(-1000...6000), y: value(-1000...1_100_000))
            let expected = point.applying(view.transformToSuperview.inverted()!)
            let local = view.pointFromSuperview(point)!
            XCTAssertEqual(local.x.bitPattern, expected.x.bitPattern, "\(view.frame) \(view.bounds) \(point)")
            XCTAssertEqual(local.y.bitPattern, expected.y.bitPattern, "\(view.frame) \(view.bounds) \(point)")
        }
        let scaled = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        scaled.transform = Transform(scaleX: 2, y: 2)
        XCTAssertEqual(scaled.pointFromSuperview(Point(x: 30, y: 30)), Point(x: 20, y: 20), "the centre stays")
        scaled.transform = Transform(scaleX: 0, y: 1)
        XCTAssertNil(scaled.pointFromSuperview(Point(x: 30, y: 30)), "a singular transform reaches nothing")
    }

    /// A point reaches the subviews of a scrolled view where they are drawn.
    @MainActor func testScrolledContentIsHitWhereItIsDrawn() async {
        let scroller = View(frame: Rect(x: 5, y: 5, width: 90, height: 90))
        let rows = (0..<20).map { View(frame: Rect(x: 0, y: Double($0) * 44.5, width: 90, height: 44.5)) }
        rows.forEach(scroller.addSubview)
        scroller.bounds.origin = Point(x: 0, y: 400.25)
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(scroller)
        // Window y 50 is the scroller's 45, content y 445.25: row 10 (445...489.5).
        XCTAssertTrue(root.hitTest(Point(x: 50, y: 50)) === rows[10])
        XCTAssertTrue(root.hitTest(Point(x: 50, y: 49.5)) === rows[9], "content y 444.75: the row above")
    }
}
