import Foundation

/// The processors this process may run on.
public enum ProcessorAffinity {
    /// How many processors the process may run on: on Linux, those in its affinity mask (what
    /// `taskset` and container CPU sets limit, read from `/proc/self/status`, which
    /// `ProcessInfo.activeProcessorCount` does not follow), and no more than the active
    /// processor count (which follows a container's CPU quota); the active count alone
    /// elsewhere or when the mask cannot be read. Reads a file on every call.
    public static func usableProcessorCount() -> Int {
        let active = Swift.max(1, ProcessInfo.processInfo.activeProcessorCount)
        let status = KernelFile.contents(atPath: "/proc/self/status")
        guard let allowed = status.flatMap(allowedProcessorCount(inStatus:)) else { return active }
        return Swift.min(allowed, active)
    }

    /// The processors a `/proc/PID/status` text allows (its `Cpus_allowed` mask: hexadecimal
    /// words separated by commas), or `nil` when it has none or it allows none.
    static func allowedProcessorCount(inStatus status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") }) else { return nil }
        var count = 0
        for character in line.dropFirst("Cpus_allowed:".count) where character != "," && !character.isWhitespace {
            guard let digit = character.hexDigitValue else { return nil }
            count += digit.nonzeroBitCount
        }
        return count > 0 ? count : nil
    }
}
