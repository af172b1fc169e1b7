import Foundation
import QuillAssets
import QuillFoundation

/// Finds Quill's bundled assets (fonts, images): never the system's, so pixels are the same on
/// every machine.
///
/// Looked for, in order: the `QUILL_ASSETS` environment variable; the `QuillAssets` resource
/// folder SwiftPM put beside the running executable (any app that links Quill, in this package
/// or its own); `share/quill/Assets` under the executable's prefix (what `make install` writes).
/// Nothing depends on where the Quill checkout was when the program was built.
public enum AssetLocator {
    /// The environment variable that overrides where assets are found.
    public static let environmentVariable = "QUILL_ASSETS"

    /// The folders searched, in order, whether or not they exist.
    public static var searchPaths: [String] {
        var paths: [String] = []
        if let custom = ProcessInfo.processInfo.environment[environmentVariable], !custom.isEmpty {
            paths.append(custom)
        }
        if let built = QuillAssets.builtResourceFolder { paths.append(built) }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        let prefix = executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        paths.append(prefix.appendingPathComponent("share/quill/Assets").path)
        return paths
    }

    /// The first existing assets folder (one that holds `Fonts`), looked for once per process.
    /// - Throws: `QuillError` listing the folders searched when none exists.
    public static func assetsDirectory() throws -> String {
        try located.get()
    }

    private static let located: Result<String, QuillError> = Result { () throws(QuillError) in try locate() }

    private static func locate() throws(QuillError) -> String {
        for path in searchPaths {
            var isDirectory: ObjCBool = false
            let fonts = (path as NSString).appendingPathComponent("Fonts")
            if FileManager.default.fileExists(atPath: fonts, isDirectory: &isDirectory), isDirectory.boolValue {
                return path
            }
        }
        throw QuillError(
            "Quill's fonts and images were not found (looked in: \(searchPaths.joined(separator: ", ")))",
            hint: "keep the '*\(QuillAssets.resourceFolderSuffix)' folder SwiftPM built beside the executable, "
                + "install with 'make install PREFIX=…', or set \(environmentVariable) to a copy of Quill's Assets folder")
    }

    /// The path of a file inside the assets folder.
    /// - Throws: `QuillError` naming the file and the folder when it is missing.
    public static func path(of relativePath: String) throws -> String {
        let directory = try assetsDirectory()
        let path = (directory as NSString).appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: path) else {
            throw QuillError(
                "Quill's asset '\(relativePath)' is missing from '\(directory)'",
                hint: "rebuild or reinstall Quill so the folder is complete, or set \(environmentVariable) to a complete Assets folder")
        }
        return path
    }
}
