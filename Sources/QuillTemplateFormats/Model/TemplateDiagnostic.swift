import QuillFoundation

/// A problem found in a template: `file:line:column: error|warning: message`.
public struct TemplateDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// What would be right, when known.
    public var hint: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
    }

    public var description: String {
        "\(location): \(severity.rawValue): \(message)" + (hint.map { " (\($0))" } ?? "")
    }
}
