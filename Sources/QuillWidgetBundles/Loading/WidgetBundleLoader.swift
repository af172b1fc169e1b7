import QuillTemplateFormats
import QuillTemplates
import Foundation
import QuillFoundation

/// Finds and loads widget bundles, once each: data-only bundles need nothing more than their
/// folder; a bundle with a `library:` has it opened with `dlopen` and its entry point called,
/// which registers its classes (docs/WidgetBundles.md says what must match).
///
///     let bundle = try WidgetBundleLoader.shared.bundle(named: "GridCell")
///     let cell = try bundle.template(named: "GridCell").firstObject(of: GridViewCell.self)
@MainActor
public final class WidgetBundleLoader {
    /// The loader apps use.
    public static let shared = WidgetBundleLoader()
    /// The environment variable with extra folders to search, separated by `:`.
    public nonisolated static let searchPathVariable = "QUILL_WIDGET_PATH"
    /// The folder extension bundles may have (`GridCell.quillwidget`), besides none.
    public nonisolated static let folderExtension = "quillwidget"

    /// The Quill version bundles are checked against (the running one, unless a test says
    /// otherwise).
    public var toolkitVersion: ToolkitVersion
    /// Where `bundle(named:)` looks, in order: `QUILL_WIDGET_PATH`, the `Widgets` folder beside
    /// the executable, `share/quill/Widgets` under the executable's prefix (what
    /// `make install` writes), then `Widgets` in the current directory. Apps may change it.
    public var searchPaths: [String]
    /// The registry a code bundle's entry point registers its classes in.
    public let registry: TemplateRegistry
    /// What happens to a code bundle whose library is missing or older than its sources:
    /// refused with an error saying so (apps), or rebuilt first (the `quill` tools).
    public var staleLibraryPolicy: StaleLibraryPolicy = .refuse
    /// Whether a code bundle's library is opened and its entry point run (the default). When
    /// `false` (`quill lint --no-code`, for bundles you do not trust) the library is only read
    /// as a file and checked (an ELF library for this machine, whole, exporting Quill's entry
    /// points as functions); none of its code runs, so its classes stay unknown.
    public var runsCode = true
    private var loaded: [String: WidgetBundle] = [:]
    private var loadedNames: [String: String] = [:]
    private var resourceBundles: [String: WidgetBundle] = [:]

    /// Creates a loader; most apps use `shared`.
    public init(
        toolkitVersion: ToolkitVersion = .current, searchPaths: [String] = WidgetBundleLoader.defaultSearchPaths(),
        registry: TemplateRegistry = .shared
    ) {
        self.toolkitVersion = toolkitVersion
        self.searchPaths = searchPaths
        self.registry = registry
    }

    /// `QUILL_WIDGET_PATH`, the executable's `Widgets` folder, the install prefix's
    /// `share/quill/Widgets` and `./Widgets`.
    public nonisolated static func defaultSearchPaths(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var paths = (environment[searchPathVariable] ?? "").split(separator: ":").map(String.init)
        let executable = (Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path)
            ?? (CommandLine.arguments.first.map { FilePaths.parent(of: $0) }) ?? "."
        paths.append(((executable.isEmpty ? "." : executable) as NSString).appendingPathComponent("Widgets"))
        paths.append((FilePaths.parent(of: executable) as NSString).appendingPathComponent("share/quill/Widgets"))
        paths.append((FileManager.default.currentDirectoryPath as NSString).appendingPathComponent("Widgets"))
        var unique: [String] = []
        for path in paths.map({ ($0 as NSString).standardizingPath }) where !unique.contains(path) { unique.append(path) }
        return unique
    }

    /// The bundles loaded so far, by name.
    public var loadedBundles: [WidgetBundle] { loaded.values.sorted { $0.name < $1.name } }

    /// Loads the bundle in `folder` (again returns the same bundle).
    /// - Throws: `WidgetBundleError` for a missing or malformed manifest, a version mismatch,
    ///   a missing template or library, a library without an entry point or built for another
    ///   Quill, or a second bundle with the same name from another folder.
    /// - Parameters:
    ///   - folder: The bundle's folder.
    ///   - code: A build of the bundle's code to load instead of its library (what `quill test`
    ///     does with the bundle's test build).
    @discardableResult
    public func load(at folder: String, code: String? = nil) throws(WidgetBundleError) -> WidgetBundle {
        let key = (folder as NSString).standardizingPath
        if let bundle = loaded[key] { return bundle }
        let bundle = try WidgetBundle(path: key, toolkit: toolkitVersion)
        if let other = loadedNames[bundle.name] {
            throw WidgetBundleError(
                "a widget bundle named '\(bundle.name)' is already loaded from '\(other)'",
                at: bundle.manifest.locations["name"] ?? SourceLocation(file: key),
                hint: "load one of them, or rename this one")
        }
        if let library = bundle.manifest.library, !runsCode {
            try WidgetLibrary.inspect(library, of: bundle)
        } else if let library = bundle.manifest.library {
            if code == nil { try checkFreshness(of: bundle) }
            bundle.loadedLibraryPath = try WidgetLibrary.load(library, of: bundle, toolkit: toolkitVersion, registry: registry, overridePath: code)
            // The bundle's other classes are found by name when its templates name them.
            registry.addSearchModule(WidgetBundleCode.moduleName(ofBundleNamed: bundle.name))
        }
        loaded[key] = bundle
        loadedNames[bundle.name] = key
        return bundle
    }

    /// Applies `staleLibraryPolicy` to a code bundle that ships its sources.
    private func checkFreshness(of bundle: WidgetBundle) throws(WidgetBundleError) {
        let location = bundle.manifest.locations["library"] ?? SourceLocation(file: bundle.path)
        do {
            switch staleLibraryPolicy {
            case .refuse:
                guard let reason = try WidgetBundleCode.read(ofBundleAt: bundle.path)?.staleness(inBundleAt: bundle.path) else { return }
                throw WidgetBundleError(
                    "the library of bundle '\(bundle.name)' is out of date: \(reason)", at: location,
                    hint: "build it with 'quill build \(bundle.path)' before loading the bundle")
            case .rebuild(let builder):
                if let reason = try builder.buildIfStale(bundleAt: bundle.path) {
                    RuntimeLog.warning("rebuilt the library of bundle '\(bundle.name)' (\(reason))")
                }
            }
        } catch let error as WidgetBundleError {
            throw error
        } catch {
            throw WidgetBundleError("cannot build the library of bundle '\(bundle.name)': \(error)", at: location)
        }
    }

    /// Finds a bundle by name on the search paths (`NAME/` or `NAME.quillwidget/` holding a
    /// manifest) and loads it.
    /// - Throws: `WidgetBundleError` listing the folders searched when there is none.
    public func bundle(named name: String) throws(WidgetBundleError) -> WidgetBundle {
        if let path = loadedNames[name], let bundle = loaded[path] { return bundle }
        for folder in searchPaths {
            for candidate in [name, name + "." + WidgetBundleLoader.folderExtension] {
                let path = (folder as NSString).appendingPathComponent(candidate)
                let manifest = (path as NSString).appendingPathComponent(WidgetBundleManifest.fileName)
                if FileManager.default.fileExists(atPath: manifest) { return try load(at: path) }
            }
        }
        throw WidgetBundleError(
            "no widget bundle named '\(name)' on the search path", at: SourceLocation(file: name),
            hint: "searched \(searchPaths.isEmpty ? "no folders" : searchPaths.joined(separator: ", ")); add its folder to \(WidgetBundleLoader.searchPathVariable) or load it with load(at:)")
    }

    /// The bundle named `name` opened for its resources only, for widget code linked into the
    /// app (its classes are already there, so its library is not opened): a bundle loaded
    /// already, else one on the search paths, else the bundle folder holding `sourceFile`
    /// (the widget's own source, for apps run from a checkout).
    ///
    ///     static var bundle: WidgetBundle { get throws { try WidgetBundleLoader.shared.resourceBundle(named: "SectionHeader") } }
    /// - Throws: `WidgetBundleError` listing where it looked, or the bundle's own errors.
    public func resourceBundle(named name: String, sourceFile: String = #filePath) throws(WidgetBundleError) -> WidgetBundle {
        if let path = loadedNames[name], let bundle = loaded[path] { return bundle }
        if let bundle = resourceBundles[name] { return bundle }
        var candidates: [String] = []
        for folder in searchPaths {
            for candidate in [name, name + "." + WidgetBundleLoader.folderExtension] {
                candidates.append((folder as NSString).appendingPathComponent(candidate))
            }
        }
        var folder = FilePaths.parent(of: sourceFile)
        while folder.count > 1 {
            candidates.append(folder)
            folder = FilePaths.parent(of: folder)
        }
        for path in candidates {
            let manifestPath = (path as NSString).appendingPathComponent(WidgetBundleManifest.fileName)
            guard FileManager.default.fileExists(atPath: manifestPath) else { continue }
            let bundle = try WidgetBundle(path: path, toolkit: toolkitVersion)
            guard bundle.name == name else { continue }
            resourceBundles[name] = bundle
            return bundle
        }
        throw WidgetBundleError(
            "no widget bundle named '\(name)' on the search path or around \(sourceFile)", at: SourceLocation(file: name),
            hint: "searched \(searchPaths.isEmpty ? "no folders" : searchPaths.joined(separator: ", ")); install the bundle folder beside the app's executable in Widgets/, or add its folder to \(WidgetBundleLoader.searchPathVariable)")
    }
}
