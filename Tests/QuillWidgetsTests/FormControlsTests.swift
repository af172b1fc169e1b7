import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillViews

final class FormControlsTests: XCTestCase {
    @MainActor func testSliderDragClickAndKeys() async {
        let harness = HeadlessHarness(size: Size(width: 240, height: 60))
        let slider = Slider(frame: Rect(x: 20, y: 10, width: 200, height: 32))
        var values: [Double] = []
        slider.addAction(for: .valueChanged) { values.append(($0 as! Slider).value) }
        harness.window.addSubview(slider)
        harness.render()
        harness.click(at: Point(x: 20 + 13 + 174 * 0.75, y: 26))   // track is 13...187 inside
        XCTAssertEqual(slider.value, 0.75, accuracy: 0.001)
        harness.drag(from: Point(x: 20 + 13 + 174 * 0.75, y: 26), to: Point(x: 20 + 13 + 174 * 0.25, y: 26), steps: 5)
        XCTAssertEqual(slider.value, 0.25, accuracy: 0.001)
        XCTAssertGreaterThan(values.count, 3, "continuous: values while dragging")
        harness.key(.right)
        XCTAssertEqual(slider.value, 0.35, accuracy: 0.001)
        slider.value = 7
        XCTAssertEqual(slider.value, 1, "clamped")
        slider.isContinuous = false
        values.removeAll()
        harness.drag(from: Point(x: 200, y: 26), to: Point(x: 60, y: 26), steps: 5)
        XCTAssertEqual(values.count, 1, "not continuous: once, at release")
        assertImageSnapshot(of: slider, named: "slider")
    }

    @MainActor func testSegmentedControl() async {
        let harness = HeadlessHarness(size: Size(width: 260, height: 50))
        let control = SegmentedControl(titles: ["Day", "Week", "Month"])
        control.frame = Rect(x: 10, y: 10, width: 240, height: 32)
        var changes = 0
        control.addAction(for: .valueChanged) { _ in changes += 1 }
        harness.window.addSubview(control)
        harness.render()
        XCTAssertEqual(control.selectedSegmentIndex, 0)
        harness.click(at: Point(x: 10 + 200, y: 26))
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertTrue(control.becomeFirstResponder())
        harness.key(.left)
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        XCTAssertEqual(changes, 2)
        control.resignFirstResponder()
        assertImageSnapshot(of: control, named: "segmented")
    }

    @MainActor func testProgressAndActivity() async {
        let harness = HeadlessHarness(size: Size(width: 240, height: 60))
        let progress = ProgressView(frame: Rect(x: 10, y: 10, width: 200, height: 4))
        let spinner = ActivityIndicatorView(frame: Rect(x: 10, y: 24, width: 0, height: 0))
        harness.window.addSubview(progress)
        harness.window.addSubview(spinner)
        progress.setProgress(0.6, animated: true)
        harness.advance(by: 0.1)
        XCTAssertTrue(progress.progress > 0 && progress.progress < 0.6)
        harness.settle()
        XCTAssertEqual(progress.progress, 0.6)
        XCTAssertTrue(spinner.isHidden)
        spinner.startAnimating()
        XCTAssertFalse(spinner.isHidden)
        let phase = spinner.phase
        harness.advance(by: 0.25)
        XCTAssertNotEqual(spinner.phase, phase, "the spokes turn")
        assertImageSnapshot(of: harness.render(), named: "progress-activity")
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
    }

    @MainActor final class Filter: TextFieldDelegate {
        var log: [String] = []
        func textFieldDidBeginEditing(_ textField: TextField) { log.append("begin") }
        func textFieldDidEndEditing(_ textField: TextField) { log.append("end") }
        func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString replacement: String) -> Bool {
            !replacement.contains { $0.isNumber }
        }
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            log.append("return")
            return true
        }
    }

    @MainActor func testTextFieldTypingSelectionClipboardDelegateAndIME() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 100))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 34))
        field.placeholder = "Name"
        let filter = Filter()
        field.delegate = filter
        var edits = 0
        field.addAction(for: .editingChanged) { _ in edits += 1 }
        harness.window.addSubview(field)
        assertImageSnapshot(of: harness.render(), named: "placeholder")
        harness.click(field)
        XCTAssertTrue(field.isEditing)
        harness.type("Hello wrld")
        harness.key(.left)
        harness.key(.left)
        harness.key(.left)
        harness.type("o")
        XCTAssertEqual(field.text, "Hello world")
        harness.type("42")
        XCTAssertEqual(field.text, "Hello world", "the delegate refused digits")
        harness.key(.end)
        harness.key(.left, modifiers: .shift)
        harness.key(.left, modifiers: .shift)
        harness.key(.left, modifiers: .shift)
        harness.key(.left, modifiers: .shift)
        harness.key(.left, modifiers: .shift)
        XCTAssertEqual(field.selection, 6..<11)
        harness.key(.character("c"), modifiers: .control)
        XCTAssertEqual(harness.context.clipboard.text, "world", "copied to the harness's own clipboard")
        harness.key(.character("x"), modifiers: .control)
        XCTAssertEqual(field.text, "Hello ")
        harness.key(.character("v"), modifiers: .control)
        harness.key(.character("v"), modifiers: .control)
        XCTAssertEqual(field.text, "Hello worldworld")
        harness.key(.backspace)
        XCTAssertEqual(field.text, "Hello worldworl")
        // Double-click selects a word.
        harness.click(at: Point(x: 20, y: 27), clickCount: 2)
        XCTAssertEqual(field.selection, 0..<5)
        harness.key(.home)
        // An input method composes before committing.
        harness.window.send(.textEditing("ka", cursor: 2))
        XCTAssertEqual(field.markedText, "ka")
        XCTAssertEqual(field.text, "Hello worldworl", "marked text is not yet text")
        assertImageSnapshot(of: harness.render(), named: "composing")
        harness.window.send(.textEditing("", cursor: 0))
        harness.type("か")
        XCTAssertEqual(field.text, "かHello worldworl")
        XCTAssertGreaterThan(edits, 5)
        harness.key(.return)
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(filter.log, ["begin", "return", "end"])
    }

    @MainActor func testTextFieldThroughRightToLeftAndMixedText() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 100))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 34))
        harness.window.addSubview(field)
        harness.click(field)
        harness.type("שלום")
        XCTAssertEqual(field.selection, 4..<4)
        // Left moves forward in right-to-left text: from the end it stays at the end; Right
        // moves back toward the start.
        harness.key(.right)
        harness.key(.right)
        XCTAssertEqual(field.selection, 2..<2)
        harness.key(.left)
        XCTAssertEqual(field.selection, 3..<3)
        harness.key(.home)
        harness.key(.left, modifiers: .shift)
        harness.key(.left, modifiers: .shift)
        XCTAssertEqual(field.selection, 0..<2, "Shift-Left selects forward in Hebrew")
        // Natural alignment puts Hebrew on the right: a click near the right edge is its start.
        harness.click(at: Point(x: 284, y: 27))
        XCTAssertEqual(field.selection, 0..<0)
        harness.click(at: Point(x: 20, y: 27))
        XCTAssertEqual(field.selection, 4..<4, "left of right-aligned Hebrew is its end")
        field.text = "ab שלום cd"
        harness.key(.home)
        harness.key(.right, modifiers: .shift)
        harness.key(.right, modifiers: .shift)
        harness.key(.right, modifiers: .shift)
        harness.key(.right, modifiers: .shift)
        XCTAssertEqual(field.selection, 0..<4, "left-to-right paragraph: Right moves forward")
        assertImageSnapshot(of: harness.render(), named: "mixed-selection")
        field.textAlignment = .left
        field.text = "שלום"
        harness.click(at: Point(x: 20, y: 27))
        XCTAssertEqual(field.selection, 4..<4, "left-aligned Hebrew: its end is at the left")
    }

    @MainActor func testTextFieldInARightToLeftInterface() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 100))
        harness.window.semanticContentAttribute = .forceRightToLeft
        let field = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 34))
        field.placeholder = "Name"
        harness.window.addSubview(field)
        assertImageSnapshot(of: harness.render(), named: "rtl-placeholder")
        harness.click(field)
        harness.type("Hi")
        XCTAssertEqual(field.text, "Hi")
        harness.click(at: Point(x: 284, y: 27))
        XCTAssertEqual(field.selection, 2..<2, "English in a right-to-left field is right-aligned: its end is at the right")
        assertImageSnapshot(of: harness.render(), named: "rtl-english")
    }

    @MainActor func testSecureEntryAndTabTraversalWithFocusRing() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 140))
        let name = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 34))
        let password = TextField(frame: Rect(x: 10, y: 50, width: 280, height: 34))
        password.isSecureTextEntry = true
        let ok = Button(frame: Rect(x: 10, y: 94, width: 80, height: 34), style: .filled)
        ok.setTitle("OK", for: .normal)
        for v in [name, password, ok] as [View] { harness.window.addSubview(v) }
        harness.key(.tab)
        XCTAssertTrue(name.isFirstResponder)
        harness.key(.tab)
        XCTAssertTrue(password.isFirstResponder)
        harness.type("secret")
        XCTAssertEqual(password.text, "secret")
        XCTAssertTrue(password.summary.contains("••••••"), "the dump does not reveal it")
        harness.key(.character("c"), modifiers: .control)
        XCTAssertNotEqual(Application.shared.clipboard.text, "secret")
        harness.key(.tab)
        XCTAssertTrue(ok.isFirstResponder)
        harness.key(.tab)
        XCTAssertTrue(name.isFirstResponder, "wraps around")
        harness.key(.tab, modifiers: .shift)
        XCTAssertTrue(ok.isFirstResponder)
        assertImageSnapshot(of: harness.render(), named: "focus-ring")
    }
}

extension FormControlsTests {
    @MainActor func testSnapshotsOfDisabledAndFocusedStates() async {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 32))
        slider.value = 0.3
        slider.isEnabled = false
        assertImageSnapshot(of: slider, named: "slider-disabled")
        let segmented = SegmentedControl(titles: ["One", "Two"])
        segmented.isEnabled = false
        assertImageSnapshot(of: segmented, named: "segmented-disabled")
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Disabled"
        field.isEnabled = false
        assertImageSnapshot(of: field, named: "textfield-disabled")
        let harness = HeadlessHarness(size: Size(width: 220, height: 90))
        let focused = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 34))
        focused.text = "Selected text"
        let focusedSlider = Slider(frame: Rect(x: 10, y: 50, width: 200, height: 32))
        harness.window.addSubview(focused)
        harness.window.addSubview(focusedSlider)
        harness.click(focused)
        harness.key(.character("a"), modifiers: .control)
        assertImageSnapshot(of: harness.render(), named: "textfield-selected")
        harness.key(.tab)
        assertImageSnapshot(of: harness.render(), named: "slider-focused")
    }
}
