import QuillTemplateFormats
import QuillTemplates
import Foundation
import QuillFoundation

/// Opens a code bundle's dynamic library, checks its ABI and calls its entry point.
@MainActor
enum WidgetLibrary {
    private typealias ABIFunction = @convention(c) () -> UnsafePointer<CChar>?
    private typealias EntryFunction = @convention(c) (UnsafeMutableRawPointer) -> Int32

    /// Libraries registered so far, by path and registry: a library's entry point runs once
    /// for each registry it is loaded into.
    private static var opened: Set<String> = []
    /// The handles of the libraries opened, by the path they were asked for.
    private static var handles: [String: UnsafeMutableRawPointer] = [:]

    /// Loads the library `name` of `bundle`, or the library at `overridePath` instead (a test
    /// build of the same code); returns its path.
    @discardableResult
    static func load(
        _ name: String, of bundle: WidgetBundle, toolkit: ToolkitVersion, registry: TemplateRegistry, overridePath: String? = nil
    ) throws(WidgetBundleError) -> String {
        let path: String
        if let overridePath { path = overridePath } else { path = try libraryFile(name, of: bundle) }
        let key = "\(ObjectIdentifier(registry).hashValue):\(path)"
        if opened.contains(key) { return path }
        let handle = try openChecked(path, of: bundle, confined: overridePath == nil)
        /// Closes the library before refusing it: nothing of it has run yet.
        func refuse(_ message: String, hint: String) -> WidgetBundleError {
            dlclose(handle)
            return WidgetBundleError("the library of bundle '\(bundle.name)' \(message)", at: SourceLocation(file: path), hint: hint)
        }
        guard let abiSymbol = dlsym(handle, WidgetBundleABI.abiSymbol) else {
            throw refuse(
                "has no '\(WidgetBundleABI.abiSymbol)' symbol",
                hint: "export it with @_cdecl(\"\(WidgetBundleABI.abiSymbol)\") returning WidgetBundleABI.identifierCString (see docs/WidgetBundles.md)")
        }
        let abiFunction = unsafeBitCast(abiSymbol, to: ABIFunction.self)
        let pluginABI = TemplateLimits.abbreviated(abiFunction().map { String(cString: $0) } ?? "(none)", to: 200)
        let hostABI = WidgetBundleABI.identifier(toolkit: toolkit)
        guard pluginABI == hostABI else {
            throw refuse(
                "was built for '\(pluginABI)', this app is '\(hostABI)'",
                hint: "rebuild the bundle with the same Quill version and Swift compiler as the app (a different 'layout' means it was built against another build of Quill: rebuild it with 'quill build' from this one)")
        }
        guard let entrySymbol = dlsym(handle, WidgetBundleABI.entrySymbol) else {
            throw refuse(
                "has no entry point '\(WidgetBundleABI.entrySymbol)'",
                hint: "export it with @_cdecl(\"\(WidgetBundleABI.entrySymbol)\") and register the bundle's classes in it")
        }
        handles[path] = handle
        let entry = unsafeBitCast(entrySymbol, to: EntryFunction.self)
        let status = entry(Unmanaged.passUnretained(registry).toOpaque())
        guard status == 0 else {
            // The library stays open: the entry point may have registered some classes.
            throw WidgetBundleError(
                "the entry point of bundle '\(bundle.name)' failed with status \(status)", at: SourceLocation(file: path),
                hint: "see the bundle's own messages above; a class registered twice is a common cause")
        }
        opened.insert(key)
        return path
    }

    /// Opens the library at `path` with `dlopen` once it is checked as a file. The file is
    /// checked before dlopen maps it: a truncated library would kill the process with SIGBUS
    /// inside the loader, and a symbol that is data would be called as code. The loader opens
    /// the very file checked (through its descriptor), so a library swapped in after the check,
    /// or a link to one outside the bundle, is never mapped.
    private static func openChecked(_ path: String, of bundle: WidgetBundle, confined: Bool) throws(WidgetBundleError) -> UnsafeMutableRawPointer {
        let file = try checkFile(at: path, of: bundle, confined: confined)
        let loadPath: String
        if let reopening = file.reopeningPath {
            loadPath = reopening
        } else if !confined {
            loadPath = path
        } else {
            throw WidgetBundleError(
                "the library of bundle '\(bundle.name)' cannot be loaded safely: /proc is not mounted, so the file checked cannot be the one loaded",
                at: SourceLocation(file: path), hint: "mount /proc (Quill loads a plugin through the descriptor it checked, /proc/self/fd/N)")
        }
        // Never unloaded, even when refused and closed: a Swift library registers its type
        // metadata with the runtime as it is mapped, and the runtime keeps those records for
        // good, so unmapping it would leave later type lookups (`_typeByName`, a template's
        // class by name) reading freed memory.
        let handle = dlopen(loadPath, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE)
        // From here the loader may know the library by the descriptor's name, even after a
        // dlclose that does not unload it: the descriptor stays open so the name never comes to
        // mean another file.
        file.keepOpen()
        guard let handle else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            let (message, hint) = explainOpenFailure(reason, hostExportsQuill: hostExportsQuillSymbols)
            throw WidgetBundleError("cannot open the library of bundle '\(bundle.name)': \(message)", at: SourceLocation(file: path), hint: hint)
        }
        return handle
    }

    /// Checks the library `name` of `bundle` as a file, without opening it (nothing of it runs).
    static func inspect(_ name: String, of bundle: WidgetBundle) throws(WidgetBundleError) {
        _ = try checkFile(at: try libraryFile(name, of: bundle), of: bundle, confined: true)
    }

    /// The path of the library `name` inside `bundle`, or an error at the manifest's `library:`.
    private static func libraryFile(_ name: String, of bundle: WidgetBundle) throws(WidgetBundleError) -> String {
        guard let path = try bundle.path(forResource: name) else {
            throw WidgetBundleError(
                "the bundle '\(bundle.name)' names the library '\(name)' but it is not in the bundle",
                at: bundle.manifest.locations["library"] ?? SourceLocation(file: bundle.path),
                hint: "build the bundle's Swift target as a dynamic library and copy it into the bundle folder (see docs/WidgetBundles.md)")
        }
        return path
    }

    /// The library file opened (inside the bundle when `confined`), once `SharedLibraryCheck`
    /// finds it fit to load; refused otherwise.
    private static func checkFile(at path: String, of bundle: WidgetBundle, confined: Bool) throws(WidgetBundleError) -> OpenRegularFile {
        let required = [WidgetBundleABI.abiSymbol, WidgetBundleABI.entrySymbol]
        let problem: String?
        var opened: OpenRegularFile?
        switch OpenRegularFile.open(atPath: path, limit: SharedLibraryCheck.maximumSize, confinedTo: confined ? bundle.path : nil) {
        case .success(let file):
            opened = file
            switch file.readAll() {
            case .success(let data): problem = SharedLibraryCheck.problem(in: [UInt8](data), requiredFunctions: required)
            case .failure(let failure): problem = "\(failure)"
            }
        case .failure(.tooLarge): problem = "the file is larger than \(SharedLibraryCheck.maximumSize >> 20) MiB"
        case .failure(let failure) where failure.leadsOutside:
            throw WidgetBundleError("the library of bundle '\(bundle.name)' cannot be loaded: \(failure)", at: SourceLocation(file: path), hint: RegularFile.Problem.outsideHint)
        case .failure(let failure): problem = "\(failure)"
        }
        guard let opened, problem == nil else {
            throw WidgetBundleError(
                "the library of bundle '\(bundle.name)' cannot be loaded: \(problem ?? "it cannot be read")", at: SourceLocation(file: path),
                hint: "rebuild it with 'quill build BUNDLE' against the Quill the app uses")
        }
        return opened
    }

    /// The name of a symbol every program that can host plugins exports (see
    /// `hostExportsQuillSymbols`).
    nonisolated static let hostMarkerSymbol = "quill_host_exports_symbols"

    /// Whether the running program exports Quill's symbols to the libraries it opens, which
    /// plugins need: their Quill symbols are left undefined, to be found in the program. True
    /// only when the executable was linked with `--export-dynamic`.
    nonisolated static var hostExportsQuillSymbols: Bool {
        guard let program = dlopen(nil, RTLD_NOW) else { return false }
        return dlsym(program, hostMarkerSymbol) != nil
    }

    /// What to tell the user when `dlopen` refused a plugin library.
    nonisolated static func explainOpenFailure(_ reason: String, hostExportsQuill: Bool) -> (message: String, hint: String) {
        let program = RuntimeLog.programName
        if reason.contains("undefined symbol") {
            if !hostExportsQuill {
                return (
                    "the program '\(program)' does not export Quill's symbols, which the plugin needs (\(reason))",
                    "link '\(program)' with linkerSettings: [.unsafeFlags([\"-Xlinker\", \"--export-dynamic\"])] on its executable target in Package.swift, then rebuild it (docs/WidgetBundles.md)")
            }
            return (
                "it needs a symbol this build of Quill does not have (\(reason))",
                "the library was built against another build of Quill: rebuild it with 'quill build BUNDLE' using the Quill '\(program)' was built with")
        }
        if reason.contains("wrong ELF class") || reason.contains("invalid ELF header") || reason.contains("file too short") {
            return (reason, "it is not a library for this machine (x86-64 Linux): rebuild it with 'quill build BUNDLE'")
        }
        return (reason, "rebuild it with 'quill build BUNDLE' against the Quill the app uses")
    }

    /// A symbol of a library this process has loaded, or `nil`.
    static func symbol(_ name: String, inLibraryAt path: String) -> UnsafeMutableRawPointer? {
        if let handle = handles[path] { return dlsym(handle, name) }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_NOLOAD) else { return nil }
        defer { dlclose(handle) }
        return dlsym(handle, name)
    }
}
