import XCTest
import Quill
import QuillTesting
import QuillAuthoring
import QuillWidgetBundles

/// Rows of the ImagesCell plugin, filled through the standard cell API only: the test does
/// not link the cell's class, as an app loading the bundle would not.
@MainActor
private final class Pictures: TableViewDataSource {
    let titles = ["Quill", "Ink", "Paper", "Desk"]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "ImagesCell", for: indexPath)
        cell.textLabel.text = titles[indexPath.row]
        cell.detailTextLabel?.text = indexPath.row % 2 == 0 ? "Left side" : "Right side"
        return cell
    }
}

/// The ImagesCell widget: a code bundle whose library is built from its Sources and loaded
/// with dlopen; its class then serves its template.
final class ImagesCellTests: XCTestCase {
    @MainActor static func loadBundle() throws -> WidgetBundle {
        try WidgetBundleBuilder.buildLibrary(ofBundleAt: Checkout.widgets + "/ImagesCell")
        let loader = WidgetBundleLoader.shared
        if !loader.searchPaths.contains(Checkout.widgets) { loader.searchPaths.append(Checkout.widgets) }
        return try loader.bundle(named: "ImagesCell")
    }

    @MainActor func testThePluginRegistersTheCellAndItsTemplateMakesIt() async throws {
        let bundle = try Self.loadBundle()
        XCTAssertTrue(TemplateRegistry.shared.isRegistered("ImagesCell"), "the library's entry point registered the class")
        let cell = try CellTemplateLoader.cell(from: try bundle.template(named: "ImagesCell"))
        XCTAssertEqual(TemplateRegistry.shared.className(of: cell), "ImagesCell")
        XCTAssertEqual(cell.reuseIdentifier, "ImagesCell")
        XCTAssertEqual(cell.accessoryType, .disclosureIndicator)
        cell.textLabel.text = "Top"
        cell.detailTextLabel?.text = "Bottom"
        XCTAssertTrue(cell.textLabel.superview === cell.contentView, "textLabel is the template's top label")
        XCTAssertEqual(cell.textLabel.frame, Rect(x: 78, y: 14, width: 200, height: 22))
        XCTAssertEqual(cell.detailTextLabel?.frame, Rect(x: 78, y: 38, width: 200, height: 18))
        XCTAssertNotNil(cell.imageView.image, "the picture comes from the bundle's Images/landscape.png")
        XCTAssertEqual(cell.contentView.subviews.count, 3, "no built-in labels were added")
    }

    @MainActor func testRowsSelectInGreenAndReuseTheirCells() async throws {
        let bundle = try Self.loadBundle()
        let harness = HeadlessHarness(size: Size(width: 320, height: 240))
        let table = TableView(frame: harness.window.bounds)
        table.rowHeight = 72
        table.register(try bundle.template(named: "ImagesCell"), forCellReuseIdentifier: "ImagesCell")
        let pictures = Pictures()
        table.dataSource = pictures
        harness.window.addSubview(table)
        harness.render()
        let second = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(second.textLabel.text, "Ink")
        harness.click(second)
        harness.render()
        XCTAssertTrue(second.isSelected)
        XCTAssertTrue(second.textLabel.isHighlighted, "selected: the labels turn white over the green background")
        let green = harness.render()[160, 72 + 60]
        XCTAssertGreaterThan(green.green, green.red, "the selected background is green")
        assertImageSnapshot(of: harness.window, named: "selected")
        withExtendedLifetime(pictures) {}
    }
}
