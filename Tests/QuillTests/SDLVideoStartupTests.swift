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
        // Another test may have started SDL's video (a start is never begun beside it): stopped
        // first, so this start is the one the backend takes.
        while SDL_WasInit(SDL_INIT_VIDEO) != 0 { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
        let global = locale_t(bitPattern: -1)
        SDLBackend.beginStarting()
        XCTAssertTrue(SDLVideoStartup.isPending)
        // SDL sets the process's C locale and back while it starts: the main thread reads
        // its own copy meanwhile.
        XCTAssertNotEqual(uselocale(nil), global, "the main thread shares the locale SDL's start changes")
        SDLBackend.beginStarting()  // a second call while one is under way starts nothing more
        let backend = try makeDummySDLBackend()
        XCTAssertFalse(SDLVideoStartup.isPending, "the backend did not take the start under way")
        XCTAssertEqual(uselocale(nil), global, "the main thread kept its copy of the locale")
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

extension SDLVideoStartupTests {
    @MainActor func testNoStartIsBegunBesideVideoAlreadyInUse() async throws {
        let backend = try makeDummySDLBackend()
        XCTAssertNotEqual(SDL_WasInit(SDL_INIT_VIDEO), 0)
        SDLBackend.beginStarting()
        XCTAssertFalse(SDLVideoStartup.isPending, "a start was begun while SDL's video was in use")
        withExtendedLifetime(backend) {}
    }
}

extension SDLVideoStartupTests {
    /// `--help` and a wrong option end the app before any display is asked for: against an X
    /// server that accepts the connection and never answers (where a start would wait for
    /// ever), both end at once with their usual status.
    func testHelpAndAWrongOptionNeverWaitForTheDisplay() throws {
        let hello = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("hello")
        guard FileManager.default.isExecutableFile(atPath: hello.path) else {
            return XCTFail("\(hello.path) is missing: build everything first (swift build --build-tests)")
        }
        let (listener, displayNumber) = try Self.silentXServer()
        defer { close(listener) }
        for (arguments, status) in [(["--help"], Int32(0)), (["--no-such-option"], Int32(64))] {
            let process = Process()
            process.executableURL = hello
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = "127.0.0.1:\(displayNumber)"
            environment["SDL_VIDEODRIVER"] = "x11"
            environment["NO_AT_BRIDGE"] = "1"
            environment.removeValue(forKey: "WAYLAND_DISPLAY")
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return XCTFail("hello \(arguments.joined(separator: " ")) waited for a display that never answers")
            }
            XCTAssertEqual(process.terminationStatus, status, "hello \(arguments.joined(separator: " "))")
        }
    }

    /// A TCP socket on 127.0.0.1 at an X display's port (6000 + n) that takes connections and
    /// never answers them; its descriptor and n.
    static func silentXServer() throws -> (Int32, Int) {
        for number in 600..<700 {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard socket >= 0 else { break }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(6000 + number).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            if bound == 0, listen(socket, 8) == 0 { return (socket, number) }
            close(socket)
        }
        throw NSError(domain: "SDLVideoStartupTests", code: 1, userInfo: [NSLocalizedDescriptionKey: "no free port in 6600-6699 for a silent X server"])
    }
}

extension SDLVideoStartupTests {
    /// Only SDL's X11 and dummy drivers start on a thread of their own; Wayland's, or any other
    /// asked for, starts on the main thread when the backend is made.
    func testOnlyTheX11AndDummyDriversStartInBackground() {
        XCTAssertTrue(SDLVideoStartup.startsInBackground(["DISPLAY": ":0"]))
        XCTAssertTrue(SDLVideoStartup.startsInBackground(["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"]))
        XCTAssertTrue(SDLVideoStartup.startsInBackground(["DISPLAY": ":0", "SDL_VIDEODRIVER": "X11"]))
        XCTAssertTrue(SDLVideoStartup.startsInBackground(["SDL_VIDEODRIVER": "dummy"]))
        XCTAssertFalse(SDLVideoStartup.startsInBackground(["WAYLAND_DISPLAY": "wayland-0"]))
        XCTAssertFalse(SDLVideoStartup.startsInBackground(["DISPLAY": ":0", "SDL_VIDEODRIVER": "wayland"]))
        XCTAssertFalse(SDLVideoStartup.startsInBackground(["DISPLAY": ""]))
        XCTAssertFalse(SDLVideoStartup.startsInBackground([:]))
    }
}
