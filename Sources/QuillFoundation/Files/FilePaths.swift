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
}
