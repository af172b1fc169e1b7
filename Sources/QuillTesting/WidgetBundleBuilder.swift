import Foundation
import QuillFoundation
import QuillTemplates

/// Builds widget bundles' libraries for tests that load them as plugins: the bundle's
/// `Sources/*.swift` compiled by Quill's `scripts/build-widget.sh` against the Quill modules of
/// the build the running test executable belongs to, so host and plugin match.
public enum WidgetBundleBuilder {
    /// Quill's checkout (where `scripts/build-widget.sh` is).
    public static let quillCheckout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The Quill checkout's `Widgets` folder.
    public static var widgetsFolder: String { quillCheckout + "/Widgets" }

    /// Builds the library the manifest of the bundle in `folder` names, unless it is newer than
    /// the bundle's sources and the running executable. Data-only bundles need nothing.
    /// - Returns: the library's path, or `nil` for a data-only bundle.
    /// - Throws: `QuillError` with the compiler's output when the build fails.
    @discardableResult
    public static func buildLibrary(ofBundleAt folder: String) throws -> String? {
        let manifestPath = folder + "/" + WidgetBundleManifest.fileName
        guard let data = FileManager.default.contents(atPath: manifestPath) else {
            throw QuillError("\(manifestPath): no manifest", hint: "pass the folder of a widget bundle")
        }
        guard let library = try WidgetBundleManifest.read(data, path: manifestPath).library else { return nil }
        let libraryPath = folder + "/" + library
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        let sources = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/Sources")) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { folder + "/Sources/" + $0 }
        if let built = modificationDate(libraryPath),
           ([executable] + sources).allSatisfy({ (modificationDate($0) ?? .distantFuture) < built }) {
            return libraryPath
        }
        try WidgetBundleCompiler.compile(
            bundleAt: folder, script: quillCheckout + "/scripts/build-widget.sh", buildFolder: (executable as NSString).deletingLastPathComponent)
        return libraryPath
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
