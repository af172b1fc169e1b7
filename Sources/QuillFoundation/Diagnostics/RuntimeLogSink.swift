import Foundation

/// Where runtime problems go: each distinct message is kept once, in order, and written to
/// standard error after the program's name (unless `writesToStandardError` is off).
///
/// An application's context owns one (`ApplicationContext.log`), and so does every headless
/// harness, so a test reads the problems its own views logged and nothing another test left.
/// Code that runs outside any context (reading a file, loading a bundle) logs to
/// `RuntimeLog.process`.
public final class RuntimeLogSink: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    private var ordered: [String] = []
    private let echoes: Bool

    /// Creates an empty log.
    /// - Parameter writesToStandardError: whether each new message is also written to standard
    ///   error (`program: message`).
    public init(writesToStandardError: Bool = true) {
        echoes = writesToStandardError
    }

    /// The messages logged so far, in order, each once.
    public var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return ordered
    }

    /// Logs `<program>: warning: message`, once per distinct message.
    public func warning(_ message: String) { write("warning: " + message) }

    /// Logs `<program>: error: message`, once per distinct message. `message` may already
    /// start with `error:` (a `QuillError`'s description).
    public func error(_ message: String) {
        write(message.hasPrefix("error: ") || message.contains(": error: ") ? message : "error: " + message)
    }

    /// Logs a diagnostic that already says its kind (`file:line:column: warning: …`), once.
    public func diagnostic(_ text: String) { write(text) }

    private func write(_ line: String) {
        lock.lock()
        let isNew = seen.insert(line).inserted
        if isNew { ordered.append(line) }
        lock.unlock()
        guard isNew, echoes else { return }
        FileHandle.standardError.write(Data("\(RuntimeLog.programName): \(line)\n".utf8))
    }
}
