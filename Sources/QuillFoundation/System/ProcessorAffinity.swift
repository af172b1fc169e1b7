import Foundation

/// The processors this process may run on.
public enum ProcessorAffinity {
    /// How many processors the process may run on: those in its affinity mask on Linux (what
    /// `taskset` and container CPU sets limit, read from `/proc/self/status`), which
    /// `ProcessInfo.activeProcessorCount` does not follow; the active processor count elsewhere
    /// or when the mask cannot be read.
    public static var usableProcessorCount: Int {
        let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        return status.flatMap(allowedProcessorCount(inStatus:)) ?? Swift.max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The processors a `/proc/PID/status` text allows (its `Cpus_allowed` mask: hexadecimal
    /// words separated by commas), or `nil` when it has none or it allows none.
    public static func allowedProcessorCount(inStatus status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") }) else { return nil }
        var count = 0
        for character in line.dropFirst("Cpus_allowed:".count) where character != "," && !character.isWhitespace {
            guard let digit = character.hexDigitValue else { return nil }
            count += digit.nonzeroBitCount
        }
        return count > 0 ? count : nil
    }
}
