import XCTest
import QuillTesting
@testable import QuillViews
import QuillFoundation

/// The visual format language: what each part means, and mistakes shown at their column.
final class VisualFormatTests: XCTestCase {
    @MainActor func views(_ names: String..., in harness: HeadlessHarness) -> [String: any LayoutItem] {
        var result: [String: any LayoutItem] = [:]
        for name in names {
            let view = View(frame: .zero)
            view.accessibilityIdentifier = name
            view.translatesAutoresizingMaskIntoConstraints = false
            harness.window.addSubview(view)
            result[name] = view
        }
        return result
    }

    @MainActor func frame(_ views: [String: any LayoutItem], _ name: String) -> Rect { (views[name] as? View)?.frame ?? .zero }

    @MainActor func testARowWithStandardSpacesSizesAndAlignment() async throws {
        let harness = HeadlessHarness(size: Size(width: 400, height: 200))
        let v = views("a", "b", "c", in: harness)
        var constraints = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[a(60)]-[b(>=40)]-(spacing)-[c(==a)]-|", options: .alignAllTop, metrics: ["spacing": 12], views: v)
        constraints += try LayoutConstraint.constraints(withVisualFormat: "V:|-30-[a(20)]", views: v)
        constraints += try LayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", views: v)
        constraints += try LayoutConstraint.constraints(withVisualFormat: "V:[c(==a)]", views: v)
        LayoutConstraint.activate(constraints)
        harness.render()
        XCTAssertEqual(frame(v, "a"), Rect(x: 20, y: 30, width: 60, height: 20), "20 from the superview, 30 from the top")
        XCTAssertEqual(frame(v, "b").minX, 88, "the standard 8 between views")
        XCTAssertEqual(frame(v, "c").width, 60, "as wide as a")
        XCTAssertEqual(frame(v, "c").maxX, 380, "20 from the trailing edge")
        XCTAssertEqual(frame(v, "c").minX - frame(v, "b").maxX, 12, "the metric")
        XCTAssertEqual(frame(v, "b").width, 380 - 60 - 12 - 88, "b takes the rest")
        XCTAssertEqual(frame(v, "b").minY, 30, "aligned by their tops")
    }

    @MainActor func testFlushViewsPrioritiesAndRightToLeft() async throws {
        let harness = HeadlessHarness(size: Size(width: 300, height: 100))
        let v = views("a", "b", in: harness)
        let wish = try LayoutConstraint.constraints(withVisualFormat: "[a(500@250)]", views: v)
        XCTAssertEqual(wish.first?.priority, 250)
        var constraints = wish
        constraints += try LayoutConstraint.constraints(withVisualFormat: "H:|[a][b(50)]|", options: .directionRightToLeft, views: v)
        constraints += try LayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", views: v)
        constraints += try LayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", views: v)
        LayoutConstraint.activate(constraints)
        harness.render()
        XCTAssertEqual(frame(v, "a"), Rect(x: 50, y: 0, width: 250, height: 10), "first from the right, flush, the wish gives way")
        XCTAssertEqual(frame(v, "b"), Rect(x: 0, y: 0, width: 50, height: 10))
        let spaced = try LayoutConstraint.constraints(withVisualFormat: "H:[a]-(>=8,<=20@750)-[b]", views: v)
        XCTAssertEqual(spaced.map(\.relation), [.greaterThanOrEqual, .lessThanOrEqual])
        XCTAssertEqual(spaced.map(\.priority), [1000, 750])
        let negative = try LayoutConstraint.constraints(withVisualFormat: "H:[a]-(-5)-[b]", views: v)
        XCTAssertEqual(negative.first?.constant, -5)
    }

    @MainActor func testMistakesPointAtTheirColumn() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 100))
        let v = views("title", "button", in: harness)
        func expect(_ format: String, column: Int, _ message: String, options: LayoutFormatOptions = [], line: UInt = #line) {
            do {
                _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: ["gap": 4], views: v)
                XCTFail("'\(format)' was accepted", line: line)
            } catch {
                XCTAssertEqual(error.column, column, "\(error)", line: line)
                XCTAssertTrue(error.message.contains(message), "\(error)", line: line)
                XCTAssertTrue(error.description.contains(format + "\n    " + String(repeating: " ", count: column - 1) + "^"), error.description, line: line)
            }
        }
        expect("H:|-[title]-(8-[button]|", column: 15, "expected ')' to close the predicate list")
        expect("H:|-[titel]-|", column: 6, "no view named 'titel'")
        expect("H:|-[title]-(margin)-[button]", column: 14, "unknown metric 'margin' (metrics: gap)")
        expect("X:[title]", column: 1, "the orientation must be H: or V:")
        expect("H:[title]-[button]|-", column: 20, "nothing may follow")
        expect("H:[title]+[button]", column: 10, "expected '-', '[' or '|', found '+'")
        XCTAssertNoThrow(try LayoutConstraint.constraints(withVisualFormat: "H:[title]|", views: v), "flush against the superview")
        expect("H:[title(==)]", column: 12, "expected a number, a metric or a view name")
        expect("H:[title(>=10@2000)]", column: 15, "a priority is a number from 1 to 1000")
        expect("H:[title]-[button]", column: 1, "runs along this horizontal format", options: .alignAllLeading)
        expect("", column: 1, "names no view")
        let lonely = View(frame: .zero)
        XCTAssertThrowsError(try LayoutConstraint.constraints(withVisualFormat: "|[x]|", views: ["x": lonely])) { error in
            XCTAssertTrue("\(error)".contains("'x' has none"), "\(error)")
        }
    }

    @MainActor func testRandomFormatsNeverCrash() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 100))
        let v = views("a", "b", in: harness)
        let alphabet = Array("HV:|-[]()<>=@,.0123456789ab \u{1F600}")
        var generator = SystemRandomNumberGenerator()
        var accepted = 0
        for _ in 0..<3000 {
            let length = Int.random(in: 0...24, using: &generator)
            let format = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            do {
                let constraints = try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["a": 1], views: v)
                accepted += 1
                XCTAssertTrue(constraints.allSatisfy { $0.multiplier.isFinite && $0.constant.isFinite })
            } catch {
                XCTAssertGreaterThanOrEqual(error.column, 1)
                XCTAssertLessThanOrEqual(error.column, format.count + 1, "\(error)")
            }
        }
        XCTAssertLessThan(accepted, 3000)
    }
}
