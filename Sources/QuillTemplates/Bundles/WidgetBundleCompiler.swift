import Foundation
import QuillFoundation

/// Runs Quill's `scripts/build-widget.sh` on a bundle: the one place `quill`, QuillTesting and
/// the tests compile a bundle's Swift code.
public enum WidgetBundleCompiler {
    /// Compiles the bundle's code against the Quill modules in `buildFolder` into its library,
    /// or, with `testsOutput`, its test build into that file.
    /// - Throws: `QuillError` with the script's output when it fails.
    public static func compile(bundleAt folder: String, script: String, buildFolder: String, testsOutput: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = [folder, buildFolder]
        var environment = ProcessInfo.processInfo.environment
        environment["QUILL_WIDGET_TESTS_OUT"] = testsOutput
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw QuillError("building \(folder) failed (status \(process.terminationStatus)):\n\(text)", hint: "fix the errors above in the bundle's Swift files")
        }
    }
}
