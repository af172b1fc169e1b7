import Foundation
import XCTest
import QuillTesting
@testable import QuillTemplates
import QuillViews
import QuillWidgets
import QuillFoundation

/// Picker views from a .xib (issue 27): the element, its data source and delegate connected
/// to File's Owner, the outlet to it, and its natural height under constraints.
final class XibPickerViewTests: XCTestCase {
    @MainActor final class Order: NSObject, PickerViewDataSource, PickerViewDelegate {
        @Outlet var picker: PickerView?
        var chosen: [String] = []
        let sizes = ["Small", "Medium", "Large"]
        func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? sizes.count : 10 }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? sizes[row] : "\(row + 1)"
        }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
            chosen.append(component == 0 ? sizes[row] : "\(row + 1)")
        }
    }

    @MainActor func testThePickerLoadsConnectedAndAtItsNaturalHeight() async throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Xib/OrderScreen.xib").standardizedFileURL.path
        let template = try Template(contentsOfFile: path)
        XCTAssertEqual(template.document.diagnostics.map(\.description), [])
        let owner = Order()
        let instance = try template.makeInstance(owner: owner, options: TemplateOptions(strictness: .strict))
        let root = try XCTUnwrap(instance.topLevelObjects.first as? View)
        let picker = try XCTUnwrap(owner.picker)
        XCTAssertTrue(picker.dataSource === owner && picker.delegate === owner)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
        let harness = HeadlessHarness(size: Size(width: 375, height: 300))
        root.frame = harness.window.bounds
        harness.window.addSubview(root)
        harness.render()
        XCTAssertEqual(picker.frame.height, 216)
        XCTAssertEqual(picker.frame.width, 375)
        harness.scroll(at: picker.convert(Point(x: 90, y: 108), to: nil), deltaY: 40)
        XCTAssertEqual(owner.chosen, ["Medium"])
    }
}
