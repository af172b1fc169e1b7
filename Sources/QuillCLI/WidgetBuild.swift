import Foundation
import Quill

/// Builds widget bundles' code with Quill's `scripts/build-widget.sh`, against the Quill
/// modules of the build this `quill` belongs to (so what it loads matches it).
enum WidgetBuild {
    /// The Quill checkout this `quill` was built from.
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The build folder holding this executable and the `Modules` it was built with.
    static var buildFolder: String {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    /// Builds the bundle's library (or, with `testsOutput`, its test build into that file).
    /// - Throws: `QuillError` with the compiler's output.
    static func build(_ bundle: String, testsOutput: String? = nil) throws {
        try WidgetBundleCompiler.compile(
            bundleAt: bundle, script: checkout + "/scripts/build-widget.sh", buildFolder: buildFolder, testsOutput: testsOutput)
    }
}
