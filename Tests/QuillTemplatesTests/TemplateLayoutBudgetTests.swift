import Foundation
import QuillAuthoring
import QuillTemplateFormats
import QuillTemplates
import QuillViews
import XCTest

/// `quill lint` lays out every top-level view as `render` would (stack views included, which it
/// once skipped and called "ok" while render took minutes), reports a layout past its time
/// budget, and reports what the layout logged at the view's line (issue 25, class 1 and 10).
final class TemplateLayoutBudgetTests: XCTestCase {
    private static let stack = """
        quill: 1
        objects:
          - class: StackView
            id: column
            axis: vertical
            frame: [0, 0, 200, 400]
            subviews:
              - {class: Label, id: a, text: One}
              - {class: Label, id: b, text: Two}
        """

    @MainActor func testALayoutPastTheBudgetIsAWarningAtTheViewsLine() async throws {
        let template = try TemplateFixture.template(Self.stack, name: "Budget.quill")
        let instance = try template.makeInstance()
        let slow = TemplateLayoutCheck.diagnostics(document: template.document, instance: instance, layoutBudget: .nanoseconds(1))
        XCTAssertEqual(slow.count, 1, "\(slow)")
        let warning = try XCTUnwrap(slow.first)
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual(warning.location.line, 3, "at the top-level view's line")
        XCTAssertTrue(warning.message.contains("laying out 'column' at its design size took") && warning.message.contains("more than lint's budget"), warning.message)
        let again = try template.makeInstance()
        XCTAssertEqual(TemplateLayoutCheck.diagnostics(document: template.document, instance: again, layoutBudget: .seconds(1_000)).count, 0)
    }

    @MainActor func testAStackViewWithoutConstraintsIsLaidOutByTheCheck() async throws {
        let template = try TemplateFixture.template(Self.stack, name: "Stack.quill")
        let instance = try template.makeInstance()
        _ = TemplateLayoutCheck.diagnostics(document: template.document, instance: instance, layoutBudget: .seconds(1_000))
        let b = try XCTUnwrap(instance.object(withID: "b") as? View)
        XCTAssertGreaterThan(b.frame.minY, 0, "the stack placed its second label below the first")
    }

    @MainActor func testAFrameSolvedPastTheLimitsIsAnErrorOnOneLine() async throws {
        let text = """
            quill: 1
            objects:
              - class: View
                id: root
                frame: [0, 0, 100, 100]
                subviews:
                  - {class: View, id: a, translatesAutoresizingMaskIntoConstraints: false}
                  - {class: View, id: b, translatesAutoresizingMaskIntoConstraints: false}
                  - {class: View, id: c, translatesAutoresizingMaskIntoConstraints: false}
                constraints:
                  - a.width == 900000
                  - b.width == a.width * 900
                  - c.width == b.width * 900
                  - a.leading == self.leading
                  - b.leading == self.leading
                  - c.leading == self.leading
                  - a.top == self.top
                  - b.top == self.top
                  - c.top == self.top
                  - a.height == 1
                  - b.height == 1
                  - c.height == 1
            """
        let template = try TemplateFixture.template(text, name: "Runaway.quill")
        let instance = try template.makeInstance()
        let found = TemplateLayoutCheck.diagnostics(document: template.document, instance: instance, layoutBudget: .seconds(1_000))
        let runaway = found.filter { $0.message.contains("past ±10000000 points") }
        XCTAssertFalse(runaway.isEmpty, "\(found)")
        XCTAssertTrue(runaway.allSatisfy { $0.severity == .error && !$0.description.contains("\n") && !$0.description.contains("\\u{A}") }, "\(runaway)")
        XCTAssertTrue(runaway.allSatisfy { $0.message.contains("while laying out 'root'") }, "\(runaway)")
    }
}
