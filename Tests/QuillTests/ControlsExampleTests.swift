import XCTest
import QuillTesting
import ControlsExample
import ReusableDatePickerWidget
@testable import Quill

/// The Controls example driven by clicks and keys: a date sheet, an alert, a pushed screen.
final class ControlsExampleTests: XCTestCase {
    @MainActor private func makeScene() -> (HeadlessHarness, NavigationController, FormViewController) {
        let harness = HeadlessHarness(size: Size(width: 700, height: 564), title: "Controls")
        let form = FormViewController()
        let navigation = NavigationController(rootViewController: form)
        harness.window.rootViewController = navigation
        harness.render()
        return (harness, navigation, form)
    }

    @MainActor func testTheFormIsLaidOutByConstraintsAndFollowsTheWindow() async throws {
        let (harness, _, form) = makeScene()
        let column = try XCTUnwrap(form.nameField.superview as? StackView)
        XCTAssertFalse(column.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(column.frame.width, 320)
        XCTAssertEqual(form.nameField.frame.height, 34, "controls keep their natural heights")
        XCTAssertEqual(form.detailsButton.frame.minY - form.deleteButton.frame.maxY, 20, "custom spacing after Delete")
        let picker = try XCTUnwrap(form.ignorable)
        XCTAssertEqual(picker.frame.minX, column.frame.maxX + 20)
        // A narrower window: the form column gives way (down to 240) so the picker still fits.
        harness.window.send(.resized(Size(width: 620, height: 564)))
        harness.render()
        XCTAssertEqual(column.frame.width, 620 - 20 - 20 - 20 - picker.frame.width)
        XCTAssertLessThanOrEqual(picker.frame.maxX, 600)
        XCTAssertEqual(form.progress.frame.width, picker.frame.width)
        XCTAssertFalse(column.hasAmbiguousLayout)
    }

    @MainActor func testChoosingADateInTheSheetUpdatesTheForm() async throws {
        let (harness, _, form) = makeScene()
        harness.click(form.chooseDateButton)
        harness.settle()
        let sheet = try XCTUnwrap(form.presentedViewController as? ReusableDatePickerViewController)
        assertImageSnapshot(of: harness.render(), named: "date-sheet")
        harness.key(.tab)   // focus moves into the sheet's controls; keys reach the picker
        let picker = try XCTUnwrap(sheet.datePicker)
        harness.scroll(at: picker.convert(Point(x: 180, y: 108), to: nil), deltaY: 40)
        harness.click(try XCTUnwrap(sheet.doneButton))
        harness.settle()
        XCTAssertNil(form.presentedViewController)
        XCTAssertNotNil(form.dueDate)
        XCTAssertTrue(form.dueLabel.text?.hasPrefix("Due: ") ?? false)
        XCTAssertNotEqual(form.dueLabel.text, "Due: not set")
    }

    @MainActor func testTheAlertDeletesOnlyWhenConfirmed() async throws {
        let (harness, _, form) = makeScene()
        harness.click(form.deleteButton)
        harness.settle()
        var alert = try XCTUnwrap(form.presentedViewController as? AlertController)
        assertImageSnapshot(of: harness.render(), named: "alert")
        harness.click(alert.buttons[0])  // Cancel
        harness.settle()
        XCTAssertFalse(form.deleted)
        harness.click(form.deleteButton)
        harness.settle()
        alert = try XCTUnwrap(form.presentedViewController as? AlertController)
        harness.click(alert.buttons[1])  // Delete
        harness.settle()
        XCTAssertTrue(form.deleted)
        XCTAssertNil(form.presentedViewController)
    }

    @MainActor func testEscapeCancelsTheAlert() async throws {
        let (harness, _, form) = makeScene()
        harness.click(form.deleteButton)
        harness.settle()
        XCTAssertNotNil(form.presentedViewController)
        harness.key(.escape)
        harness.settle()
        XCTAssertNil(form.presentedViewController)
        XCTAssertFalse(form.deleted)
    }

    @MainActor func testDetailsPushAndTheFormSnapshot() async throws {
        let (harness, navigation, form) = makeScene()
        harness.click(form.nameField)
        harness.type("Buy milk")
        harness.click(form.kindControl)   // the middle segment
        XCTAssertEqual(form.kindControl.selectedSegmentIndex, 1)
        form.nameField.resignFirstResponder()
        assertImageSnapshot(of: harness.render(), named: "form")
        harness.click(form.detailsButton)
        harness.settle()
        XCTAssertEqual(navigation.topViewController?.title, "Details")
        XCTAssertEqual(navigation.navigationBar.leftButton.currentTitle, "New item")
    }
}
