import Foundation
import XCTest

/// The module map is stated once, in docs/Architecture.md, and checked against what is real:
/// Package.swift's targets and dependencies, README's module table and every `import` in
/// `Sources/`. A drift in any of them fails here, naming the module and what differs.
final class ModuleMapTests: XCTestCase {
    /// Modules every target may import: the toolchain's own.
    static let systemModules: Set<String> = ["Foundation", "FoundationEssentials", "Glibc", "Musl", "Dispatch", "Synchronization", "XCTest", "Testing"]

    static func read(_ file: String) throws -> String {
        try String(contentsOfFile: Checkout.root + "/" + file, encoding: .utf8)
    }

    /// The modules a folder's Swift files import (top-level `import` lines only, not code in
    /// string literals), each with the first file that imports it.
    static func imports(inFolder folder: String) throws -> [String: String] {
        var found: [String: String] = [:]
        let root = Checkout.root + "/" + folder
        guard let files = FileManager.default.enumerator(atPath: root) else { return [:] }
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            // Swift's regular expressions are slow in a debug build: only lines that can be an
            // import are matched.
            for line in text.split(separator: "\n") where line.contains("import ") {
                if let match = line.wholeMatch(of: /(?:@\w+ |internal |public |package |private |fileprivate )*import (?:struct |enum |class |func )?(\w+)(?:\.\w+)?/) {
                    found[String(match.1), default: folder + "/" + file] = found[String(match.1)] ?? folder + "/" + file
                }
            }
        }
        return found
    }

    func testTheArchitectureTableIsPackageSwift() throws {
        let table = try ModuleMapTable(markdown: Self.read("docs/Architecture.md"))
        let package = try PackageManifestTargets(text: Self.read("Package.swift"))
        XCTAssertGreaterThan(table.rows.count, 20, "the table was read")
        let sourceTargets = package.targets.values.filter { $0.folder.hasPrefix("Sources/") || $0.folder == "Assets" }.map(\.name)
        XCTAssertEqual(Set(table.rows.map(\.module)), Set(sourceTargets), "docs/Architecture.md's table lists exactly the targets of Sources/ (and QuillAssets)")
        var above: Set<String> = []
        for row in table.rows {
            guard let target = package.targets[row.module] else { continue }
            XCTAssertEqual(row.mayImport, target.dependencies, "\(row.module): the table's 'May import' is its dependencies in Package.swift")
            let local = target.dependencies.filter { package.targets[$0] != nil }
            XCTAssertEqual(local.subtracting(above), [], "\(row.module) depends only on modules above it in the table")
            above.insert(row.module)
        }
    }

    func testEveryImportIsADeclaredDependency() throws {
        let table = try ModuleMapTable(markdown: Self.read("docs/Architecture.md"))
        let package = try PackageManifestTargets(text: Self.read("Package.swift"))
        for row in table.rows {
            guard let target = package.targets[row.module], !target.isSystemLibrary else { continue }
            let allowed = package.closure(of: row.module).union(Self.systemModules)
            let imports = try Self.imports(inFolder: target.folder)
            for (module, file) in imports.sorted(by: { $0.key < $1.key }) where !allowed.contains(module) {
                XCTFail("\(file) imports \(module), which is not among \(row.module)'s dependencies (Package.swift) or theirs")
            }
            for dependency in target.dependencies {
                XCTAssertNotNil(imports[dependency], "\(row.module) depends on \(dependency) but no file imports it: drop the dependency")
            }
        }
    }

    /// Widgets, examples, benchmarks, fuzzers and tests too: SwiftPM builds a target whose
    /// imports are not among its dependencies only when the build order happens to allow it,
    /// so such a target breaks on a clean clone.
    func testEveryTargetImportsOnlyItsDependencies() throws {
        let package = try PackageManifestTargets(text: Self.read("Package.swift"))
        let checked = package.targets.values.filter { !$0.folder.hasPrefix("Sources/") && !$0.isSystemLibrary && $0.folder != "Assets" }
        XCTAssertGreaterThan(checked.count, 15, "the widget, example, benchmark, fuzzing and test targets were found")
        for target in checked {
            let allowed = package.closure(of: target.name).union(Self.systemModules).union([target.name])
            for (module, file) in try Self.imports(inFolder: target.folder).sorted(by: { $0.key < $1.key }) where !allowed.contains(module) {
                XCTFail("\(file) imports \(module), which is not among \(target.name)'s dependencies (Package.swift) or theirs")
            }
        }
    }

    func testOnlyTheUmbrellaReExports() throws {
        let package = try PackageManifestTargets(text: Self.read("Package.swift"))
        for target in package.targets.values where target.folder.hasPrefix("Sources/") && target.name != "Quill" && !target.isSystemLibrary {
            let root = Checkout.root + "/" + target.folder
            for case let file as String in FileManager.default.enumerator(atPath: root)! where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                XCTAssertFalse(text.contains("@_exported"), "\(target.folder)/\(file) re-exports a module: only the umbrella Quill does")
            }
        }
    }

    func testCModulesAreImportedInternally() throws {
        let package = try PackageManifestTargets(text: Self.read("Package.swift"))
        let cModules = Set(package.targets.values.filter { $0.name.first == "C" && $0.folder.hasPrefix("Sources/") }.map(\.name))
        XCTAssertTrue(cModules.contains("CFreeType"), "the C modules were found")
        for target in package.targets.values where target.folder.hasPrefix("Sources/") && !target.isSystemLibrary {
            let root = Checkout.root + "/" + target.folder
            for case let file as String in FileManager.default.enumerator(atPath: root)! where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import C") {
                    guard let match = line.wholeMatch(of: /import (C\w+)/), cModules.contains(String(match.1)) else { continue }
                    XCTFail("\(target.folder)/\(file): 'import \(match.1)' makes a C module public; write 'internal import \(match.1)'")
                }
            }
        }
    }

    func testTheReadmeTableNamesTheSameModules() throws {
        let table = try ModuleMapTable(markdown: Self.read("docs/Architecture.md"))
        let readme = ModuleMapTable.readmeModules(try Self.read("README.md"))
        let swiftModules = table.rows.map(\.module).filter { $0.first != "C" && $0 != "QuillCLI" && !($0.hasPrefix("C") && $0.dropFirst().first?.isUppercase == true) }
        XCTAssertEqual(readme, swiftModules, "README's module table lists the library modules of docs/Architecture.md, in its order")
    }
}
