import Foundation
import QuillFoundation

/// Finds Quill's bundled assets (fonts, images): never the system's, so pixels are the same on
/// every machine.
///
/// Looked for, in order: the `QUILL_ASSETS` environment variable; `share/quill/Assets` next to
/// the running executable's prefix (an installed app); `Assets` in the package this module
/// was built from (a development checkout).
public enum AssetLocator {
    /// The folders searched, in order, whether or not they exist.
    public static var searchPaths: [String] {
        var paths: [String] = []
        if let custom = ProcessInfo.processInfo.environment["QUILL_ASSETS"], !custom.isEmpty {
            paths.append(custom)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let prefix = executable.deletingLastPathComponent().deletingLastPathComponent()
        paths.append(prefix.appendingPathComponent("share/quill/Assets").path)
        // #filePath is .../Sources/QuillGraphics/Assets/AssetLocator.swift
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        paths.append(packageRoot.appendingPathComponent("Assets").path)
        return paths
    }

    /// The first existing assets folder.
    /// - Throws: `QuillError` listing the folders searched when none exists.
    public static func assetsDirectory() throws -> String {
        for path in searchPaths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                return path
            }
        }
        throw QuillError(
            "Quill's Assets folder was not found (looked in: \(searchPaths.joined(separator: ", ")))",
            hint: "set QUILL_ASSETS to the Assets folder of the Quill checkout or install prefix")
    }

    /// The path of a file inside the assets folder.
    /// - Throws: `QuillError` naming the file and the folder when it is missing.
    public static func path(of relativePath: String) throws -> String {
        let directory = try assetsDirectory()
        let path = (directory as NSString).appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: path) else {
            throw QuillError("asset '\(relativePath)' is missing from '\(directory)'", hint: "restore it from the Quill repository")
        }
        return path
    }
}
