import Foundation

/// A program run to its end by a test: its exit status and what it wrote to standard output
/// and error, together.
struct ProgramRun {
    let status: Int32
    let output: String

    /// Runs `executable` with `arguments` (and `environment`, or the test's own; in `directory`,
    /// or the test's own) and waits for it to end.
    init(_ executable: URL, arguments: [String] = [], environment: [String: String]? = nil, directory: URL? = nil) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        status = process.terminationStatus
    }
}
