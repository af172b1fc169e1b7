#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Path arithmetic that is safe on every string.
///
/// Foundation's `NSString.deletingLastPathComponent` on Linux traps on a relative path of one
/// character (`"F"`, `"."`, `"a/"`), which a user reaches by typing `quill render ./F.xib`
/// or naming a template `F`. Quill takes paths apart with these functions instead.
public enum FilePaths {
    /// The folder part of `path`, like `deletingLastPathComponent`: `"a/b/c"` → `"a/b"`,
    /// `"c"` → `""`, `"/c"` → `"/"`, `"/"` → `"/"`; trailing slashes are ignored.
    public static func parent(of path: String) -> String {
        var scalars = Array(path.utf8)
        while scalars.count > 1, scalars.last == UInt8(ascii: "/") { scalars.removeLast() }
        guard let slash = scalars.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        var end = slash
        while end > 0, scalars[end - 1] == UInt8(ascii: "/") { end -= 1 }
        if end == 0 { return "/" }
        return String(decoding: scalars[..<end], as: UTF8.self)
    }

    /// The canonical absolute path of an existing file or folder: every symbolic link (relative
    /// or absolute, at any level), `.` and `..` resolved by the system (`realpath(3)`), or
    /// `nil` when it does not exist or a link dangles.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` exists and, with every link resolved, lies inside the folder `root` (or
    /// is it). Both sides are resolved, so a link inside the folder that points out of it is
    /// outside, and a folder reached through a link is compared by where it really is.
    public static func resolves(_ path: String, inside root: String) -> Bool {
        guard let real = realPath(path), let base = realPath(root) else { return false }
        return isPath(real, inside: base)
    }

    /// Whether the canonical path `path` is the canonical folder `base` or lies below it,
    /// compared byte for byte: file names are bytes, and Swift's `==` and `hasPrefix` would
    /// call a folder whose name is spelled with a precomposed "é" the same as one spelled
    /// with "e" and a combining accent, which the file system keeps apart.
    public static func isPath(_ path: String, inside base: String) -> Bool {
        let pathBytes = Array(path.utf8), baseBytes = Array(base.utf8)
        if pathBytes == baseBytes { return true }
        let prefix = base == "/" ? baseBytes : baseBytes + [UInt8(ascii: "/")]
        return pathBytes.count > prefix.count && Array(pathBytes[0..<prefix.count]) == prefix
    }
}
