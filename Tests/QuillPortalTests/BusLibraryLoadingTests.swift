import Foundation
import QuillBus
import XCTest

/// systemd's library is opened with dlopen when a bus connection is first made, not linked
/// (CSystemdBusLoader): where it is missing, a connection fails with what to install, and the
/// program goes on without the bus (no accessibility bridge, the built-in file panels).
final class BusLibraryLoadingTests: XCTestCase {
    /// The library this test names in its second run (no such file).
    private static let missingLibrary = "/nonexistent/libsystemd.so.0"

    /// Run as itself in a second process with the library named missing (the loader reads its
    /// name once, and this process may have loaded the real one already): there, both ways of
    /// connecting throw an error naming the file and the package to install, and the process
    /// ends normally.
    func testAMissingSystemdLibraryIsAnErrorNamingWhatToInstall() throws {
        if ProcessInfo.processInfo.environment["QUILL_SYSTEMD_LIBRARY"] == Self.missingLibrary {
            for connect in [{ try BusConnection.session() }, { try BusConnection.open(address: "unix:path=/nonexistent/bus") }] {
                XCTAssertThrowsError(try connect()) { error in
                    let text = "\(error)"
                    XCTAssertTrue(text.contains(Self.missingLibrary), text)
                    XCTAssertTrue(text.contains("apt-get install libsystemd0"), text)
                }
            }
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments = ["QuillPortalTests.BusLibraryLoadingTests/testAMissingSystemdLibraryIsAnErrorNamingWhatToInstall"]
        var environment = ProcessInfo.processInfo.environment
        environment["QUILL_SYSTEMD_LIBRARY"] = Self.missingLibrary
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
        XCTAssertTrue(output.contains("Executed 1 test, with 0 failures"), output)
    }
}
