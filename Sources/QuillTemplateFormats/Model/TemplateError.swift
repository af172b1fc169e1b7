import QuillFoundation

/// Loading or instantiating a template failed; `diagnostics` say where and why.
public struct TemplateError: DiagnosticsError, Hashable, Sendable {
    /// The problems, errors first.
    public var diagnostics: [TemplateDiagnostic]

    /// Creates an error from diagnostics.
    public init(_ diagnostics: [TemplateDiagnostic]) {
        self.diagnostics = diagnostics
    }
}
