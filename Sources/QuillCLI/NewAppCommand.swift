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
        try Scaffold.checkTypeName(name, of: "an app name", example: "Contacts")
        if let quillPath, !FileManager.default.fileExists(atPath: (quillPath as NSString).appendingPathComponent("Package.swift")) {
            throw ValidationError("'\(quillPath)' has no Package.swift: give the folder of a Quill checkout")
        }
    }

    func run() throws {
        let folder = (parent as NSString).appendingPathComponent(name)
        let checkout = quillPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? NewAppFiles.sourceCheckout
        try Scaffold.write(NewAppFiles.files(for: name, quillCheckout: checkout), into: folder, command: "new-app")
        print("""
            Next: cd \(folder) && swift run \(name)     (a window; without a display, \(name).png)
                  swift test                            (the first run records Tests/\(name)Tests/__Snapshots__)
            The first build compiles Quill too, once (about two minutes on two cores).
            """)
    }
}
