#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an open file really is, asked of its descriptor rather than of the path it was opened
/// by, so that a containment check and the read that follows see the same file.
enum OpenedFileLocation {
    /// Why the file open on `descriptor` is not inside `root`, or `nil` when it is.
    ///
    /// The kernel names the file behind a descriptor in `/proc/self/fd`. Where that is not
    /// mounted, the path is resolved again after the open and must lead to the very file
    /// opened (same device and inode): a link swapped in between is then caught either way.
    /// `asksKernel: false` takes the second way even where `/proc` is mounted (for tests).
    static func problem(descriptor: Int32, status: stat, path: String, root: String, asksKernel: Bool = true) -> RegularFile.Problem? {
        guard let base = FilePaths.realPath(root) else { return .cannotOpen("the folder '\(root)' does not exist") }
        let real: String
        if asksKernel, let named = nameInProc(descriptor) {
            real = named
        } else {
            guard let resolved = FilePaths.realPath(path) else { return .cannotOpen("the file moved while it was opened") }
            var again = stat()
            guard stat(resolved, &again) == 0, again.st_dev == status.st_dev, again.st_ino == status.st_ino else {
                return .outside(resolved)
            }
            real = resolved
        }
        return FilePaths.isPath(real, inside: base) ? nil : .outside(real)
    }

    /// The absolute path the kernel gives for an open descriptor, or `nil` without `/proc` (or
    /// for a file that was deleted after it was opened).
    private static func nameInProc(_ descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, Int(PATH_MAX))
        guard count > 0, count < Int(PATH_MAX) else { return nil }
        let name = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard name.hasPrefix("/"), !name.hasSuffix(" (deleted)") else { return nil }
        return name
    }
}
