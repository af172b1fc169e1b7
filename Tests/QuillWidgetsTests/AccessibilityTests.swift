import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillGraphics
import QuillViews
import SnapshotTesting

/// The accessibility model (issue 14): every widget tells a screen reader what it is, the tree
/// leaves out what is hidden, tests find views by label, identifier and trait, and activating,
/// adjusting and typing work without a pointer.
final class AccessibilityTests: XCTestCase {
    final class Log {
        var events: [String] = []
    }

    @MainActor private func makeForm(_ log: Log) -> HeadlessHarness {
        let harness = HeadlessHarness(size: Size(width: 320, height: 420))
        let title = Label(text: "Settings", font: .boldSystemFont(ofSize: 20))
        title.frame.origin = Point(x: 10, y: 10)
        title.accessibilityTraits = [.staticText, .header]
        let save = Button(title: "Save", style: .filled)
        save.frame = Rect(x: 10, y: 50, width: 100, height: 32)
        save.accessibilityHint = "Saves your settings"
        save.addAction(for: .primaryActionTriggered) { _ in log.events.append("save") }
        let info = Button(frame: Rect(x: 120, y: 50, width: 32, height: 32))
        info.symbol = .info
        let disabled = Button(title: "Delete", style: .bordered)
        disabled.frame = Rect(x: 160, y: 50, width: 100, height: 32)
        disabled.isEnabled = false
        let toggle = Switch()
        toggle.frame.origin = Point(x: 10, y: 100)
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.addAction(for: .valueChanged) { sender in log.events.append("wifi \((sender as? Switch)?.isOn == true)") }
        let slider = Slider(frame: Rect(x: 10, y: 150, width: 200, height: 32))
        slider.value = 0.5
        slider.accessibilityLabel = "Volume"
        let field = TextField(frame: Rect(x: 10, y: 200, width: 250, height: 34))
        field.placeholder = "Name"
        field.accessibilityIdentifier = "name-field"
        let segments = SegmentedControl(titles: ["Day", "Week", "Month"])
        segments.frame = Rect(x: 10, y: 250, width: 250, height: 32)
        segments.selectedSegmentIndex = 0
        let decoration = ImageView(image: Image(systemName: "star.fill"))
        decoration.frame = Rect(x: 280, y: 10, width: 20, height: 20)
        let hiddenLabel = Label(text: "Secret")
        hiddenLabel.frame = Rect(x: 10, y: 300, width: 100, height: 20)
        hiddenLabel.isHidden = true
        let covered = View(frame: Rect(x: 10, y: 330, width: 300, height: 60))
        covered.accessibilityElementsHidden = true
        let coveredLabel = Label(text: "Under the sheet")
        coveredLabel.frame = Rect(x: 0, y: 0, width: 200, height: 20)
        covered.addSubview(coveredLabel)
        for view in [title, save, info, disabled, toggle, slider, field, segments, decoration, hiddenLabel, covered] as [View] {
            harness.window.addSubview(view)
        }
        harness.render()
        return harness
    }

    @MainActor func testEveryWidgetDescribesItselfAndTheTreeLeavesOutWhatIsHidden() async throws {
        let log = Log()
        let harness = makeForm(log)
        assertSnapshot(of: harness.window, as: .accessibility, named: "form")
        let lines = harness.window.accessibilityDescription().split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, [
            "heading \"Settings\"",
            "button \"Save\" hint \"Saves your settings\"",
            "button \"More Info\"",
            "button \"Delete\" [notEnabled]",
            "toggle \"Wi-Fi\" value \"Off\"",
            "slider \"Volume\" value \"50%\"",
            "text \"Name\" #name-field",
            "button \"Day\" value \"1 of 3\" [selected]",
            "button \"Week\" value \"2 of 3\"",
            "button \"Month\" value \"3 of 3\"",
        ])
        let save = try XCTUnwrap(harness.element(label: "Save"))
        XCTAssertEqual(save.frame, Rect(x: 10, y: 50, width: 100, height: 32), "in window coordinates")
        XCTAssertEqual(harness.elements(withTraits: .button).count, 6, "three buttons and three segments")
        XCTAssertNil(harness.element(label: "Secret"), "hidden views are not read")
        XCTAssertNil(harness.element(label: "Under the sheet"), "nor hidden subtrees")
        XCTAssertNil(harness.elements(withTraits: .image).first, "a decorative image is not an element")
    }

    @MainActor func testActivatingAdjustingAndTypingWithoutAPointer() async throws {
        let log = Log()
        let harness = makeForm(log)
        XCTAssertTrue(harness.activate(try XCTUnwrap(harness.element(label: "save"))), "found ignoring case")
        XCTAssertFalse(harness.activate(try XCTUnwrap(harness.element(label: "Delete"))), "a disabled button does nothing")
        let wifi = try XCTUnwrap(harness.element(label: "Wi-Fi"))
        harness.activate(wifi)
        XCTAssertEqual(harness.element(label: "Wi-Fi")?.value, "On")
        let volume = try XCTUnwrap(harness.element(label: "Volume"))
        harness.increment(volume)
        harness.increment(volume)
        XCTAssertEqual(harness.element(label: "Volume")?.value, "70%")
        harness.decrement(volume)
        XCTAssertEqual(harness.element(label: "Volume")?.value, "60%")
        XCTAssertTrue(harness.activate(try XCTUnwrap(harness.element(label: "Week"))))
        XCTAssertEqual(harness.elements(withTraits: .selected).map(\.label), ["Week"], "a segment is chosen by activating it")
        harness.type("Ada", into: try XCTUnwrap(harness.element(identifier: "name-field")))
        XCTAssertEqual(harness.element(identifier: "name-field")?.value, "Ada")
        harness.tap(try XCTUnwrap(harness.element(label: "Save")))
        XCTAssertEqual(log.events, ["save", "wifi true", "save"])
    }

    @MainActor func testAControlWithoutANameIsNamedByTheLabelBesideIt() async throws {
        let harness = HeadlessHarness(size: Size(width: 320, height: 200))
        let caption = Label(text: "Brightness")
        caption.frame = Rect(x: 10, y: 10, width: 90, height: 20)
        let slider = Slider(frame: Rect(x: 110, y: 4, width: 200, height: 32))
        let above = Label(text: "Email")
        above.frame = Rect(x: 10, y: 60, width: 100, height: 18)
        let field = TextField(frame: Rect(x: 10, y: 82, width: 250, height: 34))
        let far = Label(text: "Far away")
        far.frame = Rect(x: 10, y: 150, width: 100, height: 20)
        let toggle = Switch()
        toggle.frame.origin = Point(x: 250, y: 180)
        for view in [caption, slider, above, field, far, toggle] as [View] { harness.window.addSubview(view) }
        XCTAssertEqual(slider.accessibilityLabel, "Brightness", "the label before it on its row")
        XCTAssertEqual(field.accessibilityLabel, "Email", "the label just above it")
        XCTAssertNil(toggle.accessibilityLabel, "no label near it: no name made up")
        slider.accessibilityLabel = "Screen brightness"
        XCTAssertEqual(slider.accessibilityLabel, "Screen brightness", "an explicit name wins")
        harness.window.semanticContentAttribute = .forceRightToLeft
        let rightCaption = Label(text: "Contrast")
        rightCaption.frame = Rect(x: 220, y: 120, width: 90, height: 20)
        let rightSlider = Slider(frame: Rect(x: 10, y: 114, width: 200, height: 32))
        harness.window.addSubview(rightCaption)
        harness.window.addSubview(rightSlider)
        XCTAssertEqual(rightSlider.accessibilityLabel, "Contrast", "in right-to-left layouts the label before it is at its right")
    }

    @MainActor func testTabFollowsTheReadingOrderWhateverOrderViewsWereAddedIn() async throws {
        let harness = HeadlessHarness(size: Size(width: 320, height: 200))
        let bottom = TextField(frame: Rect(x: 10, y: 120, width: 200, height: 34))
        let topRight = Button(title: "Right", style: .bordered)
        topRight.frame = Rect(x: 200, y: 10, width: 100, height: 32)
        let topLeft = Button(title: "Left", style: .bordered)
        topLeft.frame = Rect(x: 10, y: 12, width: 100, height: 32)
        for view in [bottom, topRight, topLeft] as [View] { harness.window.addSubview(view) }
        var order: [View] = []
        for _ in 0..<3 {
            harness.key(.tab)
            if let focused = harness.window.firstResponder as? View { order.append(focused) }
        }
        XCTAssertTrue(order.elementsEqual([topLeft, topRight, bottom], by: ===), "Left, Right, then the field below")
        harness.window.semanticContentAttribute = .forceRightToLeft
        harness.key(.tab)
        XCTAssertTrue(harness.window.firstResponder === topRight, "right to left: the row starts at the right")
    }

    @MainActor func testAModalViewIsAllThatIsRead() async throws {
        let harness = makeForm(Log())
        let sheet = View(frame: Rect(x: 20, y: 100, width: 280, height: 120))
        sheet.accessibilityViewIsModal = true
        let message = Label(text: "Discard changes?")
        message.frame = Rect(x: 10, y: 10, width: 200, height: 20)
        let discard = Button(title: "Discard", style: .filled)
        discard.frame = Rect(x: 10, y: 60, width: 100, height: 32)
        sheet.addSubview(message)
        sheet.addSubview(discard)
        harness.window.addSubview(sheet)
        XCTAssertEqual(harness.accessibilityElements.map(\.description), ["label \"Discard changes?\"", "button \"Discard\""])
        sheet.isHidden = true
        XCTAssertGreaterThan(harness.accessibilityElements.count, 2, "a hidden modal view hides nothing")
    }

    @MainActor func testCellsReadTheirLabelsAndSelectTheirRow() async throws {
        final class Rows: TableViewDataSource, TableViewDelegate {
            var selected: [Int] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
                let cell = try tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel.text = ["Wi-Fi", "Bluetooth", "Airplane"][indexPath.row]
                cell.detailTextLabel?.text = ["Home", "On", "Off"][indexPath.row]
                return cell
            }
            func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
        }
        let harness = HeadlessHarness(size: Size(width: 320, height: 200))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        table.register(forCellReuseIdentifier: "Cell") { TableViewCell(style: .value1, reuseIdentifier: "Cell") }
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        harness.window.addSubview(table)
        harness.render()
        XCTAssertEqual(harness.accessibilityElements.map(\.description), ["button \"Wi-Fi, Home\"", "button \"Bluetooth, On\"", "button \"Airplane, Off\""])
        harness.activate(try XCTUnwrap(harness.element(label: "Bluetooth, On")))
        XCTAssertEqual(rows.selected, [1])
        XCTAssertEqual(harness.element(label: "Bluetooth, On")?.traits.contains(.selected), true)
    }
}
