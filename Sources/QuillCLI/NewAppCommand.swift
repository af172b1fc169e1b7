import ArgumentParser
import Foundation
import Quill

/// `quill new-app NAME`: writes an app package (a table screen whose cells come from a .xib
/// naming its own class, an `App.run` entry, a snapshot test) that builds with `swift build`
/// and passes `swift test`.
struct NewAppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-app",
        abstract: "Create an app package: a screen with .xib cells, an App.run entry and a snapshot test.",
        discussion: """
            NAME/ gets Package.swift (depending on Quill by path or by URL), Sources/NAMEKit (a \
            table view controller, its cell class and ContactCell.xib, which names the class: \
            no registration), Sources/NAME/main.swift (App.run) and Tests/NAMETests (a test \
            that checks the rows and snapshots the screen). Then: cd NAME && swift run NAME \
            (a window, or a PNG file without a display) and swift test.
            """)

    @Argument(help: "The app's name: a Swift type name such as Contacts.")
    var name: String

    @Option(name: .customLong("in"), help: "The folder to create the app in.")
    var parent = "."

    @Option(name: .customLong("quill"), help: "A Quill checkout to depend on by path (default: the one this quill was built from, when it is still there; otherwise Quill's URL).")
    var quillPath: String?

    func validate() throws {
        guard let first = name.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
              name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) && $0.isASCII }), name.count <= 64 else {
            throw ValidationError("'\(name)' is not an app name: use a Swift type name (letters and digits, starting with a capital), such as Contacts")
        }
        if let quillPath, !FileManager.default.fileExists(atPath: (quillPath as NSString).appendingPathComponent("Package.swift")) {
            throw ValidationError("'\(quillPath)' has no Package.swift: give the folder of a Quill checkout")
        }
    }

    func run() throws {
        let folder = (parent as NSString).appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: folder) {
            FileHandle.standardError.write(Data("quill new-app: \(folder) exists; choose another name or folder (nothing was written)\n".utf8))
            throw ExitCode(1)
        }
        let checkout = quillPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? NewAppFiles.sourceCheckout
        for (path, text) in NewAppFiles.files(for: name, quillCheckout: checkout).sorted(by: { $0.key < $1.key }) {
            let full = (folder as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: FilePaths.parent(of: full), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
            print("created \(full)")
        }
        print("""
            Next: cd \(folder) && swift run \(name)     (a window; without a display, \(name).png)
                  swift test                            (the first run records Tests/\(name)Tests/__Snapshots__)
            The first build compiles Quill too, once (about two minutes on two cores).
            """)
    }
}
