import XCTest
@testable import QuillFoundation

final class GeometryTests: XCTestCase {
    func testRectEdgesAndStandardization() {
        let r = Rect(x: 10, y: 20, width: -4, height: 6)
        XCTAssertEqual(r.minX, 6)
        XCTAssertEqual(r.maxX, 10)
        XCTAssertEqual(r.standardized, Rect(x: 6, y: 20, width: 4, height: 6))
    }

    func testContainsUsesExclusiveMaxEdges() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(r.contains(Point(x: 0, y: 0)))
        XCTAssertTrue(r.contains(Point(x: 9.99, y: 9.99)))
        XCTAssertFalse(r.contains(Point(x: 10, y: 5)))
        XCTAssertFalse(Rect.null.contains(Point.zero))
    }

    func testIntersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        XCTAssertEqual(a.intersection(b), Rect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertEqual(a.union(b), Rect(x: 0, y: 0, width: 15, height: 15))
        XCTAssertTrue(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isNull)
        XCTAssertEqual(Rect.null.union(b), b)
        XCTAssertFalse(a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
    }

    func testInsets() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), Rect(x: 2, y: 1, width: 94, height: 46))
        XCTAssertEqual(r.insetBy(dx: 10, dy: 5), Rect(x: 10, y: 5, width: 80, height: 40))
        XCTAssertTrue(r.insetBy(dx: 60, dy: 0).isNull)
    }

    func testIntegralCoversFractionalRect() {
        XCTAssertEqual(Rect(x: 0.5, y: 1.2, width: 2, height: 2).integral, Rect(x: 0, y: 1, width: 3, height: 3))
    }

    func testTransformConcatenationOrder() {
        // Scale first, then translate.
        let t = Transform(scaleX: 2, y: 3).concatenating(Transform(translationX: 10, y: 20))
        XCTAssertEqual(Point(x: 1, y: 1).applying(t), Point(x: 12, y: 23))
        // translatedBy prepends: translate first, then scale.
        let u = Transform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        XCTAssertEqual(Point(x: 0, y: 0).applying(u), Point(x: 10, y: 0))
    }

    func testTransformInverse() throws {
        let t = Transform(rotationAngle: 0.7).concatenating(Transform(scaleX: 2, y: 0.5)).concatenating(Transform(translationX: 3, y: -4))
        let inverse = try XCTUnwrap(t.inverted())
        let p = Point(x: 12.5, y: -7.25)
        let back = p.applying(t).applying(inverse)
        XCTAssertEqual(back.x, p.x, accuracy: 1e-9)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-9)
        XCTAssertNil(Transform(scaleX: 0, y: 1).inverted())
    }

    func testRotationIsClockwiseOnScreen() {
        let p = Point(x: 1, y: 0).applying(Transform(rotationAngle: .pi / 2))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testRectApplyingRotationGivesBoundingBox() {
        let r = Rect(x: -1, y: -1, width: 2, height: 2).applying(Transform(rotationAngle: .pi / 4))
        XCTAssertEqual(r.width, 2 * 2.0.squareRoot(), accuracy: 1e-9)
    }

    func testDescriptionsAreShortAndStable() {
        XCTAssertEqual(Rect(x: 1, y: 2.5, width: 3, height: 4).description, "(1 2.5; 3 4)")
        XCTAssertEqual(Size(width: 51, height: 31).description, "51x31")
    }
}
