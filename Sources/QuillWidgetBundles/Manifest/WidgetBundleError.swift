import QuillTemplateFormats
import QuillTemplates
import QuillFoundation

/// Loading a widget bundle failed; `diagnostics` say where (the manifest's line and column
/// when the problem is in it) and what to do.
public struct WidgetBundleError: DiagnosticsError, Hashable, Sendable {
    /// The problems, in the order found.
    public var diagnostics: [TemplateDiagnostic]

    /// Creates an error from diagnostics.
    public init(_ diagnostics: [TemplateDiagnostic]) {
        self.diagnostics = diagnostics
    }
}
