import Foundation

/// The lock-protected memory of what `RuntimeLog` wrote.
final class RuntimeLogState: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    private(set) var ordered: [String] = []

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return ordered
    }

    func insert(_ line: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard seen.insert(line).inserted else { return false }
        ordered.append(line)
        return true
    }
}
