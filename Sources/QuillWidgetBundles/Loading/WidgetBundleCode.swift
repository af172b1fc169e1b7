import QuillTemplateFormats
import QuillTemplates
import Foundation
import QuillFoundation

/// What a code bundle's code is, read from its folder: the library its manifest names and the
/// Swift sources (`Sources/*.swift`) it is built from, when the bundle ships them.
///
/// Loading needs this to tell whether a library is older than its sources; building it is the
/// authoring tools' job (`WidgetBundleCompiler` in QuillAuthoring).
public struct WidgetBundleCode: Sendable {
    /// The bundle's name (from its manifest).
    public var name: String
    /// The library's path.
    public var library: String
    /// The Swift files the library is built from.
    public var sources: [String]
    /// The module name of the compiled code: `NAMEWidget`, like the bundle's SwiftPM target.
    public var moduleName: String { Self.moduleName(ofBundleNamed: name) }

    /// The module name a bundle's compiled code has: `NAMEWidget`, `-` written `_`.
    public static func moduleName(ofBundleNamed name: String) -> String { name.replacingOccurrences(of: "-", with: "_") + "Widget" }

    /// Creates a description of a bundle's code.
    public init(name: String, library: String, sources: [String]) {
        self.name = name
        self.library = library
        self.sources = sources
    }

    /// The code of the bundle in `folder`, or `nil` for a data-only bundle (no `library:`).
    /// - Throws: `WidgetBundleError` for a malformed manifest; `QuillError` when there is none.
    public static func read(ofBundleAt folder: String) throws -> WidgetBundleCode? {
        let manifestPath = (folder as NSString).appendingPathComponent(WidgetBundleManifest.fileName)
        guard case .success(let data) = RegularFile.contents(atPath: manifestPath, limit: TemplateLimits.maximumFileSize) else {
            throw QuillError("\(manifestPath): no manifest", hint: "a widget bundle is a folder with a \(WidgetBundleManifest.fileName)")
        }
        let manifest = try WidgetBundleManifest.read(data, path: manifestPath)
        guard let library = manifest.library else { return nil }
        let sources = swiftFiles(in: (folder as NSString).appendingPathComponent("Sources"))
        return WidgetBundleCode(name: manifest.name, library: (folder as NSString).appendingPathComponent(library), sources: sources)
    }

    /// Why the library is older than what it is built from (its sources or the manifest beside
    /// them), or `nil` when it is not, or when the bundle ships no sources.
    /// - Parameter folder: the bundle's folder, which the reason names files relative to.
    public func staleness(inBundleAt folder: String) -> String? {
        guard !sources.isEmpty else { return nil }
        let libraryName = (library as NSString).lastPathComponent
        guard let built = Self.modificationDate(library) else { return "\(libraryName) has not been built" }
        let manifest = (folder as NSString).appendingPathComponent(WidgetBundleManifest.fileName)
        for file in sources + [manifest] {
            if let changed = Self.modificationDate(file), changed > built {
                let name = file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
                return "\(libraryName) is older than \(name), which changed after it was built"
            }
        }
        return nil
    }

    /// The Swift files directly in `folder`, sorted; none when it does not exist.
    public static func swiftFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    /// When the file at `path` last changed, or `nil` when it cannot be read.
    public static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
