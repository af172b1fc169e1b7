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
        /// The file opened lies outside the folder it was confined to (a symbolic link, perhaps
        /// swapped in after an earlier check, leads out of it); the real path is given.
        case outside(String)

        /// Whether the file was refused for lying outside the folder it was confined to.
        public var leadsOutside: Bool {
            if case .outside = self { true } else { false }
        }

        /// What to do about a file that leads outside its folder.
        public static let outsideHint = "copy the file into the folder instead of linking to it"

        /// The reason in words, for a message that names the file.
        public var description: String {
            switch self {
            case .cannotOpen(let reason): "cannot open it (\(reason))"
            case .notARegularFile(let kind): "it is \(kind), not a regular file"
            case .tooLarge(let size, let limit): "it is \(size) bytes, more than the \(limit) bytes accepted"
            case .cannotRead(let reason): "cannot read it (\(reason))"
            case .outside(let real): "it leads to '\(real)', outside the folder it must stay in (through a symbolic link)"
            }
        }
    }

    /// The whole contents of the regular file at `path`, at most `limit` bytes.
    ///
    /// The file is opened without blocking (a FIFO with no writer would otherwise hang the
    /// open) and checked through the same descriptor it is read from, so it cannot be swapped
    /// for another between the two.
    ///
    /// With a `root` folder, the file must lie inside it once every link is followed, and that
    /// is checked on the descriptor the bytes are read from, after it is opened: a link swapped
    /// between an earlier check by path and the open cannot lead the read outside (issue 25).
    public static func contents(atPath path: String, limit: Int = Int.max, confinedTo root: String? = nil) -> Result<Data, Problem> {
        OpenRegularFile.open(atPath: path, limit: limit, confinedTo: root).flatMap { $0.readAll() }
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
