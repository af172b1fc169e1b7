#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// Reads files that may come from someone else (a template, an image, a font, a plugin
/// library): only a regular file is read, so a FIFO, a device or a socket put in a bundle's
/// place is refused instead of blocking or reading forever (issue 25), and one open descriptor
/// serves both the check and the read.
public enum RegularFile {
    /// Why a file was not read.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// The file could not be opened (missing, no permission…), with the system's reason.
        case cannotOpen(String)
        /// The path names something other than a regular file (`a FIFO`, `a folder`…).
        case notARegularFile(String)
        /// The file is larger than the reader accepts.
        case tooLarge(size: Int, limit: Int)
        /// Reading failed part way, with the system's reason.
        case cannotRead(String)

        /// The reason in words, for a message that names the file.
        public var description: String {
            switch self {
            case .cannotOpen(let reason): "cannot open it (\(reason))"
            case .notARegularFile(let kind): "it is \(kind), not a regular file"
            case .tooLarge(let size, let limit): "it is \(size) bytes, more than the \(limit) bytes accepted"
            case .cannotRead(let reason): "cannot read it (\(reason))"
            }
        }
    }

    /// The whole contents of the regular file at `path`, at most `limit` bytes.
    ///
    /// The file is opened without blocking (a FIFO with no writer would otherwise hang the
    /// open) and checked through the same descriptor it is read from, so it cannot be swapped
    /// for another between the two.
    public static func contents(atPath path: String, limit: Int = Int.max) -> Result<Data, Problem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.cannotOpen(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.cannotRead(String(cString: strerror(errno)))) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { return .failure(.notARegularFile(kindName(type))) }
        let size = Int(status.st_size)
        guard size <= limit else { return .failure(.tooLarge(size: size, limit: limit)) }
        var data = Data(count: size)
        var offset = 0
        let failure: Problem? = data.withUnsafeMutableBytes { buffer -> Problem? in
            while offset < size {
                let count = read(descriptor, buffer.baseAddress! + offset, size - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return .cannotRead(String(cString: strerror(errno)))
                }
                if count == 0 { break }
                offset += count
            }
            return nil
        }
        if let failure { return .failure(failure) }
        // A file that shrank while it was read gives what was there.
        if offset < size { data.removeSubrange(offset..<size) }
        return .success(data)
    }

    /// What a file type is called in messages.
    static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }
}
