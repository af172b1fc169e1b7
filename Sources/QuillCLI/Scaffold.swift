import ArgumentParser
import Foundation
import Quill

/// What `quill new` and `quill new-app` share: the name check and writing the files.
enum Scaffold {
    /// Refuses a name that is not a Swift type name (ASCII letters and digits, a capital first,
    /// at most 64 characters): it becomes a type, a module and a folder.
    static func checkTypeName(_ name: String, of what: String, example: String) throws {
        guard let first = name.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first), name.count <= 64,
              name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) && $0.isASCII }) else {
            throw ValidationError("'\(name)' is not \(what): use a Swift type name (letters and digits, starting with a capital), such as \(example)")
        }
    }

    /// Writes `files` (by path inside `folder`) into a new `folder`, printing each; refuses
    /// (exit 1, nothing written) when `folder` exists.
    static func write(_ files: [String: String], into folder: String, command: String) throws {
        if FileManager.default.fileExists(atPath: folder) {
            FileHandle.standardError.write(Data("quill \(command): \(folder) exists; choose another name or folder (nothing was written)\n".utf8))
            throw ExitCode(1)
        }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let full = (folder as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: FilePaths.parent(of: full), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
            print("created \(full)")
        }
    }
}
