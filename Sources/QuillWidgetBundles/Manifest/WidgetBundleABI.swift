import QuillTemplateFormats
import QuillTemplates
import Foundation
import QuillFoundation

/// What a widget bundle's compiled code and the app that loads it must agree on: the exact Quill
/// version and the Swift compiler's major and minor version (Quill is not built with library
/// evolution, so layouts of its classes are only stable within one build of one version).
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

    /// `quill <version> swift <major.minor>` for the code compiled with this copy of Quill.
    public static let identifier = identifier(toolkit: .current)

    /// The identifier of code compiled by this compiler for Quill `toolkit`.
    public static func identifier(toolkit: ToolkitVersion) -> String {
        "quill \(toolkit) swift \(compilerVersion)"
    }

    /// The compiler's major and minor version, as far as this source knows them.
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

    /// `identifier` as a C string that lives as long as the process, for the bundle's
    /// `quill_widget_bundle_abi` function to return.
    public nonisolated(unsafe) static let identifierCString: UnsafePointer<CChar> = UnsafePointer(strdup(identifier)!)

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
