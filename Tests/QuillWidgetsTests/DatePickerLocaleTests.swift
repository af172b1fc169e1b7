import Foundation
import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillViews
import QuillFoundation

/// Date pickers follow their application context's locale and time zone (issue 30): the fixed
/// ones of tests and headless renders by default, the user's in an app, the picker's own when
/// it sets them.
final class DatePickerLocaleTests: XCTestCase {
    @MainActor func testThePickerFollowsItsContextUnlessItChoosesItsOwn() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        XCTAssertEqual(harness.context.locale.identifier, "en_US_POSIX", "tests keep to a fixed locale by default")
        XCTAssertEqual(harness.context.timeZone.secondsFromGMT(), 0, "and UTC")
        harness.context.locale = Locale(identifier: "de_DE")
        harness.context.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let picker = DatePicker(frame: Rect(x: 0, y: 0, width: 320, height: 216))
        XCTAssertEqual(picker.columns.first?.titles.first, "January", "outside a window: the application's context")
        harness.window.addSubview(picker)
        harness.settle()
        XCTAssertEqual(picker.locale.identifier, "de_DE")
        XCTAssertEqual(picker.columns.first?.titles.first, "Januar", "in the window: its context's month names")
        // 2026-11-28 23:30 UTC is already the 29th in Berlin.
        picker.setDate(Date(timeIntervalSince1970: 1_795_908_600), animated: false)
        XCTAssertEqual(picker.timeZone.identifier, "Europe/Berlin")
        XCTAssertEqual(picker.wheels.selectedRow(inComponent: 1) + 1, 29, "the day wheel shows Berlin's date")
        picker.timeZone = TimeZone(identifier: "UTC")
        XCTAssertEqual(picker.wheels.selectedRow(inComponent: 1) + 1, 28, "and UTC's when the picker sets its own")

        picker.locale = Locale(identifier: "fr_FR")
        XCTAssertEqual(picker.columns.first?.titles.first, "janvier", "a locale set on the picker wins")
        picker.locale = nil
        XCTAssertEqual(picker.columns.first?.titles.first, "Januar", "nil follows the context again")
    }
}
