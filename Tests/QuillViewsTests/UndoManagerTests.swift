import XCTest
import QuillTesting
@testable import QuillViews
import QuillFoundation

/// The undo manager (issue 27): groups by event, explicit groups, names, redo from what an undo
/// registers, levels, targets that go away, and Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y in a window.
final class UndoManagerTests: XCTestCase {
    @MainActor final class Counter {
        var value = 0
        let manager: UndoManager
        init(_ manager: UndoManager) { self.manager = manager }
        func set(_ new: Int) {
            let old = value
            manager.registerUndo(withTarget: self) { $0.set(old) }
            value = new
        }
    }

    @MainActor func testRegistrationsOfOneEventUndoTogetherAndRedoFollows() async {
        let manager = UndoManager()
        let counter = Counter(manager)
        counter.set(1)
        counter.set(2)
        manager.setActionName("Count")
        manager.endEventGroup()
        counter.set(3)
        manager.endEventGroup()
        XCTAssertTrue(manager.canUndo)
        XCTAssertFalse(manager.canRedo)
        manager.undo()
        XCTAssertEqual(counter.value, 2)
        XCTAssertEqual(manager.undoActionName, "Count")
        XCTAssertEqual(manager.undoMenuItemTitle, "Undo Count")
        manager.undo()
        XCTAssertEqual(counter.value, 0, "both registrations of the first event")
        XCTAssertFalse(manager.canUndo)
        manager.redo()
        XCTAssertEqual(counter.value, 2)
        XCTAssertEqual(manager.undoActionName, "Count", "the redone group keeps its name")
        manager.redo()
        XCTAssertEqual(counter.value, 3)
        manager.undo()
        counter.set(7)
        manager.endEventGroup()
        XCTAssertFalse(manager.canRedo, "a new change forgets the redos")
    }

    @MainActor func testExplicitGroupsLevelsDisablingAndGoneTargets() async {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        counter.set(1)
        counter.set(2)
        manager.undo()
        XCTAssertEqual(counter.value, 1, "without grouping by event each registration is a group")
        manager.beginUndoGrouping()
        counter.set(5)
        manager.beginUndoGrouping()
        counter.set(6)
        manager.endUndoGrouping()
        XCTAssertEqual(manager.groupingLevel, 1)
        manager.endUndoGrouping()
        manager.undo()
        XCTAssertEqual(counter.value, 1, "the nested group undid with the outer one")
        manager.levelsOfUndo = 2
        for n in 10..<15 { counter.set(n) }
        manager.undo()
        manager.undo()
        manager.undo()
        XCTAssertEqual(counter.value, 12, "only two levels were kept")
        manager.disableUndoRegistration()
        counter.set(99)
        manager.enableUndoRegistration()
        XCTAssertFalse(manager.canUndo)
        var gone: Counter? = Counter(manager)
        gone?.set(4)
        gone = nil
        manager.undo()
        XCTAssertFalse(manager.canUndo, "an action whose target is gone is skipped")
    }

    @MainActor func testWindowKeysUndoAndRedo() async {
        let harness = HeadlessHarness(size: Size(width: 100, height: 100))
        let manager = try! XCTUnwrap(harness.window.undoManager)
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        XCTAssertTrue(view.undoManager === manager, "found along the responder chain")
        let counter = Counter(manager)
        harness.window.send(.keyDown(KeyEvent(key: .character("q"))))
        counter.set(1)
        harness.key(.character("q"))
        counter.set(2)
        harness.key(.character("q"))
        harness.key(.character("z"), modifiers: .control)
        XCTAssertEqual(counter.value, 1)
        harness.key(.character("z"), modifiers: [.control, .shift])
        XCTAssertEqual(counter.value, 2)
        harness.key(.character("z"), modifiers: .control)
        harness.key(.character("z"), modifiers: .control)
        XCTAssertEqual(counter.value, 0)
        harness.key(.character("y"), modifiers: .control)
        XCTAssertEqual(counter.value, 1)
    }
}
