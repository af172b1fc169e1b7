#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole regular file's bytes in memory for as long as the value lives: mapped read-only
/// from the file where the system can (shared with the page cache, read from disk only where
/// something looks), read into memory of its own otherwise. For files a library keeps reading
/// by address for the life of an object, such as a font's tables: FreeType maps font files
/// the same way.
///
/// A mapped file's bytes are the file's as long as it is mapped: a file replaced by renaming
/// another over it (how installers, package managers and most editors save) keeps its old
/// bytes, but one rewritten in place (`cp` over it) shows the new ones, one truncated faults
/// where the bytes were (`SIGBUS`), and so does a disk that fails to read them, where a read
/// would have given an error at load. FreeType maps font files the same way when it opens them
/// itself, as do the desktop's other text stacks.
public final class FileBytes: @unchecked Sendable {
    /// The bytes; the file's size when it was opened (less if it shrank before it was read).
    public let bytes: UnsafeRawBufferPointer
    /// Whether `bytes` is a mapping (unmapped at the end) rather than allocated memory.
    private let isMapped: Bool

    private init(bytes: UnsafeRawBufferPointer, isMapped: Bool) {
        self.bytes = bytes
        self.isMapped = isMapped
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        } else {
            UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
        }
    }

    /// The bytes of an open file, mapped if it can be (a non-empty file), read otherwise.
    public static func load(_ file: OpenRegularFile) -> Result<FileBytes, RegularFile.Problem> {
        if file.size > 0, let address = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0), address != MAP_FAILED {
            return .success(FileBytes(bytes: UnsafeRawBufferPointer(start: address, count: file.size), isMapped: true))
        }
        return file.readAllIntoNewMemory(alignment: 16).map { FileBytes(bytes: UnsafeRawBufferPointer($0), isMapped: false) }
    }
}
