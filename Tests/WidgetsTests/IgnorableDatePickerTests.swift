import XCTest
import Quill
import QuillTesting
import IgnorableDatePickerWidget

/// The IgnorableDatePicker widget: a date picker with a "never" switch, built both ways.
final class IgnorableDatePickerTests: XCTestCase {
    static let november22 = ISO8601DateFormatter().date(from: "2026-11-22T10:30:00Z")!

    @MainActor func testIgnorablePickersBothWaysInsideAnotherTemplate() async throws {
        if !TemplateRegistry.shared.isRegistered("IgnorableDatePickerView") { try IgnorableDatePickerBundle.registerClasses() }
        let template = try Template(data: Data("""
            quill: 1
            objects:
              - class: View
                frame: [0, 0, 660, 280]
                backgroundColor: systemGray6
                subviews:
                  - {class: ClassicIgnorableDatePickerView, tag: 1, frame: [10, 10, 320, 260]}
                  - {class: IgnorableDatePickerView, tag: 2, frame: [340, 10, 320, 260]}
            """.utf8), path: "Form.quill")
        let form = try XCTUnwrap(try template.instantiate().first as? View)
        let classic = try XCTUnwrap(form.viewWithTag(1) as? ClassicIgnorableDatePickerView)
        let better = try XCTUnwrap(form.viewWithTag(2) as? IgnorableDatePickerView)
        XCTAssertTrue(classic.datePicker?.superview === classic.contentView, "classic: a content wrapper")
        XCTAssertTrue(better.datePicker?.superview === better, "better: no wrapper")
        XCTAssertEqual(better.frame, Rect(x: 340, y: 10, width: 320, height: 260))
        for picker in [classic as any IgnorableDatePicking, better] {
            picker.datePicker?.date = Self.november22
            XCTAssertEqual(picker.dateString, "22 Nov 2026")
        }
        let harness = HeadlessHarness(size: Size(width: 680, height: 290))
        harness.window.addSubview(form)
        harness.render()
        harness.click(better.enabledSwitch!)
        harness.settle()
        XCTAssertEqual(better.dateString, "never")
        XCTAssertNil(better.selectedDate)
        XCTAssertEqual(better.datePicker?.isEnabled, false, "off: the picker is disabled")
        XCTAssertEqual(better.datePicker?.alpha, 0.5, "and dimmed")
        XCTAssertEqual(classic.dateString, "22 Nov 2026")
        assertImageSnapshot(of: harness.render(), named: "ignorable-both-ways")
    }

    @MainActor func testTheBundleListsItsTemplatesAndTheViewMadeInCodeMatchesTheTemplate() async throws {
        let bundle = try IgnorableDatePickerBundle.bundle
        XCTAssertEqual(bundle.manifest.principalClass, "IgnorableDatePickerView")
        XCTAssertEqual(Set(bundle.templateNames), ["IgnorableDatePickerView", "IgnorableDatePickerContent", "Preview"])
        let made = IgnorableDatePickerView(date: Self.november22)
        XCTAssertEqual(made.bounds.size, Size(width: 320, height: 260), "the composite template sized the view")
        XCTAssertEqual(made.captionLabel?.text, "Has a date")
        XCTAssertEqual(made.dateString, "22 Nov 2026")
        let preview = try bundle.template(named: "Preview").firstObject(of: View.self)
        XCTAssertTrue(preview.viewWithTag(1) is ClassicIgnorableDatePickerView)
        XCTAssertTrue(preview.viewWithTag(2) is IgnorableDatePickerView)
    }

    /// A composite view instantiated from its own composite template (as the gallery's bundle
    /// page shows a bundle's first template) has its contents once: applying the composite
    /// template on top of itself gave a hidden second picker that took keyboard focus and was
    /// read twice by screen readers.
    @MainActor func testTheCompositeTemplateItselfMakesOneSetOfContents() async throws {
        let bundle = try IgnorableDatePickerBundle.bundle
        if !TemplateRegistry.shared.isRegistered("IgnorableDatePickerView") { try IgnorableDatePickerBundle.registerClasses() }
        let view = try XCTUnwrap(try bundle.template(named: "IgnorableDatePickerView").firstObject(of: View.self) as? IgnorableDatePickerView)
        XCTAssertEqual(view.subviews.map(\.className), ["Label", "Switch", "DatePicker"])
        XCTAssertTrue(view.datePicker?.superview === view)
        XCTAssertEqual(view.accessibilityElementsInOrder().compactMap { $0.label }, ["Has a date", "Has a date", "Month", "Day", "Year"],
                       "the caption, the switch it names, one picker's wheels")
    }
}
