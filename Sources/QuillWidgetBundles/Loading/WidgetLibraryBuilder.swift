/// Builds a code bundle's library from its sources when it is out of date: what a
/// `WidgetBundleLoader` with `StaleLibraryPolicy.rebuild` calls before loading it.
///
/// Apps load prebuilt libraries and need none; the authoring tools' `WidgetToolchain`
/// (QuillAuthoring) is one, so `quill` and the tests rebuild what they load.
public protocol WidgetLibraryBuilder: Sendable {
    /// Builds the library of the bundle in `folder` if it is missing or older than what it is
    /// built from.
    /// - Returns: why it was rebuilt, or `nil` when it was up to date.
    /// - Throws: any error, with the compiler's output, when the build fails.
    func buildIfStale(bundleAt folder: String) throws -> String?
}
