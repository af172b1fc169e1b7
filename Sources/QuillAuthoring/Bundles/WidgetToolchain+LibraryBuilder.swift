import QuillTemplateFormats
import QuillTemplates
import QuillWidgetBundles

/// A toolchain rebuilds what a `WidgetBundleLoader` loads with `StaleLibraryPolicy.rebuild`.
extension WidgetToolchain: WidgetLibraryBuilder {
    /// Compiles the bundle's library when it is missing, older than its sources, or older than
    /// the Quill modules of this toolchain.
    /// - Returns: why it was rebuilt, or `nil` when it was up to date.
    public func buildIfStale(bundleAt folder: String) throws -> String? {
        try WidgetBundleCompiler.buildIfStale(bundleAt: folder, toolchain: self)
    }
}
