import XCTest
import QuillTesting
import QuillViews
@testable import QuillWidgets
import QuillFoundation

/// The stepper and the page control (issue 27): clicks, held presses, keys, wrapping and the
/// ends of their ranges, their accessibility, and how they look.
final class StepperAndPageControlTests: XCTestCase {
    @MainActor func testTheStepperStepsRepeatsAndStopsAtItsEnds() async {
        let harness = HeadlessHarness(size: Size(width: 240, height: 80))
        let stepper = Stepper(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        XCTAssertEqual(stepper.frame.size, Stepper.defaultSize)
        stepper.maximumValue = 5
        var changes: [Double] = []
        stepper.addAction(for: .valueChanged) { changes.append(($0 as! Stepper).value) }
        harness.window.addSubview(stepper)
        let plus = Point(x: 10 + 70, y: 26), minus = Point(x: 10 + 24, y: 26)
        harness.click(at: plus)
        harness.click(at: plus)
        harness.click(at: minus)
        XCTAssertEqual(changes, [1, 2, 1])
        harness.press(at: plus)
        harness.advance(by: 1)
        harness.release()
        XCTAssertEqual(stepper.value, 5, "held, it repeats up to the maximum")
        XCTAssertEqual(changes.last, 5)
        stepper.wraps = true
        harness.click(at: plus)
        XCTAssertEqual(stepper.value, 0, "wrapping goes round")
        harness.key(.down)
        XCTAssertEqual(stepper.value, 5, "with focus, Down steps down (and wraps)")
        stepper.accessibilityDecrement()
        XCTAssertEqual(stepper.accessibilityValue, "4")
        XCTAssertTrue(stepper.accessibilityTraits.contains(.adjustable))
        assertImageSnapshot(of: harness.render(), named: "stepper-focused")
    }

    @MainActor func testThePageControlTurnsPagesAndDrawsItsDots() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 60))
        let pages = PageControl(frame: Rect(x: 0, y: 10, width: 200, height: 26))
        pages.numberOfPages = 4
        XCTAssertEqual(pages.intrinsicContentSize?.width, 80)
        var changes: [Int] = []
        pages.addAction(for: .valueChanged) { changes.append(($0 as! PageControl).currentPage) }
        harness.window.addSubview(pages)
        harness.click(at: Point(x: 150, y: 23))
        harness.click(at: Point(x: 150, y: 23))
        harness.click(at: Point(x: 20, y: 23))
        XCTAssertEqual(changes, [1, 2, 1])
        harness.key(.right)
        harness.key(.right)
        harness.key(.right)
        XCTAssertEqual(pages.currentPage, 3, "stops at the last page")
        XCTAssertEqual(pages.accessibilityValue, "page 4 of 4")
        pages.numberOfPages = 2
        XCTAssertEqual(pages.currentPage, 1, "the current page stays within the pages")
        assertImageSnapshot(of: harness.render(), named: "two-pages")
    }
}
