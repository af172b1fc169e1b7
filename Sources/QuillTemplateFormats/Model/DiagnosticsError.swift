import QuillFoundation

/// An error made of diagnostics (`file:line:column: error: message (hint)`), printed one per line.
public protocol DiagnosticsError: Error, CustomStringConvertible {
    /// The problems, in the order found.
    var diagnostics: [TemplateDiagnostic] { get }

    /// Creates an error from diagnostics.
    init(_ diagnostics: [TemplateDiagnostic])
}

extension DiagnosticsError {
    /// Every diagnostic's `description` (`file:line:column: error: message (hint)`), one per line,
    /// in the order of `diagnostics`.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// Creates an error with one problem.
    public init(_ message: String, at location: SourceLocation, hint: String? = nil) {
        self.init([TemplateDiagnostic(.error, message, at: location, hint: hint)])
    }
}
