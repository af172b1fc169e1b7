import XCTest
import QuillTesting
import SectionHeaderWidget
import TablesExample
@testable import Quill
import QuillAuthoring

/// The source articles' five scenarios, each in the Tables example, driven like a user would.
/// The example loads the ImagesCell bundle as a plugin (its library is built here first, as
/// `make run` does) and GridCell as a data-only bundle.
final class TablesExampleTests: XCTestCase {
    @MainActor private func makeScene() throws -> (HeadlessHarness, TablesScene) {
        try WidgetBundleBuilder.buildLibrary(ofBundleAt: Checkout.widgets + "/ImagesCell")
        let harness = HeadlessHarness(size: Size(width: 980, height: 620), title: "Tables")
        let scene = try TablesScene(in: harness.window)
        XCTAssertEqual(scene.loadErrors, [], "every bundle loaded")
        harness.render()
        return (harness, scene)
    }

    /// Clicks the centre of a rectangle given in a view's coordinates.
    @MainActor private func click(_ harness: HeadlessHarness, _ rect: Rect, in view: View) {
        harness.click(at: view.convert(Point(x: rect.midX, y: rect.midY), to: nil))
    }

    @MainActor func testColumnsShareTheWindowAndTheGridReflows() async throws {
        let (harness, scene) = try makeScene()
        let columns = [scene.imagesTable, scene.grid, scene.accordion] as [View]
        let widths = columns.map(\.frame.width)
        XCTAssertEqual(widths.max()! - widths.min()!, 1, accuracy: 1, "equal thirds, to the pixel")
        XCTAssertEqual(scene.accordion.frame.maxX, 970)
        let before = scene.grid.numberOfColumns
        harness.window.send(.resized(Size(width: 1400, height: 700)))
        harness.render()
        XCTAssertEqual(scene.accordion.frame.maxX, 1390)
        XCTAssertEqual(scene.grid.frame.width, (1400 - 40) / 3, accuracy: 1)
        XCTAssertEqual(scene.grid.frame.height, 700 - 54)
        XCTAssertGreaterThan(scene.grid.numberOfColumns, before, "a wider grid fits more columns")
        XCTAssertEqual(scene.editButton.frame.maxX, scene.imagesTable.frame.maxX, "the Edit button stays at the column's corner")
        for column in columns { XCTAssertFalse(column.hasAmbiguousLayout) }
    }

    @MainActor func testScenario1RowsArriveThroughTheFilesOwnerOutlet() async throws {
        let (harness, scene) = try makeScene()
        let header = try XCTUnwrap(scene.accordion.headerView(forSection: 0))
        click(harness, header.bounds, in: header)
        harness.settle()
        harness.render()
        XCTAssertEqual(scene.accordionController.openSection, 0)
        XCTAssertEqual(scene.accordionController.cellsLoadedThroughOutlet, 3)
        XCTAssertNil(scene.accordionController.tableViewCell, "the controller lets go of each cell it receives")
        let row = try XCTUnwrap(scene.accordion.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual((row.contentView.viewWithTag(1) as? Label)?.text, "Fruit 2")
    }

    @MainActor func testScenario2GridContentIsFoundByTag() async throws {
        let (harness, scene) = try makeScene()
        for _ in 0..<30 {
            harness.scroll(at: scene.grid.convert(Point(x: 50, y: scene.grid.contentOffset.y + 50), to: nil), deltaY: 60)
            harness.render()
        }
        XCTAssertGreaterThan(scene.grid.contentOffset.y, 1000)
        for cell in scene.grid.visibleCells {
            XCTAssertEqual(cell.contentView.subviews.count, 1, "the template's view is added once per cell, then reused")
            let index = try XCTUnwrap(scene.grid.indexForItem(at: cell.center))
            let caption = cell.contentView.viewWithTag(1)?.viewWithTag(3) as? Label
            XCTAssertEqual(caption?.text, scene.gridController.names[index])
        }
        XCTAssertLessThan(scene.grid.statistics.cellsCreated, scene.grid.visibleCells.count + 8)
        XCTAssertGreaterThan(scene.grid.statistics.cellsReused, 0)
    }

    @MainActor func testScenario3TemplateCellsSelectInGreenAndEditWithAnimation() async throws {
        let (harness, scene) = try makeScene()
        let table = scene.imagesTable
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(TemplateRegistry.shared.className(of: cell), "ImagesCell", "the plugin's class")
        XCTAssertTrue(cell.backgroundView is GradientView)
        XCTAssertTrue(cell.selectedBackgroundView is GradientView)
        XCTAssertEqual(cell.accessoryType, .disclosureIndicator)
        XCTAssertEqual(cell.textLabel.text, "Picture 1")

        click(harness, table.rectForRow(at: IndexPath(row: 1, section: 0)), in: table)
        XCTAssertEqual(scene.imagesController.selections, [1])
        let selected = harness.render(try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0))))
        let pixel = selected[200, 60]
        XCTAssertGreaterThan(Int(pixel.green), Int(pixel.red) + 40, "the selected background is green")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel.isHighlighted, true)

        let labelWidth = cell.textLabel.frame.width
        let contentWidth = cell.contentView.frame.width
        harness.click(scene.editButton)
        harness.settle()
        harness.render()
        XCTAssertEqual(scene.editButton.currentTitle, "Done")
        XCTAssertEqual(cell.contentView.frame.minX, 38, "the content view moved right for the delete control")
        XCTAssertEqual(cell.textLabel.frame.width - labelWidth, cell.contentView.frame.width - contentWidth, accuracy: 0.01, "the label autoresizes with the content view")
        XCTAssertEqual(cell.accessoryType, .disclosureIndicator)
        assertImageSnapshot(of: harness.render(), named: "editing")

        click(harness, Rect(x: 8, y: 25, width: 22, height: 22), in: table)  // row 0's delete control
        harness.settle()
        XCTAssertEqual(scene.imagesController.items.count, 30, "the control reveals Delete; only Delete deletes")
        harness.click(try XCTUnwrap(cell.deleteConfirmationButton))
        XCTAssertTrue(table.isAnimatingUpdates)
        harness.settle()
        harness.render()
        XCTAssertEqual(scene.imagesController.items.count, 29)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel.text, "Picture 2")
        XCTAssertLessThanOrEqual(table.statistics.cellsCreated, 11, "cells are reused rather than loaded again")
    }

    @MainActor func testScenario4HeadersDiscloseOneSectionAtATimeAndAreReused() async throws {
        let (harness, scene) = try makeScene()
        let table = scene.accordion
        click(harness, try XCTUnwrap(table.headerView(forSection: 1)).bounds, in: try XCTUnwrap(table.headerView(forSection: 1)))
        harness.advance(by: 0.1)
        XCTAssertTrue(table.isAnimatingUpdates, "disclosing animates")
        harness.settle()
        harness.render()
        XCTAssertEqual(table.numberOfRows(inSection: 1), 4)
        XCTAssertEqual((table.headerView(forSection: 1) as? SectionHeaderView)?.isOpen, true)
        let header3 = try XCTUnwrap(table.headerView(forSection: 3))
        click(harness, header3.bounds, in: header3)
        harness.settle()
        harness.render()
        XCTAssertEqual(table.numberOfRows(inSection: 1), 0, "opening another section closes the first")
        XCTAssertEqual(table.numberOfRows(inSection: 3), 3)
        for _ in 0..<5 {
            table.reloadData()
            harness.render()
        }
        XCTAssertLessThanOrEqual(table.statistics.headersCreated, 12, "headers are reused as a flyweight")
        XCTAssertGreaterThan(table.statistics.headersReused, 20)
        assertImageSnapshot(of: harness.render(), named: "section-open")
    }

    @MainActor func testScenario5LoaderChecksTheTemplateHoldsACellNamedLikeIt() async throws {
        _ = try makeScene()
        let good = try CellTemplateLoader.cell(from: try TablesResources.widgetBundle(named: "ImagesCell").template(named: "ImagesCell"))
        XCTAssertEqual(good.reuseIdentifier, "ImagesCell")
        XCTAssertThrowsError(try CellTemplateLoader.cell(from: try SectionHeaderBundle.bundle.template(named: "SectionHeader"))) { error in
            XCTAssertTrue("\(error)".contains("SectionHeader.quill: error: SectionHeader holds no top-level TableViewCell"), "\(error)")
        }
    }

    @MainActor func testWindowSnapshot() async throws {
        let (harness, _) = try makeScene()
        assertImageSnapshot(of: harness.render(), named: "tables")
    }
}
