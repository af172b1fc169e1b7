import Foundation
import Synchronization

/// An Xcode asset catalog (`NAME.xcassets`), read from its folders and their `Contents.json`:
/// image sets (1x/2x/3x PNG or JPEG files, dark variants, template rendering) and colour sets
/// (sRGB, Display P3 and grey components in any of Xcode's notations, light and dark). Groups
/// that provide a namespace prefix their children's names (`Icons/star`).
///
///     let catalog = try AssetCatalog(contentsOf: "App/Assets.xcassets")
///     let accent = catalog.color(named: "AccentColor", appearance: .dark)
///
/// A damaged or unsupported entry does not sink the catalog: it is skipped and described in
/// `problems` (file and reason). Every file a set names must be a plain name inside its set's
/// folder, after resolving links.
public struct AssetCatalog: Sendable {
    /// The catalog's folder.
    public let path: String
    /// Image sets by name.
    public private(set) var imageSets: [String: AssetImageSet] = [:]
    /// Colour sets by name.
    public private(set) var colorSets: [String: AssetColorSet] = [:]
    /// Entries skipped, each naming its file and why (malformed JSON, a PDF, a missing file…).
    public private(set) var problems: [QuillError] = []

    /// The most folders below the catalog's that are read; deeper ones are skipped and reported
    /// in `problems`.
    public static let maximumDepth = 32
    /// The largest `Contents.json` read, in bytes (1 MiB); larger ones are skipped and reported in
    /// `problems`.
    public static let maximumContentsSize = 1 << 20

    /// Reads the catalog in a folder.
    /// - Throws: `QuillError` when the folder cannot be listed.
    public init(contentsOf path: String) throws {
        self.path = (path as NSString).standardizingPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: self.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw QuillError("'\(path)' is not an asset catalog folder", hint: "give the NAME.xcassets folder")
        }
        try readGroup(self.path, namespace: "", depth: 0)
    }

    /// The folder holding the catalog, which every file the catalog reads must stay inside
    /// (checked on the open file, so a catalog folder swapped for a link cannot lead out).
    public var enclosingFolder: String {
        let parent = FilePaths.parent(of: path)
        return parent.isEmpty ? "." : parent
    }

    /// The image set named `name`, if any.
    public func imageSet(named name: String) -> AssetImageSet? { imageSets[name] }

    /// The colour named `name` in an appearance, if the catalog has it.
    public func color(named name: String, appearance: Appearance = .light) -> Color? {
        colorSets[name]?.color(for: appearance)
    }

    /// Catalogs read so far, by folder (see `cached(at:)`).
    private static let cache = Mutex<[String: AssetCatalog]>([:])

    /// The catalog in a folder, read once per process (until `removeCached()`).
    /// - Throws: `QuillError` when the folder cannot be listed.
    public static func cached(at path: String) throws -> AssetCatalog {
        let key = (path as NSString).standardizingPath
        if let catalog = cache.withLock({ $0[key] }) { return catalog }
        let catalog = try AssetCatalog(contentsOf: key)
        cache.withLock { $0[key] = catalog }
        return catalog
    }

    /// Forgets the catalogs read, so the next lookups read them again (files edited while a
    /// program runs, as in `quill preview`).
    public static func removeCached() { cache.withLock { $0.removeAll() } }

    /// The colour named `name` from the first catalog directly inside `folder` that has it.
    public static func color(named name: String, appearance: Appearance = .light, inCatalogsIn folder: String) -> Color? {
        for catalogPath in catalogs(in: folder) where FilePaths.resolves(catalogPath, inside: folder) {
            if let color = (try? cached(at: catalogPath))?.color(named: name, appearance: appearance) { return color }
        }
        return nil
    }

    /// The `NAME.xcassets` folders directly inside a folder, sorted.
    public static func catalogs(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { ($0 as NSString).pathExtension == "xcassets" }.sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    // MARK: Reading

    private mutating func readGroup(_ folder: String, namespace: String, depth: Int) throws {
        guard depth <= AssetCatalog.maximumDepth else {
            problems.append(QuillError("the catalog nests folders deeper than \(AssetCatalog.maximumDepth); the rest was not read", at: SourceLocation(file: folder)))
            return
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            if depth == 0 { throw QuillError("cannot list the asset catalog '\(folder)'", hint: "check that it is readable") }
            problems.append(QuillError("cannot list the folder", at: SourceLocation(file: folder)))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let full = (folder as NSString).appendingPathComponent(name)
            // A link out of the catalog is not followed.
            guard FilePaths.resolves(full, inside: path) else {
                problems.append(QuillError("leads outside the asset catalog (through a symbolic link); not read", at: SourceLocation(file: full)))
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let base = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "imageset": readImageSet(full, name: namespace + base)
            case "colorset": readColorSet(full, name: namespace + base)
            case "":
                let contents = readContents(of: full, required: false)
                let properties = contents?["properties"] as? [String: Any]
                let providesNamespace = (properties?["provides-namespace"] as? Bool) ?? false
                try readGroup(full, namespace: providesNamespace ? namespace + name + "/" : namespace, depth: depth + 1)
            default: continue  // App icons, data sets, symbol sets…: not images Quill draws by name.
            }
        }
    }

    /// The parsed `Contents.json` of a folder; a problem is recorded when it is malformed (or
    /// missing where `required`).
    private mutating func readContents(of folder: String, required: Bool) -> [String: Any]? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file) else {
            if required { problems.append(QuillError("no Contents.json; the set was skipped", at: SourceLocation(file: folder))) }
            return nil
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= AssetCatalog.maximumContentsSize else {
            problems.append(QuillError("Contents.json is \(size) bytes, over the \(AssetCatalog.maximumContentsSize >> 20) MiB limit; skipped", at: SourceLocation(file: file)))
            return nil
        }
        guard case .success(let data) = RegularFile.contents(atPath: file, limit: AssetCatalog.maximumContentsSize, confinedTo: enclosingFolder),
            let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any]
        else {
            problems.append(QuillError("Contents.json is not a JSON object; the set was skipped", at: SourceLocation(file: file), hint: "open the catalog in Xcode, or check the JSON"))
            return nil
        }
        return dictionary
    }

    private static func isDark(_ entry: [String: Any]) -> Bool {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        return appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
    }

    /// Whether an entry is a variant Quill skips (high contrast, or a light-only marker).
    private static func isOtherVariant(_ entry: [String: Any]) -> Bool {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        return appearances.contains { ($0["appearance"] as? String) == "contrast" || ($0["value"] as? String) == "light" }
    }

    /// Universal entries are preferred, then iPhone's, then any other idiom's.
    private static func idiomRank(_ entry: [String: Any]) -> Int {
        switch entry["idiom"] as? String {
        case "universal", nil: 0
        case "iphone": 1
        default: 2
        }
    }

    private mutating func readImageSet(_ folder: String, name: String) {
        guard let contents = readContents(of: folder, required: true) else { return }
        let contentsFile = (folder as NSString).appendingPathComponent("Contents.json")
        let entries = (contents["images"] as? [[String: Any]] ?? []).sorted { AssetCatalog.idiomRank($0) < AssetCatalog.idiomRank($1) }
        var files: [Double: String] = [:], darkFiles: [Double: String] = [:]
        for entry in entries where !AssetCatalog.isOtherVariant(entry) {
            guard let filename = entry["filename"] as? String else { continue }
            guard !filename.contains("/"), filename != "..", !filename.isEmpty else {
                problems.append(QuillError("image set '\(name)' names the file '\(filename)', which is not a plain file name in the set; skipped", at: SourceLocation(file: contentsFile)))
                continue
            }
            let ext = (filename as NSString).pathExtension.lowercased()
            guard ImageFileNames.extensions.contains(ext) else {
                problems.append(QuillError(
                    "image set '\(name)' holds '\(filename)'; Quill draws PNG and JPEG images only", at: SourceLocation(file: contentsFile),
                    hint: "add PNG renditions at 1x, 2x and 3x to the set"))
                continue
            }
            let full = (folder as NSString).appendingPathComponent(filename)
            guard FileManager.default.fileExists(atPath: full), FilePaths.resolves(full, inside: folder) else {
                problems.append(QuillError("image set '\(name)' names '\(filename)', which is missing (or leads outside the set)", at: SourceLocation(file: contentsFile)))
                continue
            }
            let scaleText = (entry["scale"] as? String) ?? "1x"
            let scale = Double(scaleText.dropLast(scaleText.hasSuffix("x") ? 1 : 0)) ?? 1
            if AssetCatalog.isDark(entry) {
                if darkFiles[scale] == nil { darkFiles[scale] = full }
            } else if files[scale] == nil {
                files[scale] = full
            }
        }
        guard !files.isEmpty || !darkFiles.isEmpty else { return }
        let properties = contents["properties"] as? [String: Any]
        let template = (properties?["template-rendering-intent"] as? String) == "template"
        imageSets[name] = AssetImageSet(name: name, files: files.isEmpty ? darkFiles : files, darkFiles: darkFiles, rendersAsTemplate: template)
    }

    private mutating func readColorSet(_ folder: String, name: String) {
        guard let contents = readContents(of: folder, required: true) else { return }
        let contentsFile = (folder as NSString).appendingPathComponent("Contents.json")
        let entries = (contents["colors"] as? [[String: Any]] ?? []).sorted { AssetCatalog.idiomRank($0) < AssetCatalog.idiomRank($1) }
        var light: Color?, dark: Color?
        for entry in entries where !AssetCatalog.isOtherVariant(entry) {
            guard let description = entry["color"] as? [String: Any] else { continue }
            guard let color = AssetCatalog.color(from: description) else {
                problems.append(QuillError(
                    "colour set '\(name)' has a colour Quill cannot read (a platform reference, or components that are not numbers)",
                    at: SourceLocation(file: contentsFile), hint: "give its sRGB components"))
                continue
            }
            if AssetCatalog.isDark(entry) {
                if dark == nil { dark = color }
            } else if light == nil {
                light = color
            }
        }
        guard let base = light ?? dark else { return }
        colorSets[name] = AssetColorSet(name: name, light: base, dark: light == nil ? nil : dark)
    }

    /// A colour from a set's `color` object: `components` with red/green/blue/alpha (or white)
    /// written as `0.5`, `128` (0–255) or `0x80`.
    static func color(from description: [String: Any]) -> Color? {
        guard let components = description["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let raw: String
            switch components[key] {
            case let text as String: raw = text.trimmingCharacters(in: .whitespaces)
            case let number as NSNumber: raw = number.stringValue
            default: return nil
            }
            let result: Double?
            if raw.lowercased().hasPrefix("0x") {
                result = UInt8(raw.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if raw.contains(".") {
                result = Double(raw)
            } else {
                // Whole numbers are 0–255, except 0 and 1, which Xcode also writes as 0.000/1.000.
                result = Double(raw).map { $0 > 1 ? $0 / 255 : $0 }
            }
            guard let result, result.isFinite else { return nil }
            return min(1, max(0, result))
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return Color(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
