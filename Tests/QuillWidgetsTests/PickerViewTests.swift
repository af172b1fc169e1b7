import XCTest
import QuillTesting
@testable import QuillWidgets
@testable import QuillViews
import QuillFoundation

final class PickerViewTests: XCTestCase {
    @MainActor final class Model: PickerViewDataSource, PickerViewDelegate {
        var rows = [["Small", "Medium", "Large", "Extra large"], (1...20).map { "\($0)" }]
        var log: [String] = []
        var views = false
        var widths: [Double]?
        var made = 0
        var reused = 0
        func numberOfComponents(in pickerView: PickerView) -> Int { rows.count }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { rows[component][row] }
        func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double? { widths?[component] }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) { log.append("\(component):\(row)") }
        func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? { component == 0 ? "Size" : "Quantity" }
        func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View? {
            guard views, component == 1 else { return nil }
            if view != nil { reused += 1 } else { made += 1 }
            let label = (view as? Label) ?? Label(text: "", font: .systemFont(ofSize: 17))
            label.text = "× \(rows[component][row])"
            label.textAlignment = .center
            return label
        }
    }

    @MainActor private static var models: [Model] = []

    @MainActor private func make(_ configure: (Model) -> Void = { _ in }) -> (HeadlessHarness, PickerView, Model) {
        let harness = HeadlessHarness(size: Size(width: 320, height: 216))
        let model = Model()
        configure(model)
        Self.models.append(model)
        let picker = PickerView(frame: .zero)
        picker.dataSource = model
        picker.delegate = model
        harness.window.addSubview(picker)
        harness.render()
        return (harness, picker, model)
    }

    @MainActor func testWheelsShareTheWidthAndAnswerTheirRows() async {
        let (_, picker, model) = make()
        XCTAssertEqual(picker.frame.size, PickerView.naturalSize)
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 20)
        XCTAssertEqual(picker.rowSize(forComponent: 0), Size(width: 152, height: 32), "(320 - 16) / 2")
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 5), -1)
        model.widths = [200, 80]
        picker.reloadAllComponents()
        XCTAssertEqual(picker.componentFrames().map(\.minX), [20, 220], "centred")
    }

    @MainActor func testSelectingInCodeDoesNotTellTheDelegateButTheUserDoes() async {
        let (harness, picker, model) = make()
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(99, inComponent: 1, animated: true)
        XCTAssertTrue(picker.isSpinning)
        harness.settle()
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 19, "clamped to the last row")
        XCTAssertEqual(model.log, [])
        // A click one row below the middle of the first wheel steps to that row.
        harness.click(at: Point(x: 80, y: 108 + 32))
        harness.settle()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 3)
        harness.scroll(at: Point(x: 240, y: 108), deltaY: -40)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 18)
        harness.key(.up)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 17, "the wheel turned last has the keys")
        harness.key(.left)
        harness.key(.up)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(model.log, ["0:3", "1:18", "1:17", "0:2"])
    }

    @MainActor func testTwoWheelsSpinningInCodeBothArrive() async {
        let (harness, picker, model) = make()
        picker.selectRow(2, inComponent: 0, animated: true)
        picker.selectRow(7, inComponent: 1, animated: true)
        harness.settle()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 7)
        XCTAssertEqual(picker.wheels.map(\.position), [2, 7])
        XCTAssertEqual(model.log, [], "selections in code are not the user's")
        model.rows = [["One"]]
        picker.selectRow(5, inComponent: 1, animated: true)
        picker.reloadAllComponents()
        harness.settle()
        XCTAssertEqual(picker.numberOfComponents, 1, "a reload during a spin ends it")
    }

    @MainActor func testAFlickSpinsOnAndSnapsToARow() async {
        let (harness, picker, model) = make()
        harness.press(at: Point(x: 240, y: 150))
        harness.move(to: Point(x: 240, y: 40), steps: 5)
        harness.release()
        XCTAssertTrue(picker.isSpinning)
        harness.settle()
        XCTAssertFalse(picker.isSpinning)
        let row = picker.selectedRow(inComponent: 1)
        XCTAssertGreaterThan(row, 3, "the momentum carried it past the rows dragged")
        XCTAssertEqual(model.log, ["1:\(row)"])
        XCTAssertEqual(picker.wheels[1].position, Double(row))
    }

    @MainActor func testRowViewsAreShownAndReused() async {
        let (harness, picker, model) = make { $0.views = true }
        let shown = picker.subviews.compactMap { $0 as? Label }
        XCTAssertGreaterThan(shown.count, 4)
        XCTAssertEqual((picker.view(forRow: 0, forComponent: 1) as? Label)?.text, "× 1")
        XCTAssertEqual(picker.view(forRow: 0, forComponent: 1)?.frame.midY, 108, "the selected row in the middle")
        picker.selectRow(15, inComponent: 1, animated: false)
        harness.render()
        XCTAssertEqual((picker.view(forRow: 15, forComponent: 1) as? Label)?.text, "× 16")
        XCTAssertNil(picker.view(forRow: 0, forComponent: 1))
        XCTAssertGreaterThan(model.reused, 0)
        XCTAssertEqual(picker.subviews.count, picker.visibleRows(1).count, "only the rows that show have views")
        XCTAssertLessThanOrEqual(model.made, picker.visibleRows(1).count)
    }

    @MainActor func testEachWheelIsAnAdjustableElement() async throws {
        let (harness, picker, model) = make()
        XCTAssertEqual(harness.window.accessibilityDescription(), """
            slider "Size" value "Small"
            slider "Quantity" value "1"
            """)
        harness.increment(try XCTUnwrap(harness.element(label: "Quantity")))
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 1)
        XCTAssertEqual(model.log, ["1:1"])
        picker.isEnabled = false
        harness.increment(try XCTUnwrap(harness.element(label: "Size")))
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0, "a disabled picker does not move")
    }

    @MainActor func testSnapshot() async {
        let (_, picker, _) = make()
        picker.selectRow(1, inComponent: 0, animated: false)
        picker.selectRow(4, inComponent: 1, animated: false)
        assertImageSnapshot(of: picker, named: "sizes")
    }

    @MainActor func testHostileSizesAndCountsDoNotBreakIt() async {
        final class Hostile: PickerViewDataSource, PickerViewDelegate {
            func numberOfComponents(in pickerView: PickerView) -> Int { 1_000_000 }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { component % 2 == 0 ? -5 : Int.max }
            func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double? { component == 0 ? .nan : -1 }
            func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double? { .infinity }
        }
        let harness = HeadlessHarness(size: Size(width: 320, height: 216))
        let hostile = Hostile()
        let picker = PickerView(frame: .zero)
        picker.dataSource = hostile
        picker.delegate = hostile
        harness.window.addSubview(picker)
        harness.render()
        XCTAssertEqual(picker.numberOfComponents, 64)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 0)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 10_000_000)
        XCTAssertEqual(picker.rowSize(forComponent: 1).height, PickerView.defaultRowHeight)
        harness.scroll(at: Point(x: 160, y: 108), deltaY: 40)
        harness.key(.down)
        harness.render()
        withExtendedLifetime(hostile) {}
    }
}
