import QuillTemplateFormats
import QuillTemplates
import QuillWidgetBundles
import Foundation
import QuillFoundation
import QuillTemplates

/// Builds widget bundles' libraries for tests that load them as plugins, against the Quill
/// modules of the build the running test executable belongs to, so host and plugin match.
public enum WidgetBundleBuilder {
    /// Builds the library the manifest of the bundle in `folder` names, unless it is newer than
    /// the bundle's sources and the Quill modules. Data-only bundles need nothing.
    /// - Returns: the library's path, or `nil` for a data-only bundle.
    /// - Throws: `QuillError` with the compiler's output when the build fails.
    @discardableResult
    public static func buildLibrary(ofBundleAt folder: String) throws -> String? {
        guard let code = try WidgetBundleCompiler.code(ofBundleAt: folder) else { return nil }
        try WidgetBundleCompiler.buildIfStale(bundleAt: folder, toolchain: WidgetToolchain.locate())
        return code.library
    }
}
