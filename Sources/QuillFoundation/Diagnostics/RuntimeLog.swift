import Foundation

/// Problems found while an app runs where no caller can be thrown to (drawing, layout, table
/// updates, an unregistered class in a lenient template): written to standard error prefixed
/// with the program's own name, each distinct message once.
public enum RuntimeLog {
    private static let state = RuntimeLogState()

    /// The running program's name (`tables`, `gallery`, `quill`…), for messages a user reads.
    public static var programName: String {
        let first = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? ""
        return first.isEmpty ? "quill" : first
    }

    /// Writes `<program>: warning: message` once per distinct message.
    public static func warning(_ message: String) { write("warning: " + message) }

    /// Writes `<program>: error: message` once per distinct message. `message` may already
    /// start with `error:` (a `QuillError`'s description).
    public static func error(_ message: String) {
        write(message.hasPrefix("error: ") || message.contains(": error: ") ? message : "error: " + message)
    }

    /// Writes a diagnostic that already says its kind (`file:line:column: warning: …`) once,
    /// after the program's name.
    public static func diagnostic(_ text: String) { write(text) }

    /// The messages written so far, in order.
    public static var messages: [String] { state.messages }

    private static func write(_ line: String) {
        guard state.insert(line) else { return }
        FileHandle.standardError.write(Data("\(programName): \(line)\n".utf8))
    }
}
