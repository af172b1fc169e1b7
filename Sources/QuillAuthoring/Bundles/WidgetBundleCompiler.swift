import QuillTemplateFormats
import QuillTemplates
import QuillWidgetBundles
import Foundation
import QuillFoundation

/// Compiles a code bundle's Swift sources (`Sources/*.swift`) into the dynamic library its
/// manifest names, against the Quill modules of a `WidgetToolchain`: the one place `quill build`,
/// the other `quill` commands, QuillTesting and the tests build widget code.
///
/// The library leaves Quill's symbols undefined: they are found in the app that loads it (linked
/// with `--export-dynamic`), so the process has one copy of Quill and one class registry. The
/// module is named `NAMEWidget`, like the bundle's SwiftPM target. Unless the sources export the
/// entry points themselves, they are generated: they check the ABI and call
/// `NAMEBundle.registerClasses(in:)`, which the sources must declare.
public enum WidgetBundleCompiler {
    /// What a bundle's code is, read from its folder.
    public typealias Code = WidgetBundleCode

    /// The bundle's code, or `nil` for a data-only bundle (no `library:`).
    /// - Throws: `WidgetBundleError` for a malformed manifest; `QuillError` for a missing one.
    public static func code(ofBundleAt folder: String) throws -> Code? {
        try WidgetBundleCode.read(ofBundleAt: folder)
    }

    /// Why the bundle's library must be (re)built, or `nil` when it is up to date or the bundle
    /// has no code to build (data only, or a library shipped without its sources).
    /// - Parameters:
    ///   - folder: The bundle's folder.
    ///   - toolchain: When given, a library older than the Quill modules it would be compiled
    ///     against is stale too.
    public static func staleness(ofBundleAt folder: String, toolchain: WidgetToolchain? = nil) throws -> String? {
        guard let code = try code(ofBundleAt: folder), !code.sources.isEmpty else { return nil }
        // Missing, or older than its sources: what loading checks too.
        if let reason = code.staleness(inBundleAt: folder) { return reason }
        guard let toolchain, let built = WidgetBundleCode.modificationDate(code.library) else { return nil }
        let quill = (toolchain.modulesFolder as NSString).appendingPathComponent("QuillTemplates.swiftmodule")
        guard let rebuilt = WidgetBundleCode.modificationDate(quill), rebuilt > built else { return nil }
        return "\((code.library as NSString).lastPathComponent) is older than the Quill it is loaded into (rebuilt since, in \(toolchain.origin))"
    }

    /// Builds the library when `staleness` says so; returns what was done, or `nil`.
    @discardableResult
    public static func buildIfStale(bundleAt folder: String, toolchain: WidgetToolchain) throws -> String? {
        guard let reason = try staleness(ofBundleAt: folder, toolchain: toolchain) else { return nil }
        try compile(bundleAt: folder, toolchain: toolchain)
        return reason
    }

    /// Compiles the bundle's code into its library, or, with `testsOutput`, its sources and its
    /// `Tests/*.swift` into that file (what `quill test` loads).
    /// - Returns: the path written, or `nil` for a data-only bundle.
    /// - Throws: `QuillError` with the compiler's output when it fails.
    @discardableResult
    public static func compile(bundleAt folder: String, toolchain: WidgetToolchain, testsOutput: String? = nil) throws -> String? {
        guard let code = try code(ofBundleAt: folder) else { return nil }
        guard !code.sources.isEmpty else {
            throw QuillError(
                "\(folder)/Sources: no .swift files to build \((code.library as NSString).lastPathComponent) from",
                hint: "put the bundle's Swift code in Sources/, or remove 'library:' from the manifest for a data-only bundle")
        }
        let scratch = NSTemporaryDirectory() + "quill-widget-build-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var files = code.sources
        let output = testsOutput ?? code.library
        if testsOutput != nil {
            let tests = WidgetBundleCode.swiftFiles(in: (folder as NSString).appendingPathComponent("Tests"))
            guard !tests.isEmpty else {
                throw QuillError("\(folder)/Tests: no .swift test files", hint: "'quill new' writes an example test to start from")
            }
            files += tests
            files.append(try write(testRunner(for: code), named: "RunTests.swift", in: scratch))
        }
        let declaresEntry = code.sources.contains { (try? String(contentsOfFile: $0, encoding: .utf8))?.contains(WidgetBundleABI.entrySymbol) ?? false }
        if !declaresEntry { files.append(try write(entryPoints(for: code), named: "EntryPoints.swift", in: scratch)) }
        // Written beside the result and moved into place, so a failed build never leaves a
        // broken library and a library already loaded by a process is replaced, not rewritten.
        let temporary = (scratch as NSString).appendingPathComponent((output as NSString).lastPathComponent)
        let arguments = ["-emit-library", "-parse-as-library", "-swift-version", "6", "-module-name", code.moduleName,
                         "-I", toolchain.modulesFolder] + toolchain.compilerFlags + files + ["-o", temporary]
        let (status, text) = try run(toolchain.swiftc, arguments)
        guard status == 0 else {
            throw QuillError(
                "building \(folder) failed (swiftc exited with status \(status)):\n\(text)",
                hint: "fix the errors above in the bundle's Swift files")
        }
        // Staged beside the result, then renamed over it in one step: two builds of the same
        // bundle at once (test lanes, two terminals) each leave a whole library, never an error.
        let staged = output + ".\(UUID().uuidString).partial"
        try FileManager.default.moveItem(atPath: temporary, toPath: staged)
        guard rename(staged, output) == 0 else {
            let problem = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: staged)
            throw QuillError("could not put the built library at \(output): \(problem)", hint: "check that its folder is writable")
        }
        return output
    }

    // MARK: Generated sources

    private static func entryPoints(for code: Code) -> String {
        """
        import QuillTemplates
        import QuillWidgetBundles

        // Generated by Quill's widget compiler: the entry points Quill's loader calls.

        @_cdecl("\(WidgetBundleABI.abiSymbol)")
        public func quillWidgetBundleABI() -> UnsafePointer<CChar> { WidgetBundleABI.identifierCString }

        @_cdecl("\(WidgetBundleABI.entrySymbol)")
        public func quillWidgetBundleRegister(_ registry: UnsafeMutableRawPointer) -> Int32 {
            WidgetBundleABI.register(into: registry) { try \(code.name.replacingOccurrences(of: "-", with: "_"))Bundle.registerClasses(in: $0) }
        }

        """
    }

    private static func testRunner(for code: Code) -> String {
        """
        import QuillAuthoring

        // Generated by Quill's widget compiler: the entry point `quill test` calls.
        @_cdecl("\(WidgetTestRun.entrySymbol)")
        public func quillWidgetBundleRunTests(_ run: UnsafeMutableRawPointer) -> Int32 {
            WidgetTestRun.run(from: run) { try \(code.name.replacingOccurrences(of: "-", with: "_"))Tests.run($0) }
        }

        """
    }

    // MARK: Files and processes

    private static func write(_ text: String, named name: String, in folder: String) throws -> String {
        let path = (folder as NSString).appendingPathComponent(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
