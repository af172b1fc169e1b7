#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// A regular file held open: what was checked about it (its type, its size, the folder it lies
/// in) holds for the bytes read through it, whatever happens to its path meanwhile. The
/// descriptor is closed when the value goes away, unless `keepOpen()` was called.
public final class OpenRegularFile {
    /// The open descriptor.
    public let descriptor: Int32
    /// The path the file was opened by, for messages.
    public let path: String
    /// The file's size in bytes when it was opened.
    public let size: Int
    private var closesOnDeinit = true

    private init(descriptor: Int32, path: String, size: Int) {
        self.descriptor = descriptor
        self.path = path
        self.size = size
    }

    deinit {
        if closesOnDeinit { close(descriptor) }
    }

    /// Opens the regular file at `path` of at most `limit` bytes, without blocking (a FIFO with
    /// no writer would otherwise hang the open). With `root`, the file must lie inside that
    /// folder once every link is followed, checked on the open descriptor (issue 25).
    public static func open(atPath path: String, limit: Int = Int.max, confinedTo root: String? = nil) -> Result<OpenRegularFile, RegularFile.Problem> {
        let descriptor = openWithoutBlocking(path)
        guard descriptor >= 0 else { return .failure(.cannotOpen(String(cString: strerror(errno)))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            return .failure(.cannotRead(reason))
        }
        // From here the descriptor belongs to the value, which closes it on every early return.
        let file = OpenRegularFile(descriptor: descriptor, path: path, size: Int(status.st_size))
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { return .failure(.notARegularFile(RegularFile.kindName(type))) }
        if let root, let problem = OpenedFileLocation.problem(descriptor: descriptor, status: status, path: path, root: root) {
            return .failure(problem)
        }
        guard file.size <= limit else { return .failure(.tooLarge(size: file.size, limit: limit)) }
        return .success(file)
    }

    /// The whole file, read from its start through the descriptor. A file that shrank since it
    /// was opened gives what is there; one that grew gives the size it had.
    public func readAll() -> Result<Data, RegularFile.Problem> {
        var data = Data(count: size)
        let outcome = data.withUnsafeMutableBytes { self.read(into: $0) }
        guard case .success(let count) = outcome else { return outcome.map { _ in Data() } }
        if count < size { data.removeSubrange(count..<size) }
        return .success(data)
    }

    /// The whole file, read from its start into new memory aligned to `alignment` that the
    /// caller owns (and deallocates, through the returned buffer's base address), without
    /// going through `Data` (`FileBytes`). A file that shrank since it was opened gives what
    /// is there.
    func readAllIntoNewMemory(alignment: Int) -> Result<UnsafeMutableRawBufferPointer, RegularFile.Problem> {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, 1), alignment: alignment)
        switch read(into: UnsafeMutableRawBufferPointer(rebasing: memory[0..<size])) {
        case .success(let count):
            return .success(UnsafeMutableRawBufferPointer(rebasing: memory[0..<count]))
        case .failure(let problem):
            memory.deallocate()
            return .failure(problem)
        }
    }

    /// Reads from the file's start until `buffer` is full or the file ends; the bytes read.
    private func read(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, RegularFile.Problem> {
        var offset = 0
        while offset < buffer.count {
            let count = pread(descriptor, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.cannotRead(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            offset += count
        }
        return .success(offset)
    }

    /// A path that opens this very file again (`/proc/self/fd/N`), for an API that takes only
    /// a path such as `dlopen`; `nil` where `/proc` is not mounted.
    public var reopeningPath: String? {
        let name = "/proc/self/fd/\(descriptor)"
        return access(name, F_OK) == 0 ? name : nil
    }

    /// Leaves the descriptor open after the value goes away: for a file the process keeps
    /// using by its `reopeningPath` (a loaded library is known to the loader by that name,
    /// which must not come to mean another file).
    public func keepOpen() { closesOnDeinit = false }
}

/// `open(2)` for reading, without blocking and closed on exec (outside the class, whose own
/// `open` would hide the system's).
private func openWithoutBlocking(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
}
