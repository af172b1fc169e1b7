import Foundation
import Quill
import QuillAuthoring

/// Builds widget bundles' code for the `quill` commands, against the Quill modules this `quill`
/// was built with (a SwiftPM build folder, or an install prefix), so what it loads matches it.
enum WidgetBuild {
    /// The toolchain for this `quill`.
    /// - Throws: `QuillError` saying where it looked.
    static func toolchain() throws -> WidgetToolchain { try WidgetToolchain.locate() }

    /// Builds the bundle's library (or, with `testsOutput`, its test build into that file).
    /// - Returns: the path written, or `nil` for a data-only bundle.
    /// - Throws: `QuillError` with the compiler's output.
    @discardableResult
    static func build(_ bundle: String, testsOutput: String? = nil) throws -> String? {
        try WidgetBundleCompiler.compile(bundleAt: bundle, toolchain: toolchain(), testsOutput: testsOutput)
    }

    /// Makes `loader` rebuild a code bundle's missing or out-of-date library before loading it,
    /// so the tools never run code older than its sources. Without a toolchain (an installed
    /// `quill` without its SDK) it keeps refusing such libraries with a message.
    @MainActor
    static func rebuildStaleLibraries(in loader: WidgetBundleLoader) {
        if let toolchain = try? toolchain() { loader.staleLibraryPolicy = .rebuild(toolchain) }
    }
}
