import XCTest
import Foundation

/// SDL 2 is opened with `dlopen` when a window is about to open, not linked (CSDL2Loader): a
/// program that opens no window never loads it, and a missing or wrong SDL ends an app that
/// opens one with what to install, instead of the dynamic loader refusing to start it.
final class SDLLibraryLoadingTests: XCTestCase {
    /// Runs `hello` with `arguments` and these environment changes (nil removes a variable);
    /// its status and standard output and error.
    private func runHello(_ arguments: [String], environment changes: [String: String?]) throws -> (status: Int32, output: String) {
        let hello = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("hello")
        guard FileManager.default.isExecutableFile(atPath: hello.path) else {
            XCTFail("\(hello.path) is missing: build everything first (swift build --build-tests)")
            return (-1, "")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_AT_BRIDGE"] = "1"
        for (name, value) in changes { environment[name] = value }
        let run = try ProgramRun(hello, arguments: arguments, environment: environment)
        return (run.status, run.output)
    }

    /// The libraries the dynamic loader maps when the program starts (what `ldd` prints):
    /// SDL is not among them, nor Xlib (found where SDL's X11 driver opened it) or systemd's
    /// library (opened when a bus connection is first made).
    func testAProgramDoesNotLoadSDLXlibOrSystemdWhenItStarts() throws {
        let (status, libraries) = try runHello([], environment: ["LD_TRACE_LOADED_OBJECTS": "1"])
        XCTAssertEqual(status, 0, libraries)
        XCTAssertTrue(libraries.contains("libc.so"), "not the loader's list of libraries:\n\(libraries)")
        XCTAssertFalse(libraries.contains("libSDL2"), "SDL is linked again:\n\(libraries)")
        XCTAssertFalse(libraries.contains("libX11"), "Xlib is linked again (CSDLNativeWindow):\n\(libraries)")
        XCTAssertFalse(libraries.contains("libsystemd"), "systemd's library is linked again (CSystemdBus):\n\(libraries)")
    }

    /// A headless render never needs SDL, even with a display named: it works where SDL is
    /// missing.
    func testAHeadlessRenderNeedsNoSDL() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quill-no-sdl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("hello.png")
        let (status, output) = try runHello(
            ["--headless", "--out", picture.path], environment: ["QUILL_SDL_LIBRARY": "/nonexistent/libSDL2-2.0.so.0", "DISPLAY": ":9731"])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: picture.path), output)
    }

    /// A window with SDL missing: the app ends with the file it looked for, the loader's
    /// reason and what to install (not the hint about displays, which would mislead).
    func testAMissingSDLEndsTheAppWithWhatToInstall() throws {
        let (status, output) = try runHello(
            [], environment: ["QUILL_SDL_LIBRARY": "/nonexistent/libSDL2-2.0.so.0", "SDL_VIDEODRIVER": "dummy", "DISPLAY": ":9731", "WAYLAND_DISPLAY": nil])
        XCTAssertNotEqual(status, 0, output)
        XCTAssertTrue(output.contains("SDL 2 could not be loaded"), output)
        XCTAssertTrue(output.contains("/nonexistent/libSDL2-2.0.so.0"), output)
        XCTAssertTrue(output.contains("apt-get install libsdl2-2.0-0"), output)
        XCTAssertFalse(output.contains("xvfb-run"), output)
    }

    /// A library that is not SDL (here the C library) is refused by name before any of its
    /// symbols is called as SDL's.
    func testALibraryThatIsNotSDLIsRefused() throws {
        let (status, output) = try runHello(
            [], environment: ["QUILL_SDL_LIBRARY": "libc.so.6", "SDL_VIDEODRIVER": "dummy", "DISPLAY": ":9731", "WAYLAND_DISPLAY": nil])
        XCTAssertNotEqual(status, 0, output)
        XCTAssertTrue(output.contains("libc.so.6 is not SDL 2"), output)
    }
}
