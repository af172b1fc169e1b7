import QuillFoundation

/// A problem found in a template: `file:line:column: error|warning: message`.
public struct TemplateDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Hashable, Sendable {
        /// A problem that makes reading or instantiating the template fail; such diagnostics are
        /// thrown in a `TemplateError`.
        case error
        /// Something Quill worked around (an ignored element, a fallback class): the template still
        /// loads, and the warning is reported alongside it.
        case warning
    }

    /// Whether the problem stops the template from loading (`error`) or is only reported
    /// (`warning`).
    public var severity: Severity
    /// What is wrong, without the location or the hint (`description` adds them).
    public var message: String
    /// Where in the file the problem is; line and column are 0 when unknown.
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

    /// `file:line:column: error: message (hint)`, the form compilers print and editors jump to;
    /// the location drops an unknown column or line, and the parentheses go when there is no hint.
    /// Control characters in any part are escaped (`TerminalText`): one diagnostic, one line.
    public var description: String {
        "\(location): \(severity.rawValue): \(TerminalText.printable(message))" + (hint.map { " (\(TerminalText.printable($0)))" } ?? "")
    }
}
