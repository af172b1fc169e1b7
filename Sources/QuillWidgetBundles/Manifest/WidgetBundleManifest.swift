import QuillTemplateFormats
import QuillTemplates
import Foundation
import QuillFoundation
import Yams

/// What `bundle.yaml` says about a widget bundle (see docs/WidgetBundles.md):
///
///     name: GridCell
///     version: 1.2.0
///     quill: 0.7
///     principalClass: GridCell
///     library: libGridCell.so
///     templates: [GridCell]
///     developmentLanguage: en
public struct WidgetBundleManifest: Hashable, Sendable {
    /// The file name of the manifest inside a bundle folder.
    public static let fileName = "bundle.yaml"
    /// The keys a manifest may have.
    public static let knownKeys = ["name", "version", "quill", "principalClass", "library", "templates", "developmentLanguage", "summary"]

    /// The bundle's name: letters, digits, `-` and `_`, unique among loaded bundles.
    public var name: String
    /// The bundle's own version.
    public var version: ToolkitVersion
    /// The Quill version the bundle was written for (`quill:`).
    public var requiredToolkit: ToolkitVersion
    /// The class that represents the bundle (usually its main widget), if any.
    public var principalClass: String?
    /// The dynamic library with the bundle's code, relative to the bundle, if any.
    public var library: String?
    /// The templates the bundle offers, by name; empty means every template file in it.
    public var templates: [String]
    /// The language of strings used when no better one exists.
    public var developmentLanguage: String
    /// A one-line description.
    public var summary: String?
    /// Where each key's value is in the manifest, for messages.
    public var locations: [String: SourceLocation]

    /// Reads a manifest; every problem is reported at once with its line and column.
    /// - Throws: `WidgetBundleError` for malformed YAML, unknown keys, missing or invalid values.
    public static func read(_ data: Data, path: String) throws(WidgetBundleError) -> WidgetBundleManifest {
        let root: Node?
        do {
            root = try YAMLFile.compose(data, path: path, kind: "the manifest")
        } catch {
            throw WidgetBundleError(error.diagnostics)
        }
        guard let mapping = root?.mapping else {
            throw WidgetBundleError(
                "a manifest must be a mapping with at least 'name:' and 'quill:'", at: SourceLocation(file: path, line: 1, column: 1),
                hint: "start with 'name: MyWidget', 'version: 1.0.0' and 'quill: \(ToolkitVersion.current.major).\(ToolkitVersion.current.minor)'")
        }
        var reader = ManifestReader(path: path)
        reader.collectKeys(of: mapping)
        let name = reader.name()
        let bundleVersion = reader.values["version"] == nil ? ToolkitVersion(major: 1, minor: 0) : reader.version("version", example: "1.0.0")
        let required = reader.requiredToolkit()
        let library = reader.library()
        let templates = reader.templates()
        guard reader.problems.isEmpty, let name, let bundleVersion, let required else { throw WidgetBundleError(reader.problems) }
        return WidgetBundleManifest(
            name: name, version: bundleVersion, requiredToolkit: required, principalClass: reader.string("principalClass"),
            library: library, templates: templates, developmentLanguage: reader.string("developmentLanguage") ?? "en",
            summary: reader.string("summary"), locations: reader.locations)
    }
}

/// A manifest being read: its values by key, and the problems found so far.
private struct ManifestReader {
    let path: String
    private(set) var values: [String: Node] = [:]
    private(set) var locations: [String: SourceLocation] = [:]
    private(set) var problems: [TemplateDiagnostic] = []

    init(path: String) {
        self.path = path
    }

    func location(_ node: Node) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
    }

    mutating func problem(_ message: String, _ node: Node, hint: String? = nil) {
        problems.append(TemplateDiagnostic(.error, message, at: location(node), hint: hint))
    }

    /// A problem of the whole manifest (a missing key), at its start.
    mutating func problem(_ message: String, hint: String) {
        problems.append(TemplateDiagnostic(.error, message, at: SourceLocation(file: path, line: 1, column: 1), hint: hint))
    }

    /// Takes the known keys' values; unknown, repeated and non-text keys are problems.
    mutating func collectKeys(of mapping: Node.Mapping) {
        let knownKeys = WidgetBundleManifest.knownKeys
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                problem("a manifest key must be a plain name", keyNode)
                continue
            }
            guard knownKeys.contains(key) else {
                let suggestion = Suggestions.closest(to: key, among: knownKeys, limit: 1).first.map { "did you mean '\($0)'? " } ?? ""
                problem("unknown manifest key '\(key)'", keyNode, hint: "\(suggestion)known keys: \(knownKeys.joined(separator: ", "))")
                continue
            }
            if values[key] != nil { problem("'\(key)' appears twice", keyNode, hint: "keep one") }
            values[key] = value
            locations[key] = location(value)
        }
    }

    /// A key's text, `nil` when absent or not text (a problem).
    mutating func string(_ key: String) -> String? {
        guard let node = values[key] else { return nil }
        guard let text = node.scalar?.string, !text.isEmpty else {
            problem("'\(key)' must be a single text value", node)
            return nil
        }
        return text
    }

    /// A key's version, `nil` when absent or not a version (a problem).
    mutating func version(_ key: String, example: String) -> ToolkitVersion? {
        guard let text = string(key) else { return nil }
        guard let parsed = ToolkitVersion(parsing: text) else {
            problem("'\(key)' must be a version like \(example), not '\(text)'", values[key]!)
            return nil
        }
        return parsed
    }

    /// The bundle's name, which is required and may only use letters, digits, `-` and `_`.
    mutating func name() -> String? {
        let name = string("name")
        if let name, let node = values["name"],
            !name.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }) {
            problem("the bundle name '\(name)' may only use letters, digits, '-' and '_'", node)
        }
        if name == nil, values["name"] == nil { problem("the manifest has no 'name:'", hint: "add 'name: MyWidget'") }
        return name
    }

    /// The Quill version the bundle needs (`quill:`), which is required.
    mutating func requiredToolkit() -> ToolkitVersion? {
        let current = "\(ToolkitVersion.current.major).\(ToolkitVersion.current.minor)"
        let required = version("quill", example: current)
        if values["quill"] == nil { problem("the manifest does not say which Quill version it needs", hint: "add 'quill: \(current)'") }
        return required
    }

    /// The library, which must be inside the bundle.
    mutating func library() -> String? {
        let library = string("library")
        if let library, let node = values["library"], library.hasPrefix("/") || library.split(separator: "/").contains("..") {
            problem("the library '\(library)' must be inside the bundle", node, hint: "name it relative to the bundle folder, without '..'")
        }
        return library
    }

    /// The template names listed.
    mutating func templates() -> [String] {
        var templates: [String] = []
        if let node = values["templates"] {
            if let sequence = node.sequence {
                for item in sequence {
                    if let text = item.scalar?.string, !text.isEmpty { templates.append(text) } else { problem("a template name must be text", item) }
                }
            } else {
                problem("'templates' must be a list of template names", node, hint: "write 'templates: [MyWidget]'")
            }
        }
        return templates
    }
}
