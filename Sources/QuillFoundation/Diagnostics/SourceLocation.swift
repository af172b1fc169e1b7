/// A place in a text file, for error messages: `file:line:column`.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file path as given by the user.
    public var file: String
    /// The 1-based line, or 0 when unknown.
    public var line: Int
    /// The 1-based column, or 0 when unknown.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `file:line` without a column, or just the file without a line; a
    /// control character in the file's name is escaped (`TerminalText`).
    public var description: String {
        let file = TerminalText.escaped(self.file)
        if line <= 0 { return file }
        if column <= 0 { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }
}
