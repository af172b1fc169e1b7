import QuillTemplateFormats
import QuillTemplates
import Foundation
import QuillFoundation

/// What a widget bundle's compiled code and the app that loads it must agree on: the exact Quill
/// version, the Swift compiler's major and minor version, and the layouts of the value types they
/// share (Quill is not built with library evolution, so layouts are only stable within one build
/// of one version; a fingerprint of them catches a library built against another build).
///
/// A code bundle exports two C symbols (docs/WidgetBundles.md shows them):
/// - `quill_widget_bundle_abi`, returning `WidgetBundleABI.identifier` as a C string, and
/// - `quill_widget_bundle_register`, taking the registry (an opaque pointer, see
///   `WidgetBundleABI.registry(from:)`) and returning 0 on success.
public enum WidgetBundleABI {
    /// The name of the symbol that tells the bundle's ABI.
    public static let abiSymbol = "quill_widget_bundle_abi"
    /// The name of the entry point that registers the bundle's classes.
    public static let entrySymbol = "quill_widget_bundle_register"

    /// `quill <version> swift <major.minor> layout <fingerprint>` for the code compiled with this
    /// copy of Quill.
    public static let identifier = identifier(toolkit: .current)

    /// The identifier of code compiled by this compiler for Quill `toolkit`, against these
    /// layouts of its types.
    public static func identifier(toolkit: ToolkitVersion) -> String {
        "quill \(toolkit) swift \(compilerVersion) layout \(layoutFingerprint)"
    }

    /// The compiler's major and minor version, as far as this source knows them. Emitted into
    /// the code that reads it, so a library reports the compiler it was built with.
    @_alwaysEmitIntoClient
    public static var compilerVersion: String {
        #if compiler(>=7.0)
        return "7+"
        #elseif compiler(>=6.4)
        return "6.4"
        #elseif compiler(>=6.3)
        return "6.3"
        #elseif compiler(>=6.2)
        return "6.2"
        #elseif compiler(>=6.1)
        return "6.1"
        #else
        return "6.0"
        #endif
    }

    /// Eight hex digits from the sizes of the value types a bundle's code shares with Quill
    /// (templates, their values and diagnostics, geometry, colours, fonts, text), as the code
    /// that reads it was compiled. Emitted into that code: a library built against another build
    /// of the same Quill version, whose types are laid out differently, reports another
    /// fingerprint and is refused instead of reading fields at the wrong offsets.
    @_alwaysEmitIntoClient
    public static var layoutFingerprint: String {
        let sizes = [
            MemoryLayout<TemplateDocument>.size, MemoryLayout<TemplateObject>.size, MemoryLayout<TemplateProperty>.size,
            MemoryLayout<TemplateValue>.size, MemoryLayout<TemplateConstraint>.size, MemoryLayout<TemplateConnection>.size,
            MemoryLayout<TemplateDiagnostic>.size, MemoryLayout<SourceLocation>.size, MemoryLayout<Rect>.size,
            MemoryLayout<EdgeInsets>.size, MemoryLayout<Color>.size, MemoryLayout<Font>.size, MemoryLayout<AttributedText>.size,
            MemoryLayout<ToolkitVersion>.size,
        ]
        // FNV-1a over the sizes: the same on every run and machine for the same layouts.
        var hash: UInt32 = 2_166_136_261
        for size in sizes {
            hash = (hash ^ UInt32(truncatingIfNeeded: size)) &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// `identifier` as a C string for the bundle's `quill_widget_bundle_abi` function to return,
    /// made in the bundle's own code: the version, the compiler and the layouts are the ones the
    /// bundle was built with. (A bundle links no copy of Quill: a value stored in Quill would be
    /// read from the app it runs in, and the check would compare the app with itself.) Each use
    /// makes a copy that lives as long as the process.
    @_alwaysEmitIntoClient
    public static var identifierCString: UnsafePointer<CChar> {
        UnsafePointer(strdup("quill \(ToolkitVersion.compiledAgainst) swift \(compilerVersion) layout \(layoutFingerprint)")!)
    }

    /// The registry passed to a bundle's entry point.
    public static func registry(from pointer: UnsafeMutableRawPointer) -> TemplateRegistry {
        Unmanaged<TemplateRegistry>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs a bundle's registrations on the main actor (where bundles are loaded) with the
    /// registry behind `pointer`; returns the status the entry point returns: 0, or 1 after
    /// printing the error.
    ///
    ///     @_cdecl("quill_widget_bundle_register")
    ///     public func register(_ registry: UnsafeMutableRawPointer) -> Int32 {
    ///         WidgetBundleABI.register(into: registry) { try $0.register(BadgeView.self) { BadgeView() } }
    ///     }
    public static func register(into pointer: UnsafeMutableRawPointer, _ registrations: @MainActor (TemplateRegistry) throws -> Void) -> Int32 {
        let registry = registry(from: pointer)
        return MainActor.assumeIsolated {
            do {
                try registrations(registry)
                return 0
            } catch {
                RuntimeLog.error("widget bundle: \(error)")
                return 1
            }
        }
    }
}

/// Found with `dlsym` by `WidgetLibrary.hostExportsQuillSymbols`: present in the dynamic symbol
/// table only of a program linked with `--export-dynamic`, as plugin hosts must be.
@_cdecl("quill_host_exports_symbols")
public func quillHostExportsSymbols() -> Int32 { 1 }
