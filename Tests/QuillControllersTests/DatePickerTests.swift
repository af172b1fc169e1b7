import XCTest
import QuillTesting
@testable import QuillControllers
import QuillFoundation
import QuillWidgets

final class DatePickerTests: XCTestCase {
    static let november22 = ISO8601DateFormatter().date(from: "2026-11-22T10:30:00Z")!

    @MainActor private func parts(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    @MainActor private func make(mode: DatePickerMode = .date, style: DatePickerStyle = .wheels) -> (HeadlessHarness, DatePicker, () -> Int) {
        let harness = HeadlessHarness(size: Size(width: 320, height: 300))
        let picker = DatePicker(date: DatePickerTests.november22, mode: mode)
        picker.style = style
        picker.frame.size = picker.sizeThatFits(.zero)
        var changes = 0
        picker.addAction(for: .valueChanged) { _ in changes += 1 }
        harness.window.addSubview(picker)
        harness.render()
        return (harness, picker, { changes })
    }

    @MainActor func testAScreenReaderReadsAndAdjustsEachWheel() async throws {
        let (harness, picker, changes) = make()
        XCTAssertNil(harness.element(label: "Date"), "with wheels, the wheels are the elements")
        XCTAssertEqual(harness.window.accessibilityDescription(), """
            slider "Month" value "November"
            slider "Day" value "22"
            slider "Year" value "2026"
            """)
        let day = try XCTUnwrap(harness.element(label: "Day"))
        harness.increment(day)
        XCTAssertEqual(parts(picker.date).day, 23)
        harness.decrement(day)
        harness.decrement(day)
        XCTAssertEqual(parts(picker.date).day, 21)
        harness.increment(try XCTUnwrap(harness.element(label: "Month")))
        XCTAssertEqual(parts(picker.date).month, 12)
        XCTAssertEqual(harness.element(label: "Month")?.value, "December", "the element reads the new value")
        XCTAssertEqual(changes(), 4)
        picker.isEnabled = false
        harness.increment(try XCTUnwrap(harness.element(label: "Year")))
        XCTAssertEqual(parts(picker.date).year, 2026, "a disabled picker does not move")
        XCTAssertTrue(harness.element(label: "Year")?.traits.contains(.notEnabled) == true)
        let (timeHarness, timePicker, _) = make(mode: .time)
        timePicker.minuteInterval = 15
        timeHarness.render()
        let minute = try XCTUnwrap(timeHarness.element(label: "Minute"))
        timeHarness.increment(minute)
        XCTAssertEqual(parts(timePicker.date).minute, 45, "10:30 one row on: 10:45")
    }

    @MainActor func testTheCalendarIsOneElementThatStepsByDays() async throws {
        let (harness, picker, changes) = make(style: .inline)
        let element = try XCTUnwrap(harness.element(label: "Date"))
        XCTAssertEqual(element.description, "slider \"Date\" value \"Sunday, 22 November 2026\"")
        harness.increment(element)
        XCTAssertEqual(parts(picker.date).day, 23)
        harness.decrement(element)
        harness.decrement(element)
        XCTAssertEqual(parts(picker.date).day, 21)
        XCTAssertEqual(changes(), 3)
    }

    @MainActor func testDraggingAWheelSpinsSnapsAndSendsValueChanged() async {
        let (harness, picker, changes) = make()
        // The month column is on the left; drag it up by one row, slowly.
        harness.press(at: Point(x: 60, y: 108))
        harness.move(to: Point(x: 60, y: 108 - 38), steps: 20)
        harness.clock.advance(by: 0.3)
        harness.release()
        XCTAssertTrue(picker.isSpinning)
        harness.settle()
        XCTAssertFalse(picker.isSpinning)
        XCTAssertEqual(parts(picker.date).month, 12)
        XCTAssertEqual(parts(picker.date).day, 22)
        XCTAssertEqual(changes(), 1)
    }

    @MainActor func testMouseWheelAndKeysStepRows() async {
        let (harness, picker, changes) = make()
        harness.scroll(at: Point(x: 180, y: 108), deltaY: 40)   // day column
        XCTAssertEqual(parts(picker.date).day, 23)
        XCTAssertTrue(picker.becomeFirstResponder())
        harness.key(.right)   // the focus was moved to the day column by the wheel
        harness.key(.down)    // year + 1
        XCTAssertEqual(parts(picker.date).year, 2027)
        harness.key(.left)
        harness.key(.up)      // day - 1
        XCTAssertEqual(parts(picker.date).day, 22)
        XCTAssertEqual(changes(), 3)
    }

    @MainActor func testLimitsAndMinuteInterval() async {
        let (_, picker, _) = make(mode: .dateAndTime)
        picker.minuteInterval = 15
        picker.date = DatePickerTests.november22
        XCTAssertEqual(parts(picker.date).minute, 30)
        picker.date = DatePickerTests.november22.addingTimeInterval(9 * 60)
        XCTAssertEqual(parts(picker.date).minute, 30, "10:39 rounds down to 10:30")
        picker.minimumDate = DatePickerTests.november22.addingTimeInterval(86_400)
        XCTAssertEqual(parts(picker.date).day, 23, "clamped to the minimum")
        picker.maximumDate = DatePickerTests.november22.addingTimeInterval(2 * 86_400)
        picker.date = DatePickerTests.november22.addingTimeInterval(30 * 86_400)
        XCTAssertEqual(parts(picker.date).day, 24, "clamped to the maximum")
    }

    @MainActor func testThirtyFirstOfAShorterMonthBecomesItsLastDay() async {
        let (harness, picker, _) = make()
        picker.date = ISO8601DateFormatter().date(from: "2026-01-31T00:00:00Z")!
        harness.scroll(at: Point(x: 60, y: 108), deltaY: 40)  // month + 1 → February
        XCTAssertEqual(parts(picker.date).month, 2)
        XCTAssertEqual(parts(picker.date).day, 28)
    }

    @MainActor func testCalendarClicksAndKeys() async {
        let (harness, picker, changes) = make(style: .inline)
        // November 2026 starts on a Sunday: the 3rd is in the first row, third column.
        let cell = Size(width: (320 - 16) / 7, height: (300 - 84) / 6)
        harness.click(at: Point(x: 8 + 2.5 * cell.width, y: 76 + cell.height / 2))
        XCTAssertEqual(parts(picker.date).day, 3)
        XCTAssertEqual(parts(picker.date).hour, 10, "the time is kept")
        XCTAssertTrue(picker.becomeFirstResponder())
        harness.key(.down)
        XCTAssertEqual(parts(picker.date).day, 10)
        harness.click(at: Point(x: 300, y: 20))  // next month
        XCTAssertEqual(picker.displayedMonth, ISO8601DateFormatter().date(from: "2026-12-01T00:00:00Z"))
        XCTAssertEqual(changes(), 2)
        assertImageSnapshot(of: picker, named: "calendar")
    }

    @MainActor func testSnapshotsOfWheels() async {
        let (_, date, _) = make()
        assertImageSnapshot(of: date, named: "date")
        let (_, time, _) = make(mode: .dateAndTime)
        assertImageSnapshot(of: time, named: "date-and-time")
        date.isEnabled = false
        assertImageSnapshot(of: date, named: "disabled")
    }
}
