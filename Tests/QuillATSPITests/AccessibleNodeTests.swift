import XCTest
import QuillTesting
import QuillWidgets
@testable import QuillATSPI
@testable import QuillViews
import QuillFoundation

/// The tree AT-SPI clients see: views folded into elements, roles and states from traits,
/// tables with cells, modal views alone in their frame.
final class AccessibleNodeTests: XCTestCase {
    @MainActor private func makeScreen() -> (HeadlessHarness, [String: View]) {
        let harness = HeadlessHarness(size: Size(width: 400, height: 400))
        let group = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        let title = Label(text: "Settings")
        title.frame = Rect(x: 10, y: 10, width: 200, height: 20)
        let save = Button(title: "Save")
        save.frame = Rect(x: 10, y: 40, width: 80, height: 30)
        let off = Button(title: "Delete")
        off.frame = Rect(x: 100, y: 40, width: 80, height: 30)
        off.isEnabled = false
        let caption = Label(text: "Wi-Fi")
        caption.frame = Rect(x: 10, y: 80, width: 60, height: 30)
        let toggle = Switch(frame: Rect(x: 80, y: 80, width: 0, height: 0))
        toggle.setOn(true, animated: false)
        let slider = Slider(frame: Rect(x: 10, y: 120, width: 200, height: 32))
        slider.accessibilityLabel = "Volume"
        slider.value = 0.25
        let field = TextField(frame: Rect(x: 10, y: 160, width: 200, height: 30))
        field.placeholder = "Name"
        for view in [title, save, off, caption, toggle, slider, field] as [View] { group.addSubview(view) }
        let decoration = View(frame: Rect(x: 300, y: 10, width: 20, height: 20))
        decoration.accessibilityElementsHidden = true
        decoration.addSubview(Label(text: "hidden"))
        group.addSubview(decoration)
        harness.window.addSubview(group)
        harness.render()
        return (harness, ["title": title, "save": save, "off": off, "toggle": toggle, "slider": slider, "field": field, "group": group])
    }

    @MainActor func testContainersAreFoldedAndElementsKeepTheReadingOrder() async {
        let (harness, views) = makeScreen()
        let frame = AccessibleNode.window(harness.window)
        XCTAssertEqual(frame.role, .frame)
        let children = frame.children
        XCTAssertEqual(children.map { $0.name(applicationName: "") }, ["Settings", "Save", "Delete", "Wi-Fi", "Wi-Fi", "Volume", "Name"],
                       "the plain group view is folded away; the hidden decoration is left out; the switch is named by its label")
        XCTAssertEqual(children.map(\.role), [.label, .pushButton, .pushButton, .label, .toggleButton, .slider, .entry])
        XCTAssertTrue(children[1].parent?.isSame(as: frame) == true, "a folded view's element has the frame as parent")
        XCTAssertTrue(AccessibleNode.node(containing: views["group"]!)?.isSame(as: frame) == true)
        XCTAssertTrue(AccessibleNode.application.children.isEmpty, "a harness window is not shown by the application")
    }

    @MainActor func testStatesFollowTheControls() async {
        let (harness, views) = makeScreen()
        harness.window.isShown = true
        defer { harness.window.isShown = false }
        let save = AccessibleNode.view(views["save"]!), off = AccessibleNode.view(views["off"]!)
        XCTAssertTrue(save.states.contains(.enabled) && save.states.contains(.sensitive) && save.states.contains(.focusable))
        XCTAssertTrue(save.states.contains(.visible) && save.states.contains(.showing))
        XCTAssertFalse(off.states.contains(.enabled) || off.states.contains(.sensitive) || off.states.contains(.focusable))
        let toggle = AccessibleNode.view(views["toggle"]!)
        XCTAssertTrue(toggle.states.contains(.checkable) && toggle.states.contains(.checked))
        (views["toggle"] as! Switch).setOn(false, animated: false)
        XCTAssertFalse(toggle.states.contains(.checked))
        let field = AccessibleNode.view(views["field"]!)
        XCTAssertTrue(field.states.contains(.editable) && field.states.contains(.singleLine))
        XCTAssertFalse(field.states.contains(.focused))
        views["field"]!.becomeFirstResponder()
        XCTAssertTrue(field.states.contains(.focused))
        views["save"]!.isHidden = true
        XCTAssertFalse(save.states.contains(.visible) || save.states.contains(.showing))
        views["save"]!.isHidden = false
        views["save"]!.frame.origin = Point(x: 900, y: 40)
        XCTAssertTrue(save.states.contains(.visible))
        XCTAssertFalse(save.states.contains(.showing), "outside the window: not showing")
        XCTAssertEqual(AccessibleStateSet().words, [0, 0])
        var set = AccessibleStateSet()
        set.insert(.readOnly)
        set.insert(.enabled)
        XCTAssertEqual(set.words, [1 << 8, 1 << (43 - 32)], "states past 31 go in the second word")
    }

    @MainActor func testInterfacesAndActionsFollowWhatTheViewCanDo() async {
        let (_, views) = makeScreen()
        let prefix = "org.a11y.atspi."
        XCTAssertEqual(AccessibleNode.view(views["save"]!).interfaces, ["Accessible", "Component", "Action"].map { prefix + $0 })
        XCTAssertEqual(AccessibleNode.view(views["slider"]!).interfaces, ["Accessible", "Component", "Action", "Value"].map { prefix + $0 })
        XCTAssertEqual(AccessibleNode.view(views["field"]!).interfaces, ["Accessible", "Component", "Action", "Text", "EditableText"].map { prefix + $0 })
        XCTAssertEqual(AccessibleNode.view(views["title"]!).interfaces, ["Accessible", "Component", "Text"].map { prefix + $0 })
        XCTAssertEqual(AccessibleNode.view(views["slider"]!).actions.map(\.name), ["increment", "decrement"])
        XCTAssertEqual(AccessibleNode.view(views["save"]!).actions.map(\.name), ["click"])
        XCTAssertEqual(AccessibleNode.application.interfaces, [prefix + "Accessible", prefix + "Application"])
        // A label that takes a tap gesture can be clicked as UIKit's activation taps it.
        let title = views["title"]!
        title.isUserInteractionEnabled = true
        title.addGestureRecognizer(TapGestureRecognizer())
        XCTAssertEqual(AccessibleNode.view(title).actions.map(\.name), ["click"])
        XCTAssertEqual(AccessibleNode.view(title).interfaces, ["Accessible", "Component", "Action", "Text"].map { prefix + $0 })
        // A text view is multi-line text, editable or read-only.
        let notes = TextView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        notes.text = "One\nTwo"
        XCTAssertEqual(AccessibleNode.view(notes).role, .text)
        XCTAssertEqual(AccessibleNode.view(notes).interfaces, ["Accessible", "Component", "Action", "Text", "EditableText"].map { prefix + $0 })
        XCTAssertTrue(AccessibleNode.view(notes).states.contains(.multiLine))
        XCTAssertTrue(AccessibleNode.view(notes).states.contains(.editable))
        XCTAssertTrue(notes.replaceAccessibilityText(in: 3..<3, with: "!"))
        XCTAssertEqual(notes.accessibilityText, "One!\nTwo")
        notes.isEditable = false
        XCTAssertTrue(AccessibleNode.view(notes).states.contains(.readOnly))
    }

    @MainActor func testTablesAreTablesOfCellsAndGroupsOfControlsInACellStayCells() async {
        let harness = HeadlessHarness(size: Size(width: 320, height: 300))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 300))
        let source = Rows(count: 40)
        table.dataSource = source
        harness.window.addSubview(table)
        harness.render()
        harness.window.isShown = true
        defer { harness.window.isShown = false }
        let node = AccessibleNode.view(table)
        XCTAssertEqual(node.role, .table)
        let cells = node.children
        XCTAssertGreaterThan(cells.count, 3)
        XCTAssertLessThan(cells.count, 40, "only the cells on screen exist")
        XCTAssertTrue(cells.allSatisfy { $0.role == .tableCell })
        XCTAssertEqual(cells[2].name(applicationName: ""), "Row 3")
        XCTAssertEqual(AccessibleNode.position(inTableOf: cells[2].view!)?.row, 2)
        XCTAssertTrue(cells[2].states.contains(.selectable))
        XCTAssertEqual(table.accessibilityRowCount, 40)
        XCTAssertTrue(table.scrollAccessibilityCellToVisible(row: 35, column: 0))
        let far = table.accessibilityCell(atRow: 35, column: 0)
        XCTAssertEqual(far?.accessibilityLabel, "Row 36")
        XCTAssertTrue(AccessibleNode.view(far!).states.contains(.showing))
        // A cell holding a control is still a cell, with the control inside it.
        let cell = table.accessibilityCell(atRow: 35, column: 0)!
        let toggle = Switch(frame: Rect(x: 200, y: 6, width: 0, height: 0))
        (cell as! TableViewCell).contentView.addSubview(toggle)
        XCTAssertFalse(cell.isAccessibilityElement)
        XCTAssertEqual(AccessibleNode.view(cell).role, .tableCell)
        XCTAssertEqual(AccessibleNode.view(cell).children.map(\.role), [.label, .toggleButton])
        XCTAssertTrue(AccessibleNode.view(toggle).parent?.isSame(as: .view(cell)) == true)
    }

    @MainActor func testAModalViewIsTheFramesOnlyChildAndADialog() async {
        let (harness, _) = makeScreen()
        let sheet = View(frame: Rect(x: 50, y: 50, width: 300, height: 200))
        sheet.accessibilityViewIsModal = true
        let ok = Button(title: "OK")
        ok.frame = Rect(x: 10, y: 10, width: 60, height: 30)
        sheet.addSubview(ok)
        harness.window.addSubview(sheet)
        let frame = AccessibleNode.window(harness.window)
        XCTAssertEqual(frame.children.count, 1)
        XCTAssertEqual(frame.children.first?.role, .dialog)
        XCTAssertTrue(frame.children.first?.states.contains(.modal) == true)
        XCTAssertEqual(frame.children.first?.children.map { $0.name(applicationName: "") }, ["OK"])
    }

    @MainActor func testADatePickersWheelsArePartsWithPathsOfTheirOwn() async throws {
        let harness = HeadlessHarness(size: Size(width: 340, height: 240))
        let picker = DatePicker(frame: Rect(x: 10, y: 10, width: 320, height: 216))
        harness.window.addSubview(picker)
        harness.render()
        let frame = AccessibleNode.window(harness.window)
        let node = try XCTUnwrap(frame.children.first)
        XCTAssertEqual(node.role, .panel)
        XCTAssertEqual(node.name(applicationName: ""), "Date")
        let wheels = node.children
        XCTAssertEqual(wheels.map { $0.name(applicationName: "") }, ["Month", "Day", "Year"])
        XCTAssertTrue(wheels.allSatisfy { $0.role == .spinButton && $0.parent?.isSame(as: node) == true })
        XCTAssertEqual(wheels[1].actions.map(\.name), ["increment", "decrement"])
        XCTAssertTrue(wheels[1].interfaces.contains("org.a11y.atspi.Value"))
        XCTAssertTrue(wheels[1].frameInWindow.minX > 10 && wheels[1].frameInWindow.maxX < 330)
        let table = AccessibleObjectTable()
        let path = table.path(for: wheels[1])
        XCTAssertTrue(table.node(forPath: path)?.isSame(as: wheels[1]) == true, "a part's path finds it again")
        XCTAssertEqual(table.path(for: node.children[1]), path, "the same part keeps its path")
        picker.isEnabled = false
        XCTAssertFalse(node.children[1].states.contains(.enabled))
    }

    @MainActor final class Rows: TableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel.text = "Row \(indexPath.row + 1)"
            return cell
        }
    }
}
