import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillFoundation
import QuillViews
import QuillWidgets

/// A composite widget (a caption and a switch meaning "never") built both ways and dropped
/// into another template like a built-in view.
final class CompositeViewTests: XCTestCase {
    /// The classic way: the view is File's Owner of its own template and adds the template's
    /// view as a content wrapper in `awakeFromNib`.
    final class ClassicNeverRow: View {
        @Outlet var caption: Label?
        @Outlet var neverSwitch: Switch?
        private(set) var content: View?

        override func awakeFromNib() {
            super.awakeFromNib()
            content = try? loadContentFromTemplate(named: "NeverRowContent", in: TemplateBundle(path: TemplateFixture.folder), registry: CompositeViewTests.registry)
        }
    }

    /// The better way: the template describes the view itself; no wrapper.
    final class NeverRow: View, CompositeTemplateView {
        @Outlet var caption: Label?
        @Outlet var neverSwitch: Switch?
        static var compositeTemplate: Template {
            get throws { try Template.named("NeverRow", in: TemplateBundle(path: TemplateFixture.folder)) }
        }
    }

    @MainActor static let registry: TemplateRegistry = {
        let registry = TemplateRegistry()
        try? registry.register(ClassicNeverRow.self) { ClassicNeverRow() }
        try? registry.register(NeverRow.self) { NeverRow() }
        return registry
    }()

    @MainActor private func writeTemplates() {
        TemplateFixture.write("""
            quill: 1
            owner: {outlets: {caption: caption, neverSwitch: toggle}}
            objects:
              - class: View
                frame: [0, 0, 300, 44]
                subviews:
                  - {class: Label, id: caption, text: Never expires, frame: [12, 12, 200, 20]}
                  - {class: Switch, id: toggle, frame: [237, 6, 51, 31], on: true}
            """, as: "NeverRowContent.quill")
        TemplateFixture.write("""
            quill: 1
            objects:
              - class: NeverRow
                frame: [0, 0, 300, 44]
                backgroundColor: white
                outlets: {caption: caption, neverSwitch: toggle}
                subviews:
                  - {class: Label, id: caption, text: Never expires, frame: [12, 12, 200, 20]}
                  - {class: Switch, id: toggle, frame: [237, 6, 51, 31], on: true}
            """, as: "NeverRow.quill")
        TemplateFixture.write("""
            quill: 1
            objects:
              - class: View
                frame: [0, 0, 320, 120]
                backgroundColor: systemGray6
                subviews:
                  - {class: ClassicNeverRow, tag: 1, frame: [10, 10, 300, 44], backgroundColor: white}
                  - {class: NeverRow, tag: 2, frame: [10, 64, 300, 44]}
            """, as: "Form.quill")
    }

    @MainActor func testBothWaysDropIntoAnotherTemplate() async throws {
        writeTemplates()
        let form = try XCTUnwrap(try Template.named("Form", in: TemplateBundle(path: TemplateFixture.folder))
            .instantiate(registry: CompositeViewTests.registry)[0] as? View)
        let classic = try XCTUnwrap(form.viewWithTag(1) as? ClassicNeverRow)
        let modern = try XCTUnwrap(form.viewWithTag(2) as? NeverRow)

        // Classic: outlets reach into a wrapper view.
        XCTAssertEqual(classic.subviews.count, 1)
        XCTAssertTrue(classic.caption?.superview === classic.content)
        XCTAssertEqual(classic.neverSwitch?.isOn, true)

        // Better: the template applied to the instance itself; the outer frame wins.
        XCTAssertTrue(modern.caption?.superview === modern, "no wrapper: outlets point at real subviews")
        XCTAssertEqual(modern.subviews.count, 2)
        XCTAssertEqual(modern.frame, Rect(x: 10, y: 64, width: 300, height: 44))
        XCTAssertEqual(modern.neverSwitch?.isOn, true)
        assertImageSnapshot(of: form, named: "form")
    }

    @MainActor func testSelfTemplateAppliesToAViewMadeInCode() async throws {
        writeTemplates()
        let row = NeverRow()
        try row.applyCompositeTemplate(registry: CompositeViewTests.registry)
        XCTAssertEqual(row.caption?.text, "Never expires")
        XCTAssertEqual(row.frame.size, Size(width: 300, height: 44))
    }

    @MainActor func testApplyingATemplateForAnotherClassIsAnError() async throws {
        TemplateFixture.write("quill: 1\nobjects:\n  - {class: Switch}\n", as: "NotARow.quill")
        let template = try Template.named("NotARow", in: TemplateBundle(path: TemplateFixture.folder))
        XCTAssertThrowsError(try template.apply(to: View(), registry: TemplateRegistry())) { error in
            XCTAssertTrue("\(error)".contains("NotARow.quill:3:5: error: the template describes a Switch, which a View is not"), "\(error)")
        }
    }
}
