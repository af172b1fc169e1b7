/// An error made of diagnostics (`file:line:column: error: message (hint)`), printed one per line.
public protocol DiagnosticsError: Error, CustomStringConvertible {
    /// The problems, in the order found.
    var diagnostics: [TemplateDiagnostic] { get }
}

extension DiagnosticsError {
    /// Every diagnostic's `description` (`file:line:column: error: message (hint)`), one per line,
    /// in the order of `diagnostics`.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
