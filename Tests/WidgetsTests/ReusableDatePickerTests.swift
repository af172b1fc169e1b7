import XCTest
import Quill
import QuillTesting
import ReusableDatePickerWidget

/// The ReusableDatePicker widget: a modal screen with Done and Cancel reporting to a weak delegate.
final class ReusableDatePickerTests: XCTestCase {
    static let november22 = ISO8601DateFormatter().date(from: "2026-11-22T10:30:00Z")!

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
            let picker = ReusableDatePickerViewController(date: Self.november22)
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
        XCTAssertEqual(owner.picked, [Self.november22.addingTimeInterval(86_400)])
        harness.render()
        XCTAssertNil(weakPicker, "dismissed and deallocated")

        let again = ReusableDatePickerViewController(date: Self.november22)
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

    @MainActor func testTheBundleDescribesTheScreenAndRegistersTheController() async throws {
        let bundle = try ReusableDatePickerBundle.bundle
        XCTAssertEqual(bundle.manifest.principalClass, "ReusableDatePickerViewController")
        XCTAssertEqual(bundle.templateNames, ["ReusableDatePickerViewController"])
        let registry = TemplateRegistry()
        try ReusableDatePickerBundle.registerClasses(in: registry)
        XCTAssertTrue(registry.isRegistered("ReusableDatePickerViewController"))
        XCTAssertNoThrow(try ReusableDatePickerBundle.registerClasses(in: registry), "registering the same class again changes nothing")
        XCTAssertThrowsError(try registry.register(View.self, name: "ReusableDatePickerViewController") { View() }, "another class under its name is an error")
    }
}
