import XCTest
import Foundation
import CSDL2
@testable import QuillSDL
@testable import Quill

/// SDL's video starts on a thread of its own while an app builds its views (`App.run` begins
/// it); the backend waits for that start and uses it, and a display that cannot be reached
/// still ends the app with SDL's reason and what to do.
final class SDLVideoStartupTests: XCTestCase {
    @MainActor func testTheBackendWaitsForTheStartBegunEarlyAndWindowsOpenOnIt() async throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        SDLBackend.beginStarting()
        XCTAssertTrue(SDLVideoStartup.isPending)
        SDLBackend.beginStarting()  // a second call while one is under way starts nothing more
        let backend = try makeDummySDLBackend()
        XCTAssertFalse(SDLVideoStartup.isPending, "the backend did not take the start under way")
        XCTAssertEqual(SDL_GetCurrentVideoDriver().map { String(cString: $0) }, "dummy")
        let window = Window(size: Size(width: 320, height: 200), title: "Started early")
        try backend.attach(window)
        defer { backend.detach(window) }
        XCTAssertNotNil(sdlWindowID(titled: "Started early"))
    }

    /// The whole path in a process of its own: `App.run` begins the start before it builds the
    /// window's views, the start fails on the background thread, and the message reaches the user.
    func testAnUnreachableDisplayEndsTheAppWithSDLsReasonAndAHint() throws {
        let hello = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("hello")
        guard FileManager.default.isExecutableFile(atPath: hello.path) else {
            return XCTFail("\(hello.path) is missing: build everything first (swift build --build-tests)")
        }
        let process = Process()
        process.executableURL = hello
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":9731"  // no server listens there
        environment["SDL_VIDEODRIVER"] = "x11"
        environment["NO_AT_BRIDGE"] = "1"
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertNotEqual(process.terminationStatus, 0)
        XCTAssertTrue(text.contains("SDL could not start its video subsystem"), text)
        XCTAssertTrue(text.contains("xvfb-run") && text.contains("--headless"), text)
    }
}
