import QuillTemplateFormats
import QuillTemplates
import QuillWidgetBundles
import Foundation
import QuillFoundation
import QuillGraphics
import QuillViews

/// The tests of a widget bundle, run by `quill test BUNDLE` without XCTest: the bundle's
/// `Tests/*.swift` declare `enum NAMETests { @MainActor static func run(_ test: WidgetTestRun) throws }`
/// and group their checks in cases:
///
///     test.case("the title reaches the label") {
///         let view = try test.bundle.template(named: "Badge").firstObject(of: BadgeView.self)
///         test.expectEqual(view.titleLabel?.text, "Badge")
///         test.assertSnapshot(of: view, named: "badge")
///     }
///
/// Snapshots live in the bundle's `Tests/__Snapshots__`; a missing one is recorded (and the case
/// fails, so a run never passes on pixels nobody looked at), a mismatch writes `NAME.actual.png`
/// and `NAME.diff.png` next to the reference; a later pass or recording removes them.
@MainActor
public final class WidgetTestRun {
    /// The bundle under test.
    public let bundle: WidgetBundle
    /// Whether snapshots are written instead of compared (`quill test --record`).
    public let isRecording: Bool
    /// The cases run, in order, with their failures (empty when the case passed).
    public private(set) var results: [(name: String, failures: [String])] = []
    private var currentFailures: [String] = []

    /// Creates a run for `bundle`.
    public init(bundle: WidgetBundle, recording: Bool = false) {
        self.bundle = bundle
        isRecording = recording
    }

    /// The symbol a bundle's test build exports to run its tests.
    public nonisolated static let entrySymbol = "quill_widget_bundle_run_tests"

    /// Whether every case passed (and there was at least one).
    public var passed: Bool { !results.isEmpty && results.allSatisfy(\.failures.isEmpty) }

    /// Runs one named case; a thrown error fails it.
    public func `case`(_ name: String, _ body: () throws -> Void) {
        currentFailures = []
        do {
            try body()
        } catch {
            currentFailures.append("threw: \(error)")
        }
        results.append((name, currentFailures))
        currentFailures = []
    }

    /// Fails the current case with `message` unless `condition` holds.
    public func expect(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        if !condition { currentFailures.append("\(file):\(line): \(message())") }
    }

    /// Fails the current case unless the values are equal.
    public func expectEqual<T: Equatable>(_ actual: T, _ expected: T, file: StaticString = #fileID, line: UInt = #line) {
        if actual != expected { currentFailures.append("\(file):\(line): \(actual) is not \(expected)") }
    }

    /// Renders `view` headless and compares it with `Tests/__Snapshots__/NAME.png` in the bundle.
    public func assertSnapshot(of view: View, named name: String, scale: Double = 1, file: StaticString = #fileID, line: UInt = #line) {
        let folder = bundle.path + "/Tests/__Snapshots__"
        let reference = "\(folder)/\(name).png"
        let actual = HeadlessRenderer.render(view, scale: scale)
        let actualPath = "\(folder)/\(name).actual.png", diffPath = "\(folder)/\(name).diff.png"
        // What an earlier failing run left beside the reference goes, whatever this run finds:
        // a pass or a new recording leaves none, a failure writes its own.
        for stale in [actualPath, diffPath] { try? FileManager.default.removeItem(atPath: stale) }
        do {
            if isRecording || !FileManager.default.fileExists(atPath: reference) {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try PNGCodec.write(actual, to: reference)
                if !isRecording {
                    currentFailures.append("\(file):\(line): no snapshot '\(name)' yet; recorded \(reference): look at it, then run again")
                }
                return
            }
            let expected = try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: reference)), name: reference)
            let comparison = ImageComparison()
            if let difference = comparison.difference(expected, actual) {
                try PNGCodec.write(actual, to: actualPath)
                if expected.width == actual.width, expected.height == actual.height {
                    try PNGCodec.write(comparison.differenceImage(expected, actual), to: diffPath)
                }
                currentFailures.append("\(file):\(line): snapshot '\(name)' differs (\(difference)); see \(actualPath) and \(diffPath)")
            }
        } catch {
            currentFailures.append("\(file):\(line): snapshot '\(name)': \(error)")
        }
    }

    /// Runs a bundle's tests from its exported entry point (see `entrySymbol`); returns 0.
    ///
    ///     @_cdecl("quill_widget_bundle_run_tests")
    ///     public func runTests(_ run: UnsafeMutableRawPointer) -> Int32 { WidgetTestRun.run(from: run) { try BadgeTests.run($0) } }
    public nonisolated static func run(from pointer: UnsafeMutableRawPointer, _ body: @MainActor (WidgetTestRun) throws -> Void) -> Int32 {
        let run = Unmanaged<WidgetTestRun>.fromOpaque(pointer).takeUnretainedValue()
        MainActor.assumeIsolated {
            do {
                try body(run)
            } catch {
                run.results.append(("(outside any case)", ["threw: \(error)"]))
            }
        }
        return 0
    }
}
