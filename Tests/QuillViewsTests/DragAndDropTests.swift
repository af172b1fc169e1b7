import XCTest
import Foundation
import QuillTesting
@testable import QuillViews
import QuillFoundation

/// Drag and drop (issue 29): a drag from a view's drag interaction to a drop interaction in
/// the same window (the picture following the pointer, proposals, copy, move and refusal,
/// Escape), and files and text dropped from other applications.
final class DragAndDropTests: XCTestCase {
    @MainActor final class Source: DragInteractionDelegate {
        var text = "Hello"
        var ended: [DropOperation] = []
        var allowsMove = true
        func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
            session.allowsMoveOperation = allowsMove
            return text.isEmpty ? [] : [DragItem(itemProvider: ItemProvider(string: text))]
        }
        func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) { ended.append(operation) }
    }

    @MainActor final class Target: DropInteractionDelegate {
        var operation = DropOperation.copy
        var events: [String] = []
        var dropped: [String] = []
        var droppedURLs: [URL] = []
        var lastSession: DropSession?
        func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
            session.hasItems(conformingTo: [.plainText, .fileURL])
        }
        func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) { events.append("enter") }
        func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
            lastSession = session
            return DropProposal(operation: operation)
        }
        func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) { events.append("exit") }
        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
            events.append("drop")
            for item in session.items {
                if let url = item.itemProvider.url, url.isFileURL { droppedURLs.append(url) } else if let text = item.itemProvider.string { dropped.append(text) }
            }
        }
        func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) { events.append("end") }
    }

    @MainActor private func makeScene() -> (HeadlessHarness, Source, Target, View, View) {
        let harness = HeadlessHarness(size: Size(width: 400, height: 200))
        let from = View(frame: Rect(x: 10, y: 10, width: 100, height: 60))
        from.backgroundColor = .systemBlue
        let to = View(frame: Rect(x: 250, y: 10, width: 120, height: 120))
        harness.window.addSubview(from)
        harness.window.addSubview(to)
        let source = Source(), target = Target()
        let drag = DragInteraction(delegate: source)
        from.addInteraction(drag)
        to.addInteraction(DropInteraction(delegate: target))
        harness.render()
        kept.append(contentsOf: [source, target] as [AnyObject])
        return (harness, source, target, from, to)
    }
    /// The delegates (interactions hold them weakly), kept for the test's length.
    @MainActor private var kept: [AnyObject] = []

    @MainActor private func preview(in harness: HeadlessHarness) -> View? {
        harness.window.subviews.first { $0.accessibilityIdentifier == "quill.dragPreview" }
    }

    @MainActor func testADragCarriesItsItemsToADropTargetThatCopiesThem() async throws {
        let (harness, source, target, _, _) = makeScene()
        harness.press(at: Point(x: 50, y: 40))
        harness.move(to: Point(x: 53, y: 40))
        XCTAssertNil(preview(in: harness), "a few points are not a drag yet")
        harness.move(to: Point(x: 150, y: 40), steps: 4)
        let picture = try XCTUnwrap(preview(in: harness), "the picture follows the pointer")
        XCTAssertEqual(picture.frame.origin, Point(x: 110, y: 10), "held where it was grabbed")
        XCTAssertEqual(target.events, [], "not over the target yet")
        harness.move(to: Point(x: 300, y: 50), steps: 4)
        XCTAssertEqual(target.events, ["enter"])
        XCTAssertTrue(target.lastSession?.localDragSession != nil, "a drag within the app")
        harness.release()
        XCTAssertEqual(target.dropped, ["Hello"])
        XCTAssertEqual(target.events, ["enter", "drop", "end"])
        XCTAssertEqual(source.ended, [.copy])
        XCTAssertNil(preview(in: harness), "the picture is gone")
    }

    @MainActor func testARefusedDropShowsTheNoEntryPointerAndTakesNothing() async throws {
        let (harness, source, target, _, _) = makeScene()
        target.operation = .forbidden
        harness.press(at: Point(x: 50, y: 40))
        harness.move(to: Point(x: 300, y: 50), steps: 10)
        XCTAssertEqual(harness.window.currentPointerStyle, .notAllowed)
        harness.release()
        XCTAssertEqual(target.dropped, [])
        XCTAssertEqual(target.events, ["enter", "end"])
        XCTAssertEqual(source.ended, [.cancel])
        XCTAssertEqual(harness.window.currentPointerStyle, .arrow)
    }

    @MainActor func testMovesOnlyWhereTheSourceAllowsThemAndEscapeAbandonsTheDrag() async throws {
        let (harness, source, target, _, _) = makeScene()
        target.operation = .move
        source.allowsMove = false
        harness.drag(from: Point(x: 50, y: 40), to: Point(x: 300, y: 50))
        XCTAssertEqual(source.ended, [.copy], "a move the source does not allow is a copy")
        source.allowsMove = true
        harness.drag(from: Point(x: 50, y: 40), to: Point(x: 300, y: 50))
        XCTAssertEqual(source.ended, [.copy, .move])
        target.events = []
        harness.press(at: Point(x: 50, y: 40))
        harness.move(to: Point(x: 300, y: 50), steps: 10)
        harness.key(.escape)
        XCTAssertNil(preview(in: harness))
        harness.release()
        XCTAssertEqual(source.ended, [.copy, .move, .cancel])
        XCTAssertEqual(target.events, ["enter", "exit", "end"])
        XCTAssertEqual(target.dropped.count, 2)
    }

    @MainActor func testAViewWithNothingToDragLeavesThePressAlone() async throws {
        let (harness, source, _, _, _) = makeScene()
        source.text = ""
        harness.drag(from: Point(x: 50, y: 40), to: Point(x: 300, y: 50))
        XCTAssertEqual(source.ended, [])
        XCTAssertNil(preview(in: harness))
    }

    @MainActor func testFilesDroppedFromAFileManagerArriveAsFileURLs() async throws {
        let (harness, _, target, _, _) = makeScene()
        let odd = URL(fileURLWithPath: "/tmp/quill a\nname that vanished.txt")
        harness.dropFiles([URL(fileURLWithPath: "/etc/hostname"), odd], at: Point(x: 300, y: 50))
        XCTAssertEqual(target.droppedURLs, [URL(fileURLWithPath: "/etc/hostname"), odd])
        XCTAssertNil(target.lastSession?.localDragSession, "from another application")
        XCTAssertEqual(target.lastSession?.allowsMoveOperation, false)
        harness.dropFiles([URL(fileURLWithPath: "/etc/hostname")], at: Point(x: 150, y: 150))
        XCTAssertEqual(target.droppedURLs.count, 2, "nothing takes files there")
        harness.dropText("dropped words", at: Point(x: 300, y: 50))
        XCTAssertEqual(target.dropped, ["dropped words"])
    }

    @MainActor func testHugeDroppedTextIsRefusedWithAnErrorAndTheWindowGoesOn() async throws {
        let (harness, _, target, _, _) = makeScene()
        harness.dropText(String(repeating: "x", count: (16 << 20) + 1), at: Point(x: 300, y: 50))
        XCTAssertEqual(target.events, [])
        XCTAssertTrue(harness.loggedMessages.contains { $0.contains("drops of text are limited to 16 MB") }, "\(harness.loggedMessages)")
        harness.dropText("small", at: Point(x: 300, y: 50))
        XCTAssertEqual(target.dropped, ["small"])
    }

    @MainActor func testADragCrossesIntoAnotherWindowOfTheSameApplication() async throws {
        let (harness, source, _, from, _) = makeScene()
        // A second window of the same context, to the right of the first on screen.
        let inspector = Window(size: Size(width: 300, height: 200), title: "Inspector", context: harness.context)
        let well = View(frame: Rect(x: 50, y: 50, width: 200, height: 100))
        inspector.addSubview(well)
        let target = Target()
        well.addInteraction(DropInteraction(delegate: target))
        harness.window.originOnScreen = Point(x: 100, y: 100)
        inspector.originOnScreen = Point(x: 600, y: 120)
        inspector.isShown = true
        defer { inspector.isShown = false }
        inspector.renderFrame()

        // The well's centre on screen is (750, 220): (650, 120) in the first window's coordinates.
        harness.press(at: Point(x: 60, y: 40))
        harness.move(to: Point(x: 300, y: 100), steps: 4)
        XCTAssertTrue(harness.window.dragController.isDragging)
        let preview = try XCTUnwrap(harness.window.subviews.first { $0.accessibilityIdentifier == "quill.dragPreview" }, "the picture shows in the first window")
        harness.move(to: Point(x: 650, y: 120), steps: 6)
        XCTAssertEqual(target.events, ["enter"], "the other window's target hears the items come")
        XCTAssertTrue(preview.window === inspector, "the picture moved into the window under the pointer")
        XCTAssertEqual(try XCTUnwrap(target.lastSession).location(in: well), Point(x: 100, y: 50), "the location is in the other window's terms")
        harness.release(at: Point(x: 650, y: 120))
        XCTAssertEqual(target.dropped, ["Hello"])
        XCTAssertEqual(source.ended, [.copy])
        XCTAssertNil(preview.superview, "the picture is gone")
        _ = from

        // Over no window, nothing takes the items.
        harness.press(at: Point(x: 60, y: 40))
        harness.move(to: Point(x: 2000, y: 900), steps: 6)
        harness.release(at: Point(x: 2000, y: 900))
        XCTAssertEqual(source.ended, [.copy, .cancel])
        XCTAssertEqual(target.dropped, ["Hello"])
    }
}
