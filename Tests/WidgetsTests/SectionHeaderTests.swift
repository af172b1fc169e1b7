import XCTest
import Quill
import QuillTesting
import SectionHeaderWidget

/// Sections that open one at a time when their header is clicked.
@MainActor
private final class Sections: TableViewDataSource, TableViewDelegate {
    let titles = ["Fruit", "Vegetables", "Grains"]
    var open: Int?
    var headersMade = 0

    func numberOfSections(in tableView: TableView) -> Int { titles.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == open ? 2 : 0 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.textLabel.text = "\(titles[indexPath.section]) \(indexPath.row + 1)"
        return cell
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double? { 44 }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") as? SectionHeaderView else { return nil }
        header.section = section
        header.titleLabel?.text = titles[section]
        header.isOpen = section == open
        header.onTap = { [weak self, weak tableView] header in
            guard let self, let tableView else { return }
            let wasOpen = self.open
            self.open = wasOpen == header.section ? nil : header.section
            tableView.reloadData()
        }
        return header
    }
}

/// The SectionHeader widget: a reusable header from its bundle's template that discloses its
/// section when clicked.
final class SectionHeaderTests: XCTestCase {
    @MainActor func testClickingAHeaderDisclosesItsSectionAndTurnsTheChevron() async throws {
        if !TemplateRegistry.shared.isRegistered("SectionHeaderView") { try SectionHeaderBundle.registerClasses() }
        let harness = HeadlessHarness(size: Size(width: 320, height: 260))
        let table = TableView(frame: harness.window.bounds)
        table.register(try SectionHeaderBundle.bundle.template(named: "SectionHeader"), forHeaderFooterViewReuseIdentifier: "Header")
        let sections = Sections()
        table.dataSource = sections
        table.delegate = sections
        harness.window.addSubview(table)
        harness.render()
        let fruit = try XCTUnwrap(table.headerView(forSection: 0) as? SectionHeaderView)
        XCTAssertEqual(fruit.titleLabel?.text, "Fruit")
        XCTAssertEqual(fruit.chevron?.text, "▸", "closed")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)

        harness.click(try XCTUnwrap(table.headerView(forSection: 1)))
        harness.render()
        XCTAssertEqual(sections.open, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
        let vegetables = try XCTUnwrap(table.headerView(forSection: 1) as? SectionHeaderView)
        XCTAssertTrue(vegetables.isOpen)
        XCTAssertEqual(vegetables.chevron?.text, "▾", "open: the chevron points down")
        assertImageSnapshot(of: harness.window, named: "open")

        harness.click(vegetables)
        harness.render()
        XCTAssertNil(sections.open, "a second click closes it")
        withExtendedLifetime(sections) {}
    }

    @MainActor func testAReusedHeaderForgetsItsTapHandlerAndState() async throws {
        let header = SectionHeaderView(reuseIdentifier: "Header")
        header.isOpen = true
        header.onTap = { _ in }
        header.prepareForReuse()
        XCTAssertFalse(header.isOpen)
        XCTAssertNil(header.onTap)
    }

    @MainActor func testTheBundleNamesItsClassAndTemplate() async throws {
        let bundle = try SectionHeaderBundle.bundle
        XCTAssertEqual(bundle.manifest.principalClass, "SectionHeaderView")
        XCTAssertEqual(bundle.manifest.library, "libSectionHeader.so")
        XCTAssertEqual(bundle.templateNames, ["SectionHeader"])
    }
}
