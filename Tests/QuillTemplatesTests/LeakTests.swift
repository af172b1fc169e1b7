import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillFoundation
import QuillViews
import QuillWidgets

/// Templates, their objects and the cells made from them go away with their owners (issue 12):
/// ten thousand of each are created and dropped, and weak references prove none is left alive.
final class LeakTests: XCTestCase {
    @MainActor final class CellOwner {
        @Outlet var cell: TableViewCell?
        @Outlet var height: LayoutConstraint?
        @OutletCollection var labels: [Label]
        @Action var save = CellOwner.saveTapped
        func saveTapped(_ sender: Button) {}
    }

    /// A cell with everything that can hold a reference: outlets, a collection, an action to
    /// File's Owner, constraints between its views and an accessory view.
    static let cellText = """
        quill: 1
        owner:
          class: CellOwner
          outlets: {cell: cell, height: titleHeight}
          outletCollections: {labels: [title, detail]}
        objects:
          - class: TableViewCell
            id: cell
            reuseIdentifier: Leak
            frame: [0, 0, 320, 60]
            accessoryType: disclosureIndicator
            parts:
              contentView:
                subviews:
                  - {class: Label, id: title, text: Title, frame: [15, 8, 200, 22]}
                  - {class: Label, id: detail, text: Detail, frame: [15, 32, 200, 20]}
                  - class: Button
                    id: save
                    title: Save
                    frame: [220, 12, 60, 36]
                    actions: {touchUpInside: owner.save}
                constraints:
                  - detail.top == title.bottom + 2
                  - detail.leading == title.leading
                  - {titleHeight: title.height == 22}
        """

    @MainActor private func registry() throws -> TemplateRegistry {
        let registry = TemplateRegistry()
        try registry.register(CellOwner.self) { CellOwner() }
        return registry
    }

    /// Weak references to objects, checked at the end.
    struct WeakSet {
        private var references: [() -> AnyObject?] = []
        mutating func insert(_ object: AnyObject) { references.append { [weak object] in object } }
        var count: Int { references.count }
        var alive: Int { references.count { $0() != nil } }
    }

    @MainActor func testTenThousandTemplatesParsedInstantiatedAndDroppedLeaveNothingAlive() async throws {
        let registry = try registry()
        var templates = WeakSet(), objects = WeakSet(), owners = WeakSet()
        for i in 0..<10_000 {
            // Parse a new template every tenth time; instantiate every time.
            do {
                let template = try Template(data: Data(LeakTests.cellText.utf8), path: "Leak\(i % 10).quill")
                templates.insert(template)
                let owner = CellOwner()
                owners.insert(owner)
                let instance = try template.makeInstance(owner: owner, registry: registry)
                for object in instance.topLevelObjects { objects.insert(object) }
                let cell = try XCTUnwrap(owner.cell)
                objects.insert(cell.contentView)
                for label in owner.labels { objects.insert(label) }
                if let height = owner.height { objects.insert(height) }
                if i % 1000 == 0 { cell.layoutIfNeeded() }
            }
        }
        XCTAssertEqual(owners.count, 10_000)
        XCTAssertEqual(templates.alive, 0, "parsed templates are freed")
        XCTAssertEqual(owners.alive, 0, "File's Owners are freed (outlets and actions do not keep them)")
        XCTAssertEqual(objects.alive, 0, "cells, their views and constraints are freed")
    }

    @MainActor final class Rows: TableViewDataSource {
        var count: Int
        init(count: Int) { self.count = count }
        var made = WeakSet()
        private var seen: Set<ObjectIdentifier> = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(withIdentifier: "Leak", for: indexPath)
            if seen.insert(ObjectIdentifier(cell)).inserted { made.insert(cell) }
            (cell.contentView.subviews.first as? Label)?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @MainActor func testScrollingTenThousandTemplateRowsReusesABoundedSetOfCellsFreedWithTheTable() async throws {
        let registry = try registry()
        let template = try Template(data: Data(LeakTests.cellText.utf8), path: "Leak.quill")
        let rows = Rows(count: 10_000)
        var tables = WeakSet(), owners = WeakSet()
        do {
            let harness = HeadlessHarness(size: Size(width: 320, height: 480))
            let table = TableView(frame: harness.window.bounds)
            tables.insert(table)
            table.rowHeight = 60
            let owner = CellOwner()
            owners.insert(owner)
            table.register(template, forCellReuseIdentifier: "Leak", owner: owner, registry: registry)
            table.dataSource = rows
            harness.window.addSubview(table)
            harness.render()
            var offset = 0.0
            while offset < table.contentSize.height {
                offset += 480
                table.contentOffset = Point(x: 0, y: min(offset, table.contentSize.height - table.bounds.height))
                table.layoutIfNeeded()
            }
            harness.render()
            XCTAssertEqual(table.indexPathsForVisibleRows.last?.row, 9_999, "scrolled to the end")
            XCTAssertLessThanOrEqual(rows.made.count, 20, "a 480-point window reuses a few cells for 10,000 rows")
            XCTAssertGreaterThan(rows.made.alive, 0)
            table.removeFromSuperview()
        }
        XCTAssertEqual(tables.alive, 0, "the table is freed")
        XCTAssertEqual(rows.made.alive, 0, "every cell it made (visible or waiting for reuse) is freed with it")
        XCTAssertEqual(owners.alive, 0, "the cells' owner is freed")
    }

    @MainActor func testTenThousandCellsMadeWithoutATableAreFreed() async throws {
        let registry = try registry()
        let template = try Template(data: Data(LeakTests.cellText.utf8), path: "Leak.quill")
        var cells = WeakSet()
        for _ in 0..<10_000 {
            do {
                let cell = try? TemplateCellFactory.makeCell(TableViewCell.self, from: template, identifier: "Leak", owner: CellOwner(), options: TemplateOptions(), registry: registry)
                if let cell { cells.insert(cell) }
            }
        }
        XCTAssertEqual(cells.count, 10_000)
        XCTAssertEqual(cells.alive, 0)
    }
}
