import XCTest
@testable import QuillWidgets
import QuillViews

final class CellReuseQueueTests: XCTestCase {
    /// A grid cell that counts how often it was prepared for reuse.
    @MainActor final class CountingCell: GridViewCell {
        var preparations = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            preparations += 1
        }
    }

    /// A header that counts how often it was prepared for reuse.
    @MainActor final class CountingHeader: ReusableView {
        var preparations = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            preparations += 1
        }
    }

    struct Refusal: Error, Equatable {}

    @MainActor func testARegisteredIdentifierMakesNewCellsThatCarryIt() async throws {
        var queue = CellReuseQueue<GridViewCell>()
        queue.register(forIdentifier: "Photo") { CountingCell() }
        queue.register(forIdentifier: "Named") { GridViewCell(reuseIdentifier: "Own") }
        let first = try XCTUnwrap(queue.make("Photo"))
        let second = try XCTUnwrap(queue.make("Photo"))
        XCTAssertTrue(first is CountingCell)
        XCTAssertFalse(first === second, "each call makes a new cell")
        XCTAssertEqual(first.reuseIdentifier, "Photo", "a cell that sets no identifier takes the registration's")
        XCTAssertEqual(try queue.make("Named")?.reuseIdentifier, "Own", "a cell's own identifier stays")
        XCTAssertNil(try queue.make("Unknown"))
        XCTAssertEqual(queue.registeredIdentifiers, ["Named", "Photo"])
    }

    @MainActor func testALaterRegistrationReplacesAnEarlierOne() async throws {
        var queue = CellReuseQueue<GridViewCell>()
        queue.register(forIdentifier: "Cell") { GridViewCell() }
        queue.register(forIdentifier: "Cell") { CountingCell() }
        XCTAssertTrue(try queue.make("Cell") is CountingCell)
        XCTAssertEqual(queue.registeredIdentifiers, ["Cell"])
    }

    @MainActor func testWhatARegistrationThrowsReachesTheCaller() async {
        var queue = CellReuseQueue<GridViewCell>()
        queue.register(forIdentifier: "Broken") { throw Refusal() }
        XCTAssertThrowsError(try queue.make("Broken")) { XCTAssertEqual($0 as? Refusal, Refusal()) }
    }

    @MainActor func testAQueuedCellComesBackPreparedForReuse() async throws {
        var queue = CellReuseQueue<GridViewCell>()
        queue.register(forIdentifier: "Photo") { CountingCell() }
        let cell = try XCTUnwrap(queue.make("Photo") as? CountingCell)
        cell.isSelected = true
        cell.isHighlighted = true
        XCTAssertNil(queue.dequeue("Photo"), "nothing waits before a cell is queued")
        XCTAssertTrue(queue.enqueue(cell))
        XCTAssertEqual(cell.preparations, 0, "a cell is prepared when it is handed out, not when it is queued")
        let reused = try XCTUnwrap(queue.dequeue("Photo"))
        XCTAssertTrue(reused === cell)
        XCTAssertEqual(cell.preparations, 1)
        XCTAssertFalse(cell.isSelected)
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertNil(queue.dequeue("Photo"), "a cell is handed out once")
    }

    @MainActor func testCellsWaitUnderTheirOwnIdentifier() async throws {
        var queue = CellReuseQueue<GridViewCell>()
        let photo = GridViewCell(reuseIdentifier: "Photo")
        let folder = GridViewCell(reuseIdentifier: "Folder")
        queue.enqueue(photo)
        queue.enqueue(folder)
        XCTAssertEqual(queue.count, 2)
        XCTAssertNil(queue.dequeue("Other"))
        XCTAssertTrue(queue.dequeue("Folder") === folder)
        XCTAssertTrue(queue.dequeue("Photo") === photo)
    }

    @MainActor func testACellWithoutAnIdentifierIsNotQueued() async {
        var queue = CellReuseQueue<GridViewCell>()
        XCTAssertFalse(queue.enqueue(GridViewCell()))
        XCTAssertEqual(queue.count, 0)
    }

    @MainActor func testEachIdentifierKeepsAtMostTheLimit() async {
        var queue = CellReuseQueue<GridViewCell>()
        queue.limit = 2
        let cells = (0..<3).map { _ in GridViewCell(reuseIdentifier: "Cell") }
        XCTAssertEqual(cells.map { queue.enqueue($0) }, [true, true, false], "the third is dropped")
        XCTAssertTrue(queue.enqueue(GridViewCell(reuseIdentifier: "Other")), "another identifier has its own bound")
        XCTAssertEqual(queue.largestQueue, 2)
        queue.limit = 1
        XCTAssertEqual(queue.largestQueue, 1, "lowering the limit drops the cells over it")
        XCTAssertEqual(queue.count, 2)
    }

    @MainActor func testViewsThatAreNotReusableAreMadeButNeverQueued() async throws {
        var queue = CellReuseQueue<View> { $0 as? ReusableView }
        queue.register(forIdentifier: "Plain") { View() }
        queue.register(forIdentifier: "Header") { CountingHeader() }
        let plain = try XCTUnwrap(queue.make("Plain"))
        XCTAssertFalse(queue.enqueue(plain))
        let header = try XCTUnwrap(queue.make("Header") as? CountingHeader)
        XCTAssertEqual(header.reuseIdentifier, "Header")
        XCTAssertTrue(queue.enqueue(header))
        XCTAssertTrue(queue.dequeue("Header") === header)
        XCTAssertEqual(header.preparations, 1)
    }
}
