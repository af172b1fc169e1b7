/// An error the toolkit reports to a user: what went wrong, where, and what to do about it.
public struct QuillError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is, when it is in a file.
    public var location: SourceLocation?
    /// What is wrong.
    public var message: String
    /// What would be right, or how to fix it.
    public var hint: String?

    /// Creates an error.
    public init(_ message: String, at location: SourceLocation? = nil, hint: String? = nil) {
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// `file:line:column: error: message (hint)`, leaving out the location and hint when absent:
    /// the form compilers print, so editors can jump to it. Control characters in any part are
    /// escaped (`TerminalText`), so the text is one line and safe on a terminal.
    public var description: String {
        var text = location.map { "\($0): error: " } ?? "error: "
        text += TerminalText.printable(message)
        if let hint { text += " (\(TerminalText.printable(hint)))" }
        return text
    }
}
