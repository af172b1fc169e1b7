import QuillTemplateFormats
import QuillTemplates
import Foundation
import QuillFoundation
import QuillGraphics
import Yams

/// A widget bundle: a folder with a `bundle.yaml` manifest, templates, images and strings, and
/// optionally a library of compiled code (docs/WidgetBundles.md). Load one with
/// `WidgetBundleLoader.shared.load(at:)` or `bundle(named:)`; then ask it for its resources by
/// name. Its templates find their images in the bundle.
@MainActor
public final class WidgetBundle {
    /// The bundle folder, standardized.
    public let path: String
    /// What the manifest says.
    public let manifest: WidgetBundleManifest
    /// Resource lookup inside the folder (names may not leave it).
    public let resources: TemplateBundle
    /// Strings by language, then table, then key.
    private let strings: [String: [String: [String: String]]]

    /// The library of the bundle's code this process loaded, if any.
    public internal(set) var loadedLibraryPath: String?

    /// A C symbol of the bundle's loaded code (for tools: `quill test` finds the test entry
    /// point this way), or `nil`.
    public func librarySymbol(named name: String) -> UnsafeMutableRawPointer? {
        loadedLibraryPath.flatMap { WidgetLibrary.symbol(name, inLibraryAt: $0) }
    }

    /// The bundle's name from its manifest.
    public var name: String { manifest.name }
    /// The folders templates are looked for in, in order.
    static let templateFolders = ["", "Templates/"]

    /// Reads a bundle's manifest and strings; checks the toolkit version and that the listed
    /// templates exist. Does not load code (the loader does).
    /// - Throws: `WidgetBundleError` naming the file, line and column and what to do.
    init(path: String, toolkit: ToolkitVersion) throws(WidgetBundleError) {
        let folder = (path as NSString).standardizingPath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw WidgetBundleError(
                "no widget bundle folder at '\(folder)'", at: SourceLocation(file: folder),
                hint: "a widget bundle is a folder with a \(WidgetBundleManifest.fileName) manifest")
        }
        let manifestPath = (folder as NSString).appendingPathComponent(WidgetBundleManifest.fileName)
        if FileManager.default.fileExists(atPath: manifestPath), !FilePaths.resolves(manifestPath, inside: folder) {
            throw WidgetBundleError(
                "the manifest leads outside the bundle folder (through a symbolic link); it was not read", at: SourceLocation(file: manifestPath),
                hint: "copy the manifest into the bundle instead of linking to it")
        }
        let data: Data
        switch RegularFile.contents(atPath: manifestPath, limit: TemplateLimits.maximumFileSize, confinedTo: folder) {
        case .success(let contents): data = contents
        case .failure(.cannotOpen) where !FileManager.default.fileExists(atPath: manifestPath):
            throw WidgetBundleError(
                "the widget bundle has no manifest", at: SourceLocation(file: manifestPath),
                hint: "create \(WidgetBundleManifest.fileName) with 'name:', 'version:' and 'quill: \(toolkit.major).\(toolkit.minor)' (or run 'quill new')")
        case .failure(let problem) where problem.leadsOutside:
            throw WidgetBundleError("cannot read the manifest: \(problem)", at: SourceLocation(file: manifestPath), hint: RegularFile.Problem.outsideHint)
        case .failure(let problem):
            throw WidgetBundleError(
                "cannot read the manifest: \(problem)", at: SourceLocation(file: manifestPath),
                hint: "the manifest must be a readable regular file of at most \(TemplateLimits.maximumFileSize >> 20) MiB")
        }
        let manifest = try WidgetBundleManifest.read(data, path: manifestPath)
        guard toolkit.isCompatible(withRequirement: manifest.requiredToolkit) else {
            throw WidgetBundleError(
                "the bundle '\(manifest.name)' needs Quill \(manifest.requiredToolkit), this is Quill \(toolkit)",
                at: manifest.locations["quill"] ?? SourceLocation(file: manifestPath),
                hint: "use a version of the bundle made for Quill \(toolkit.major).\(toolkit.minor), or rebuild it against this Quill and update 'quill:'")
        }
        self.path = folder
        self.manifest = manifest
        resources = TemplateBundle(path: folder)
        strings = try WidgetBundle.readStrings(in: folder)
        for name in manifest.templates {
            // A template that leads outside the bundle is reported as that, not as missing.
            guard try templatePath(named: name) != nil else {
                let location = manifest.locations["templates"] ?? SourceLocation(file: manifestPath)
                throw WidgetBundleError(
                    "the manifest lists template '\(name)' but the bundle has no \(name).quill or \(name).xib", at: location,
                    hint: "add the file to the bundle folder or its Templates folder, or remove it from 'templates'")
            }
        }
    }

    // MARK: Resources

    /// The path of a resource by its name relative to the bundle, or `nil` when missing.
    /// - Throws: `WidgetBundleError` when the name leaves the bundle folder.
    public func path(forResource name: String) throws(WidgetBundleError) -> String? {
        do {
            return try resources.resourcePath(name)
        } catch {
            let problem = error as? QuillError
            throw WidgetBundleError(problem?.message ?? "\(error)", at: SourceLocation(file: path), hint: problem?.hint ?? "name resources relative to the bundle, without '..' or a leading '/'")
        }
    }

    /// The names of the templates the bundle offers: the manifest's list, or every template
    /// file in the folder and its `Templates` folder.
    public var templateNames: [String] {
        if !manifest.templates.isEmpty { return manifest.templates }
        var names: [String] = []
        for folder in WidgetBundle.templateFolders {
            let directory = (path as NSString).appendingPathComponent(folder)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in files.sorted() where TemplateBundle.templateExtensions.contains((file as NSString).pathExtension) {
                let name = (file as NSString).deletingPathExtension
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The file of a template by name, or `nil`.
    public func templatePath(named name: String) throws(WidgetBundleError) -> String? {
        for folder in WidgetBundle.templateFolders {
            do {
                if let found = try resources.templatePath(named: folder + name) { return found }
            } catch {
                let problem = error as? QuillError
                throw WidgetBundleError(problem?.message ?? "\(error)", at: SourceLocation(file: path), hint: problem?.hint ?? "name templates relative to the bundle")
            }
        }
        return nil
    }

    /// A template of the bundle by name; its images are looked up in the bundle.
    /// - Throws: `TemplateError` when there is no such template or it is malformed.
    public func template(named name: String) throws(TemplateError) -> Template {
        let found: String?
        do {
            found = try templatePath(named: name)
        } catch {
            throw TemplateError(error.diagnostics)
        }
        guard let found else {
            let known = templateNames
            throw TemplateError(
                "the widget bundle '\(self.name)' has no template named '\(name)'", at: SourceLocation(file: path),
                hint: known.isEmpty ? "the bundle has no templates" : "its templates: \(known.joined(separator: ", "))")
        }
        let loaded = try Template.cached(contentsOfFile: found, confinedTo: path)
        return Template(document: loaded.document, bundle: resources)
    }

    /// An image of the bundle by name (`arrow` finds `Images/arrow.png`, or `arrow@2x.png` first
    /// at scale 2), or `nil` when the bundle has none.
    /// - Throws: `WidgetBundleError` when the name leaves the bundle or the file is not an image.
    public func image(named name: String, scale: Double = 1) throws(WidgetBundleError) -> Image? {
        let found: String?
        do {
            found = try resources.imagePath(named: name, scale: scale)
        } catch {
            let problem = error as? QuillError
            throw WidgetBundleError(problem?.message ?? "\(error)", at: SourceLocation(file: path), hint: problem?.hint ?? "name images relative to the bundle")
        }
        guard let found else {
            do {
                return try AssetCatalog.image(named: name, scale: scale, inCatalogsIn: path)
            } catch {
                throw WidgetBundleError("cannot read image '\(name)' from the bundle's asset catalog: \(error)", at: SourceLocation(file: path), hint: "save it as PNG or JPEG")
            }
        }
        do {
            return try Image(contentsOfFile: found, confinedTo: path)
        } catch {
            let problem = error as? QuillError
            throw WidgetBundleError(
                "cannot read image: \(problem?.message ?? "\(error)")", at: SourceLocation(file: found), hint: problem?.hint ?? "save it as PNG or JPEG")
        }
    }

    /// A string of the bundle in `language` (`de_CH` falls back to `de`, then to the
    /// development language), from `Strings/<language>/<table>.yaml`; the key itself when no
    /// file has it (as Foundation's bundles do).
    public func localizedString(_ key: String, table: String = "Localizable", language: String? = nil) -> String {
        for candidate in WidgetBundle.languageChain(language ?? WidgetBundle.preferredLanguage, development: manifest.developmentLanguage) {
            if let value = strings[candidate]?[table]?[key] { return value }
        }
        return key
    }

    /// The languages the bundle has strings for.
    public var localizations: [String] { strings.keys.sorted() }

    // MARK: Strings

    /// The user's language from `LANG`/`LC_ALL` (`de_CH.UTF-8` → `de_CH`), or `en`.
    static var preferredLanguage: String {
        let environment = ProcessInfo.processInfo.environment
        let value = environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? "en"
        let language = value.split(separator: ".").first.map(String.init) ?? "en"
        return language.isEmpty || language == "C" || language == "POSIX" ? "en" : language
    }

    package static func languageChain(_ language: String, development: String) -> [String] {
        var chain = [language]
        if let base = language.split(separator: "_").first.map(String.init), base != language { chain.append(base) }
        if !chain.contains(development) { chain.append(development) }
        return chain
    }

    /// Reads every `Strings/<language>/<table>.yaml` (a mapping of keys to texts).
    private static func readStrings(in folder: String) throws(WidgetBundleError) -> [String: [String: [String: String]]] {
        let root = (folder as NSString).appendingPathComponent("Strings")
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        var result: [String: [String: [String: String]]] = [:]
        var problems: [TemplateDiagnostic] = []
        for language in languages.sorted() {
            let directory = (root as NSString).appendingPathComponent(language)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in files.sorted() where (file as NSString).pathExtension == "yaml" {
                let filePath = (directory as NSString).appendingPathComponent(file)
                // Strings files are read only from inside the bundle: a link (the file, or its
                // language folder) that leads elsewhere is refused without reading it.
                guard FilePaths.resolves(filePath, inside: folder) else {
                    problems.append(TemplateDiagnostic(
                        .error, "the strings file leads outside the bundle folder (through a symbolic link); it was not read",
                        at: SourceLocation(file: filePath), hint: "copy the file into the bundle instead of linking to it"))
                    continue
                }
                do {
                    result[language, default: [:]][(file as NSString).deletingPathExtension] = try readStringTable(at: filePath, confinedTo: folder)
                } catch {
                    problems += error.diagnostics
                }
            }
        }
        guard problems.isEmpty else { throw WidgetBundleError(problems) }
        return result
    }

    private static func readStringTable(at path: String, confinedTo folder: String) throws(WidgetBundleError) -> [String: String] {
        let data: Data
        switch RegularFile.contents(atPath: path, limit: TemplateLimits.maximumFileSize, confinedTo: folder) {
        case .success(let contents): data = contents
        case .failure(let problem) where problem.leadsOutside:
            throw WidgetBundleError("cannot read the strings file: \(problem)", at: SourceLocation(file: path), hint: RegularFile.Problem.outsideHint)
        case .failure(let problem):
            throw WidgetBundleError("cannot read the strings file: \(problem)", at: SourceLocation(file: path), hint: "a strings file must be a readable regular file")
        }
        return try readStringTable(data, path: path)
    }

    /// Parses a strings file (`key: text` lines); `path` names it in messages.
    /// - Throws: `WidgetBundleError` with the line and column of every entry that is not text.
    package static func readStringTable(_ data: Data, path: String) throws(WidgetBundleError) -> [String: String] {
        let node: Node?
        do {
            node = try YAMLFile.compose(data, path: path, kind: "the strings file")
        } catch {
            throw WidgetBundleError(error.diagnostics)
        }
        guard let node else { return [:] }
        guard let mapping = node.mapping else {
            throw WidgetBundleError(
                "a strings file must map keys to texts", at: SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1),
                hint: "write lines like 'Done: Fertig'")
        }
        var table: [String: String] = [:]
        var problems: [TemplateDiagnostic] = []
        for (key, value) in mapping {
            guard let keyText = key.scalar?.string, let valueText = value.scalar?.string else {
                problems.append(TemplateDiagnostic(
                    .error, "each entry must be 'key: text'", at: SourceLocation(file: path, line: key.mark?.line ?? 0, column: key.mark?.column ?? 0)))
                continue
            }
            table[keyText] = valueText
        }
        guard problems.isEmpty else { throw WidgetBundleError(problems) }
        return table
    }
}

extension WidgetBundle: TemplateBundleConvertible {
    /// The bundle's folder, for `Template.named(_:in:)` and view controllers.
    public nonisolated var templateBundle: TemplateBundle { resources }
}
