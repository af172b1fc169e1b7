import XCTest
import Foundation
import QuillTesting
@testable import QuillViews
import QuillFoundation

/// Several windows (issue 29): size limits, full screen from the View menu, a modal window
/// taking its parent's input, and sizes and places remembered between runs in the XDG
/// configuration folder.
final class WindowStateTests: XCTestCase {
    private func temporaryFolder() throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("quill-window-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    @MainActor func testAStateIsRememberedAndReadBackFromTheXDGConfigurationFolder() async throws {
        let folder = try temporaryFolder()
        let store = WindowStateStore.standard(programName: "gallery", environment: ["XDG_CONFIG_HOME": folder.path, "HOME": "/nonexistent"])
        XCTAssertEqual(store.fileURL.path, folder.path + "/gallery/windows.json")
        XCTAssertNil(store.state(forWindowNamed: "main"), "nothing remembered yet")
        let state = WindowState(x: 80, y: 60, width: 1000, height: 700, isFullScreen: true)
        try store.save(state, forWindowNamed: "main")
        let again = WindowStateStore.standard(programName: "gallery", environment: ["XDG_CONFIG_HOME": folder.path])
        XCTAssertEqual(again.state(forWindowNamed: "main"), state, "a new run reads it back")
        let text = try String(contentsOf: again.fileURL, encoding: .utf8)
        XCTAssertTrue(text.contains("\"version\" : 1"), text)
        XCTAssertEqual(WindowStateStore.standard(programName: "../x", environment: ["HOME": "/home/a"]).fileURL.path, "/home/a/.config/x/windows.json",
                       "a program name cannot leave the configuration folder")
    }

    @MainActor func testADamagedFileOrAnImpossiblePlaceIsIgnoredWithAWarning() async throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("windows.json")
        let log = RuntimeLogSink()
        try Data("{\"version\": 1, \"windows\": {\"main\": ".utf8).write(to: file)
        let damaged = WindowStateStore(fileURL: file, log: log)
        XCTAssertNil(damaged.state(forWindowNamed: "main"))
        XCTAssertTrue(log.messages.contains { $0.contains("is not a window-state file Quill can read") }, "\(log.messages)")
        try damaged.save(WindowState(x: 0, y: 0, width: 400, height: 300), forWindowNamed: "main")
        XCTAssertNotNil(WindowStateStore(fileURL: file, log: log).state(forWindowNamed: "main"), "the next save rewrote it")

        try Data(#"{"version": 1, "windows": {"huge": {"x": 0, "y": 0, "width": 1e300, "height": 10, "isFullScreen": false}}}"#.utf8).write(to: file)
        XCTAssertNil(WindowStateStore(fileURL: file, log: log).state(forWindowNamed: "huge"))
        XCTAssertTrue(log.messages.contains { $0.contains("is not one a window can take") })
    }

    @MainActor func testSizeLimitsAndFullScreen() async throws {
        let harness = HeadlessHarness(size: Size(width: 800, height: 600))
        let window = harness.window
        window.minimumSize = Size(width: 400, height: 300)
        window.maximumSize = Size(width: 1200, height: 900)
        window.send(.resized(Size(width: 200, height: 100)))
        XCTAssertEqual(window.bounds.size, Size(width: 400, height: 300))
        window.send(.resized(Size(width: 5000, height: 5000)))
        XCTAssertEqual(window.bounds.size, Size(width: 1200, height: 900))
        window.minimumSize = Size(width: 1300, height: 950)
        XCTAssertEqual(window.bounds.size, Size(width: 1200, height: 900), "the maximum wins over a larger minimum")

        window.platformStateNeedsUpdate = false
        harness.key(.function(11))
        XCTAssertTrue(window.isFullScreen, "F11, the View menu's Full Screen")
        XCTAssertTrue(window.platformStateNeedsUpdate, "the backend is told")
        let item = try XCTUnwrap(window.mainMenu.menu(for: .fullScreen)?.children.first as? KeyCommand)
        _ = window.validatedTarget(for: item)
        XCTAssertEqual(item.title, "Exit Full Screen")
        harness.key(.function(11))
        XCTAssertFalse(window.isFullScreen)
    }

    @MainActor func testAModalWindowTakesItsParentsInputUntilItCloses() async throws {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        final class Counter: View {
            var presses = 0
            override func pointerBegan(_ event: PointerEvent) { presses += 1 }
        }
        let target = Counter(frame: harness.window.bounds)
        harness.window.addSubview(target)
        harness.click(at: Point(x: 10, y: 10))
        XCTAssertEqual(target.presses, 1)
        let dialog = Window(size: Size(width: 200, height: 100), title: "Dialog", context: harness.context)
        dialog.parentWindow = harness.window
        dialog.isModal = true
        dialog.isShown = true
        XCTAssertTrue(harness.window.modalChild === dialog)
        harness.click(at: Point(x: 10, y: 10))
        XCTAssertEqual(target.presses, 1, "the modal dialog takes the parent's input")
        harness.window.send(.resized(Size(width: 320, height: 220)))
        XCTAssertEqual(harness.window.bounds.width, 320, "the parent still resizes")
        dialog.isShown = false
        harness.click(at: Point(x: 10, y: 10))
        XCTAssertEqual(target.presses, 2)
    }

    @MainActor func testTheTitleChangeReachesTheBackend() async throws {
        let harness = HeadlessHarness(size: Size(width: 100, height: 100))
        harness.window.platformStateNeedsUpdate = false
        harness.window.title = "Renamed"
        XCTAssertTrue(harness.window.platformStateNeedsUpdate)
    }
}
