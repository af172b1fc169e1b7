import ArgumentParser
import Foundation
import Quill

/// `quill build BUNDLE…`: compiles each code bundle's `Sources/*.swift` into the library its
/// manifest names, from any folder, against the Quill this `quill` belongs to.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Compile widget bundles' Swift code into the libraries their manifests name.")

    @Argument(help: "Widget bundle folders.")
    var bundles: [String]

    func run() throws {
        var failed = false
        for bundle in bundles {
            do {
                if let built = try WidgetBuild.build(bundle) {
                    print("built \(built)")
                } else {
                    print("\(bundle): a data-only bundle (no 'library:' in its manifest); nothing to build")
                }
            } catch {
                FileHandle.standardError.write(Data("quill build: \(error)\n".utf8))
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
