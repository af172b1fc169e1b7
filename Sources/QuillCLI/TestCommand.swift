import ArgumentParser
import Foundation
import Quill
import QuillAuthoring

/// `quill test BUNDLE`: builds the bundle's code with its tests, loads it and runs them.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Build a widget bundle's code with its Tests/*.swift, load it, and run its tests (snapshots included).",
        discussion: """
            The tests declare 'enum NAMETests { @MainActor static func run(_ test: WidgetTestRun) throws }'. \
            Snapshots are compared with Tests/__Snapshots__/NAME.png; a missing one is recorded and \
            fails the run once, --record rewrites them all.
            """)

    @Argument(help: "The widget bundle folder.")
    var bundle: String

    @Flag(help: "Write every snapshot instead of comparing it.")
    var record = false

    func run() throws {
        let outcome = TestCommand.runTests(ofBundleAt: bundle, recording: record)
        switch outcome {
        case .success(let (passed, lines)):
            print("\(bundle):")
            lines.forEach { print($0) }
            print(passed ? "All tests of \(bundle) passed." : "Tests of \(bundle) failed.")
            if !passed { throw ExitCode(1) }
        case .failure(let error):
            FileHandle.standardError.write(Data("quill test: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// Builds the bundle's test build, loads it and runs its tests: whether all passed, and a
    /// line per case and failure.
    static func runTests(ofBundleAt bundle: String, recording: Bool) -> Result<(Bool, [String]), any Error> {
        let folder = (bundle as NSString).standardizingPath
        let scratch = NSTemporaryDirectory() + "quill-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let testBuild = scratch + "/lib\((folder as NSString).lastPathComponent)-tests.so"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            try WidgetBuild.build(folder, testsOutput: testBuild)
        } catch {
            return .failure(error)
        }
        return MainActor.assumeIsolated {
            do {
                let loaded = try WidgetBundleLoader.shared.load(at: folder, code: testBuild)
                guard let entry = loaded.librarySymbol(named: WidgetTestRun.entrySymbol) else {
                    throw QuillError("\(folder): the test build has no '\(WidgetTestRun.entrySymbol)'", hint: "declare enum \(loaded.name)Tests with a static run(_:) in Tests/")
                }
                typealias RunTests = @convention(c) (UnsafeMutableRawPointer) -> Int32
                let run = WidgetTestRun(bundle: loaded, recording: recording)
                _ = unsafeBitCast(entry, to: RunTests.self)(Unmanaged.passUnretained(run).toOpaque())
                var lines: [String] = []
                for result in run.results {
                    lines.append((result.failures.isEmpty ? "  passed  " : "  FAILED  ") + result.name)
                    lines.append(contentsOf: result.failures.map { "      \($0)" })
                }
                if run.results.isEmpty { lines.append("  no test cases ran") }
                return .success((run.passed, lines))
            } catch {
                return .failure(error)
            }
        }
    }
}
