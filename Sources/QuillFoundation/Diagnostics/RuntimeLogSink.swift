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
    private var limiter = RepeatedMessageLimiter(limit: 50)
    private let echoes: Bool
    /// Messages taken by `capturingMessages(_:)` calls under way, innermost last.
    private var captures: [[String]] = []

    /// Creates an empty log.
    /// - Parameter writesToStandardError: whether each new message is also written to standard
    ///   error (`program: message`).
    public init(writesToStandardError: Bool = true) {
        echoes = writesToStandardError
    }

    /// How many messages were held back because 50 of the same shape came before them.
    public var heldBackCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return limiter.heldBack
    }

    /// The messages logged so far, in order, each once (at most 50 of one shape).
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

    /// Runs `body` and returns every message logged meanwhile, in order, repeats included:
    /// they go to the caller instead of the log and standard error (`quill lint` reports what
    /// laying out a view logged as diagnostics of its own, each time it happens).
    public func capturingMessages(_ body: () throws -> Void) rethrows -> [String] {
        lock.lock()
        captures.append([])
        lock.unlock()
        defer {
            lock.lock()
            if !captures.isEmpty { captures.removeLast() }
            lock.unlock()
        }
        try body()
        lock.lock()
        defer { lock.unlock() }
        return captures.last ?? []
    }

    private func write(_ line: String) {
        lock.lock()
        if !captures.isEmpty {
            captures[captures.count - 1].append(line)
            lock.unlock()
            return
        }
        if seen.contains(line) {
            lock.unlock()
            return
        }
        // Past 50 of one shape, messages are counted, not kept or shown (issue 25: a template
        // made 242 MB of conflict warnings).
        let decision = limiter.decision(for: line)
        if decision == .show {
            seen.insert(line)
            ordered.append(line)
        }
        lock.unlock()
        guard echoes else { return }
        switch decision {
        case .show:
            FileHandle.standardError.write(Data("\(RuntimeLog.programName): \(TerminalText.printable(line, keepingIndentedLines: true))\n".utf8))
        case .holdBackFirst:
            FileHandle.standardError.write(Data("\(RuntimeLog.programName): note: more messages like this one are not shown: \(TerminalText.escaped(String(line.prefix(200))))\n".utf8))
        case .holdBack:
            break
        }
    }

}
