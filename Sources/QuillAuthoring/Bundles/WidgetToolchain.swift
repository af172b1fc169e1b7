import QuillTemplateFormats
import QuillTemplates
import QuillWidgetBundles
import Foundation
import QuillFoundation

/// What compiling a widget bundle's Swift code needs: the Swift compiler, the Quill modules the
/// loading app was built with, and the flags that let the compiler see Quill's C modules.
///
/// Found from the program doing the build (`quill`, a test executable), so it works from any
/// folder, in this order:
/// 1. `QUILL_SDK`: a folder with `Modules/` and `include/` (as `make install` writes).
/// 2. `lib/quill` under the program's install prefix (`PREFIX/bin/quill` → `PREFIX/lib/quill`).
/// 3. The SwiftPM build folder the program is in (`.build/debug/quill`, also inside an app's
///    package that depends on Quill): its `Modules/`, and the module maps and include paths its
///    build description (`.build/debug.yaml`) used to compile Quill.
public struct WidgetToolchain: Sendable, Equatable {
    /// The environment variable naming an installed SDK folder.
    public static let sdkVariable = "QUILL_SDK"

    /// The Swift compiler.
    public var swiftc: String
    /// The folder with Quill's `.swiftmodule` files.
    public var modulesFolder: String
    /// `-Xcc -fmodule-map-file=…` and `-I…` flags for Quill's C dependencies.
    public var compilerFlags: [String]
    /// Where the toolchain was found, for messages.
    public var origin: String

    /// Creates a toolchain from its parts.
    public init(swiftc: String, modulesFolder: String, compilerFlags: [String], origin: String) {
        self.swiftc = swiftc
        self.modulesFolder = modulesFolder
        self.compilerFlags = compilerFlags
        self.origin = origin
    }

    /// Finds the toolchain for the program at `executable` (default: the running one).
    /// - Throws: `QuillError` saying where it looked and what to do.
    public static func locate(
        executable: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> WidgetToolchain {
        let program = URL(fileURLWithPath: executable ?? Bundle.main.executablePath ?? CommandLine.arguments[0])
            .resolvingSymlinksInPath()
        let folder = program.deletingLastPathComponent().path
        let swiftc = try findSwiftc(environment: environment)
        var looked: [String] = []
        if let sdk = environment[sdkVariable], !sdk.isEmpty {
            if let toolchain = installed(sdk, swiftc: swiftc) { return toolchain }
            looked.append("\(sdkVariable)=\(sdk)")
        }
        let prefixSDK = (FilePaths.parent(of: folder) as NSString).appendingPathComponent("lib/quill")
        if let toolchain = installed(prefixSDK, swiftc: swiftc) { return toolchain }
        looked.append(prefixSDK)
        if let toolchain = swiftPMBuild(folder, swiftc: swiftc) { return toolchain }
        looked.append("\(folder) (a SwiftPM build folder with Modules/ and a build description)")
        throw QuillError(
            "cannot find the Quill modules to compile widget code against (looked in: \(looked.joined(separator: ", ")))",
            hint: "run a 'quill' built with 'swift build' in a Quill checkout or an app's package, one installed with "
                + "'make install PREFIX=…', or set \(sdkVariable) to an installed PREFIX/lib/quill")
    }

    private static func findSwiftc(environment: [String: String]) throws -> String {
        if let custom = environment["SWIFTC"], !custom.isEmpty { return custom }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw QuillError("the Swift compiler 'swiftc' is not on PATH", hint: "install Swift (swift.org) or set SWIFTC to its path")
    }

    /// An installed SDK: `Modules/` and `include/NAME/module.modulemap` for each C module.
    private static func installed(_ sdk: String, swiftc: String) -> WidgetToolchain? {
        let modules = (sdk as NSString).appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: (modules as NSString).appendingPathComponent("QuillTemplates.swiftmodule")) else { return nil }
        let include = (sdk as NSString).appendingPathComponent("include")
        var flags: [String] = []
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: include)) ?? []).sorted() {
            let folder = (include as NSString).appendingPathComponent(name)
            let map = (folder as NSString).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map) { flags += ["-Xcc", "-fmodule-map-file=" + map, "-Xcc", "-I" + folder] }
        }
        let extra = (sdk as NSString).appendingPathComponent("include-paths.txt")
        if let text = try? String(contentsOfFile: extra, encoding: .utf8) {
            for line in text.split(separator: "\n") where !line.isEmpty { flags += ["-Xcc", "-I" + line, "-I" + line] }
        }
        return WidgetToolchain(swiftc: swiftc, modulesFolder: modules, compilerFlags: flags, origin: sdk)
    }

    /// A SwiftPM build folder (`.build/x86_64-unknown-linux-gnu/debug`): the flags come from the
    /// build description SwiftPM wrote beside it (`.build/debug.yaml`).
    private static func swiftPMBuild(_ folder: String, swiftc: String) -> WidgetToolchain? {
        let modules = (folder as NSString).appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: (modules as NSString).appendingPathComponent("QuillTemplates.swiftmodule")) else { return nil }
        let configuration = (folder as NSString).lastPathComponent
        var candidate = folder
        var description: String?
        for _ in 0..<3 {
            candidate = FilePaths.parent(of: candidate)
            let path = (candidate as NSString).appendingPathComponent(configuration + ".yaml")
            if FileManager.default.fileExists(atPath: path) {
                description = path
                break
            }
        }
        guard let description, let text = FileManager.default.contents(atPath: description) else { return nil }
        return WidgetToolchain(swiftc: swiftc, modulesFolder: modules, compilerFlags: compilerFlags(inBuildDescription: text), origin: folder)
    }

    /// The module-map and include flags a SwiftPM build description quotes (`"-fmodule-map-file=…"`,
    /// `"-I…"`), each once, in the order found: module maps first. One pass over the bytes per
    /// prefix: a debug build's description is megabytes, and every `quill` command reads it.
    package static func compilerFlags(inBuildDescription text: Data) -> [String] {
        var flags: [String] = []
        var seen: Set<String> = []
        for (prefix, make) in [("\"-fmodule-map-file=", { (v: String) in ["-Xcc", "-fmodule-map-file=" + v] }), ("\"-I", { (v: String) in ["-Xcc", "-I" + v, "-I" + v] })] {
            for value in quotedValues(after: prefix, in: text) where !value.isEmpty && seen.insert(prefix + value).inserted {
                flags += make(value)
            }
        }
        return flags
    }

    /// What follows each occurrence of `prefix` in `text` up to the next double quote (a value
    /// with no closing quote ends the search). The C library's `strstr` and `strchr` do the
    /// scanning (a NUL ends the text): byte loops in a debug build, or Foundation's `Data`
    /// search, which copies the data each call, cost tens of milliseconds over megabytes.
    private static func quotedValues(after prefix: String, in text: Data) -> [String] {
        var values: [String] = []
        var bytes = [CChar](repeating: 0, count: text.count + 1)
        bytes.withUnsafeMutableBytes { _ = text.copyBytes(to: $0) }
        bytes.withUnsafeBufferPointer { buffer in
            guard var cursor = buffer.baseAddress, !prefix.isEmpty else { return }
            while let found = strstr(cursor, prefix) {
                let valueStart = found + prefix.utf8.count
                guard let end = strchr(valueStart, Int32(UInt8(ascii: "\""))) else { break }
                values.append(String(decoding: UnsafeRawBufferPointer(start: valueStart, count: valueStart.distance(to: end)), as: UTF8.self))
                cursor = UnsafePointer(end) + 1
            }
        }
        return values
    }
}
