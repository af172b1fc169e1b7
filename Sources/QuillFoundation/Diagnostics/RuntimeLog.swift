import Foundation

/// Problems found while a program runs where no caller can be thrown to (drawing, layout, table
/// updates, an unregistered class in a lenient template): written to standard error prefixed
/// with the program's own name, each distinct message once.
///
/// Views log to their context's sink (`view.context.log`); these functions log to the
/// process's own sink, `process`, for code that runs outside any context.
public enum RuntimeLog {
    /// The log of code that runs outside any application context: the one process-wide sink,
    /// because standard error is process-wide.
    public static let process = RuntimeLogSink()

    /// The running program's name (`tables`, `gallery`, `quill`…), for messages a user reads.
    public static var programName: String {
        let first = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? ""
        return first.isEmpty ? "quill" : first
    }

    /// Writes `<program>: warning: message` to `process` once per distinct message.
    public static func warning(_ message: String) { process.warning(message) }

    /// Writes `<program>: error: message` to `process` once per distinct message.
    public static func error(_ message: String) { process.error(message) }

    /// Writes a diagnostic that already says its kind (`file:line:column: warning: …`) to
    /// `process` once.
    public static func diagnostic(_ text: String) { process.diagnostic(text) }

    /// The messages `process` holds so far, in order.
    public static var messages: [String] { process.messages }
}
