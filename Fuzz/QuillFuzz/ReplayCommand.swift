#if !QUILL_FUZZING
import Foundation

/// The ordinary build of `quill-fuzz`: replays saved inputs (the seeds and every crash a fuzzer
/// found, `Fuzz/Regressions/<target>/`) through a target without libFuzzer, so `make test` keeps
/// each finding fixed on any machine.
///
///     quill-fuzz list
///     quill-fuzz replay TARGET FILE_OR_FOLDER...
@main
enum ReplayCommand {
    @MainActor
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "list":
            for target in FuzzTarget.allCases { print("\(target.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(target.summary)") }
        case "replay" where arguments.count >= 3:
            guard let target = FuzzTarget(rawValue: arguments[1]) else { fail("unknown target '\(arguments[1])'") }
            var count = 0
            for file in arguments.dropFirst(2).flatMap(inputFiles) {
                guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read '\(file)'") }
                // Before running, so a crash names its input.
                FileHandle.standardError.write(Data("\(target.rawValue): \(file)\n".utf8))
                target.run(data)
                count += 1
            }
            print("quill-fuzz: \(target.rawValue): replayed \(count) inputs, none crashed")
        default:
            fail("usage: quill-fuzz list | quill-fuzz replay TARGET FILE_OR_FOLDER...")
        }
    }

    /// A file itself, or every regular file below a folder (sorted, hidden files skipped).
    static func inputFiles(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { fail("'\(path)' does not exist") }
        guard isFolder.boolValue else { return [path] }
        let names = (FileManager.default.subpaths(atPath: path) ?? []).sorted()
        return names.compactMap { name in
            let full = (path as NSString).appendingPathComponent(name)
            var folder: ObjCBool = false
            let hidden = name.split(separator: "/").contains { $0.hasPrefix(".") }
            return !hidden && FileManager.default.fileExists(atPath: full, isDirectory: &folder) && !folder.boolValue ? full : nil
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("quill-fuzz: \(message)\n".utf8))
        exit(2)
    }
}
#endif
