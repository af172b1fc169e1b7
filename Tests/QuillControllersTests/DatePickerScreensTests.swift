import XCTest
import QuillTesting
@testable import QuillControllers

final class DatePickerScreensTests: XCTestCase {
    @MainActor final class Owner: ViewController, ReusableDatePickerDelegate {
        var picked: [Date] = []
        var cancels = 0
        func datePicker(_ controller: ReusableDatePickerViewController, didPick date: Date) { picked.append(date) }
        func datePickerDidCancel(_ controller: ReusableDatePickerViewController) { cancels += 1 }
    }

    @MainActor func testDoneAndCancelReachTheDelegateAndTheScreenIsFreed() async {
        let harness = HeadlessHarness(size: Size(width: 600, height: 420))
        let owner = Owner()
        harness.window.rootViewController = owner
        weak var weakPicker: ReusableDatePickerViewController?
        do {
            let picker = ReusableDatePickerViewController(date: DatePickerTests.november22)
            picker.delegate = owner
            weakPicker = picker
            owner.present(picker, animated: true)
            harness.settle()
            assertImageSnapshot(of: harness.render(), named: "sheet")
            // Move the day wheel with the mouse wheel, then press Done.
            let pickerView = picker.datePicker!
            harness.scroll(at: pickerView.convert(Point(x: 180, y: 108), to: nil), deltaY: 40)
            harness.click(picker.doneButton!)
            harness.settle()
        }
        XCTAssertEqual(owner.picked, [DatePickerTests.november22.addingTimeInterval(86_400)])
        harness.render()
        XCTAssertNil(weakPicker, "dismissed and deallocated")

        let again = ReusableDatePickerViewController(date: DatePickerTests.november22)
        again.delegate = owner
        owner.present(again, animated: false)
        harness.click(again.cancelButton!)
        harness.settle()
        XCTAssertEqual(owner.cancels, 1)
        XCTAssertEqual(owner.picked.count, 1)
        XCTAssertNil(owner.presentedViewController)
    }

    @MainActor func testTheDelegateIsHeldWeakly() async {
        let picker = ReusableDatePickerViewController()
        do {
            let owner = Owner()
            picker.delegate = owner
        }
        XCTAssertNil(picker.delegate)
    }

    @MainActor func testIgnorablePickersBothWaysInsideAnotherTemplate() async throws {
        ControllerClasses.registerIfNeeded(in: .shared)
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
            picker.datePicker?.date = DatePickerTests.november22
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
}
