import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Files the kernel writes as they are read (`/proc`, `/sys`): their size reads as 0 and each
/// `read` returns a page at most, so `String(contentsOfFile:)`, which reads once, gets the first
/// 4 KiB of `/proc/self/maps` (36 of its 480 lines in a test process). These are read to their
/// end.
public enum KernelFile {
    /// The whole text of the kernel file at `path`, or nil when it cannot be opened or read.
    public static func contents(atPath path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
