import XCTest
@testable import QuillViews
import QuillFoundation

final class AutoresizingTests: XCTestCase {
    // Along one axis: margin 20, size 60, trailing margin 20 in a container of 100 that grows to 200.
    @MainActor private func axis(_ leading: Bool, _ length: Bool, _ trailing: Bool) -> (Double, Double) {
        let r = AutoresizingCalculator.resize(
            origin: 20, length: 60, oldContainer: 100, newContainer: 200,
            flexibleLeading: leading, flexibleLength: length, flexibleTrailing: trailing)
        return (r.origin, r.length)
    }

    @MainActor func testEveryCombinationAlongOneAxis() async {
        // Expected (origin, length): the +100 is shared among flexible parts in proportion
        // to their lengths (20, 60, 20).
        let cases: [((Bool, Bool, Bool), (Double, Double))] = [
            ((false, false, false), (20, 60)),       // fixed: stays
            ((true, false, false), (120, 60)),       // leading only: moves by all
            ((false, true, false), (20, 160)),       // size only: grows by all
            ((false, false, true), (20, 60)),        // trailing only: margin absorbs it
            ((true, true, false), (45, 135)),        // 20:60 split of 100
            ((true, false, true), (70, 60)),         // 20:20 split: centred
            ((false, true, true), (20, 135)),        // 60:20 split
            ((true, true, true), (40, 120)),         // 20:60:20 split: scales
        ]
        for ((l, s, t), expected) in cases {
            let result = axis(l, s, t)
            XCTAssertEqual(result.0, expected.0, accuracy: 1e-9, "origin for leading=\(l) size=\(s) trailing=\(t)")
            XCTAssertEqual(result.1, expected.1, accuracy: 1e-9, "size for leading=\(l) size=\(s) trailing=\(t)")
        }
    }

    @MainActor func testZeroLengthFlexiblePartsShareEqually() async {
        // A view flush against both edges with flexible margins only: both margins are 0.
        let r = AutoresizingCalculator.resize(
            origin: 0, length: 100, oldContainer: 100, newContainer: 140,
            flexibleLeading: true, flexibleLength: false, flexibleTrailing: true)
        XCTAssertEqual(r.origin, 20)
        XCTAssertEqual(r.length, 100)
    }

    @MainActor func testShrinkingNeverGivesNegativeSize() async {
        let r = AutoresizingCalculator.resize(
            origin: 10, length: 30, oldContainer: 100, newContainer: 0,
            flexibleLeading: false, flexibleLength: true, flexibleTrailing: false)
        XCTAssertEqual(r.length, 0)
    }

    @MainActor func testAllSixtyFourMasksApplyEachAxisIndependently() async {
        let frame = Rect(x: 20, y: 10, width: 60, height: 30)
        let old = Size(width: 100, height: 50), new = Size(width: 200, height: 80)
        for raw in 0..<64 {
            let mask = AutoresizingMask(rawValue: raw)
            let result = AutoresizingCalculator.frame(frame, mask: mask, oldSize: old, newSize: new)
            let h = AutoresizingCalculator.resize(
                origin: 20, length: 60, oldContainer: 100, newContainer: 200,
                flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                flexibleTrailing: mask.contains(.flexibleRightMargin))
            let v = AutoresizingCalculator.resize(
                origin: 10, length: 30, oldContainer: 50, newContainer: 80,
                flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                flexibleTrailing: mask.contains(.flexibleBottomMargin))
            XCTAssertEqual(result, Rect(x: h.origin, y: v.origin, width: h.length, height: v.length), "mask \(raw)")
        }
    }

    @MainActor func testSuperviewResizeAutoresizesSubviewsAndAsksForLayout() async {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = View(frame: Rect(x: 10, y: 10, width: 80, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let pinned = View(frame: Rect(x: 70, y: 70, width: 20, height: 20))
        pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        parent.addSubview(stretchy)
        parent.addSubview(pinned)
        parent.layoutIfNeeded()
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 150)
        XCTAssertEqual(stretchy.frame, Rect(x: 10, y: 10, width: 180, height: 20))
        XCTAssertEqual(pinned.frame, Rect(x: 170, y: 120, width: 20, height: 20))
        XCTAssertTrue(parent.needsLayout)
    }

    @MainActor func testAutoresizesSubviewsOffLeavesSubviewsAlone() async {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = Rect(x: 0, y: 0, width: 300, height: 300)
        XCTAssertEqual(child.frame.size, Size(width: 100, height: 100))
    }

    @MainActor func testLayoutSubviewsRunsOncePerRequest() async {
        final class Counting: View {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        let v = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        XCTAssertEqual(v.count, 1)
        v.layoutIfNeeded()
        XCTAssertEqual(v.count, 1)
        v.setNeedsLayout()
        v.setNeedsLayout()
        v.layoutIfNeeded()
        XCTAssertEqual(v.count, 2)
    }
}
