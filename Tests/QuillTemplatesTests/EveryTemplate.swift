import Foundation

/// Every template file the tests can find: the repository's (fixtures, hostile inputs, widgets,
/// examples) and the shared .xib corpus where it is present (`QUILL_XIB_CORPUS`, default
/// `../shared/corpus/xib`).
enum EveryTemplate {
    /// The checkout's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The paths, sorted; `suite` names the test in the line printed when the corpus is absent.
    static func paths(for suite: String) -> [String] {
        var paths = files(under: ["Tests/Fixtures", "Tests/Hostile", "Widgets", "Examples"].map { root.appendingPathComponent($0).path })
        let corpus = ProcessInfo.processInfo.environment["QUILL_XIB_CORPUS"] ?? root.deletingLastPathComponent().appendingPathComponent("shared/corpus/xib").path
        if FileManager.default.fileExists(atPath: corpus) {
            paths += files(under: [corpus])
        } else {
            print("\(suite): no .xib corpus at \(corpus) (set QUILL_XIB_CORPUS); the repository's templates only")
        }
        return paths
    }

    /// The `.quill` and `.xib` files under some folders (build folders skipped), sorted.
    static func files(under folders: [String]) -> [String] {
        var found: [String] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasPrefix(".build") || relative.contains("/.build/") {
                    walker.skipDescendants()
                    continue
                }
                if relative.hasSuffix(".quill") || relative.hasSuffix(".xib") { found.append(folder + "/" + relative) }
            }
        }
        return found.sorted()
    }
}
