import Foundation
import XCTest

/// The `quill` command line and the documents that describe it agree: every subcommand that
/// `quill --help` lists is shown in the README and docs/Architecture.md, and every `quill X`
/// the README shows exists.
final class CommandLineDocsTests: XCTestCase {
    /// The subcommands `quill --help` lists.
    static func subcommands() throws -> [String] {
        let quill = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("quill")
        guard FileManager.default.isExecutableFile(atPath: quill.path) else {
            throw NSError(domain: "quill", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(quill.path) is missing: build everything first (swift build --build-tests)"])
        }
        let process = Process()
        process.executableURL = quill
        process.arguments = ["--help"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let section = text.components(separatedBy: "SUBCOMMANDS:").last else { return [] }
        // Subcommand lines start with two spaces and a lowercase name; wrapped lines are indented more.
        return section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first, name.allSatisfy(\.isLowercase) else { return nil }
            return String(name)
        }
    }

    /// The words after `quill ` in a document.
    static func mentioned(in file: String) throws -> Set<String> {
        let text = try String(contentsOfFile: Checkout.root + "/" + file, encoding: .utf8)
        let regex = try NSRegularExpression(pattern: "(?:^|[\\s`(;])quill ([a-z]+)")
        return Set(regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }

    func testEverySubcommandIsDocumentedAndEveryDocumentedOneExists() throws {
        let subcommands = try Self.subcommands()
        XCTAssertEqual(Set(subcommands), ["new", "build", "lint", "test", "dump", "render", "preview", "convert", "layout"])
        let readme = try Self.mentioned(in: "README.md")
        XCTAssertEqual(Set(subcommands).subtracting(readme), [], "subcommands the README does not show")
        XCTAssertEqual(readme.subtracting(subcommands), [], "the README shows subcommands quill does not have")
        let architecture = try String(contentsOfFile: Checkout.root + "/docs/Architecture.md", encoding: .utf8)
        let line = try XCTUnwrap(architecture.split(separator: "\n").first { $0.hasPrefix("quill (QuillCLI)") })
        for name in subcommands { XCTAssertTrue(line.contains(name), "docs/Architecture.md's layer list names '\(name)'") }
    }

    func testTheDocumentsNameTheModulesThatExist() throws {
        let architecture = try String(contentsOfFile: Checkout.root + "/docs/Architecture.md", encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: Checkout.root + "/Sources").filter { !$0.hasPrefix("C") && $0 != "QuillCLI" }
        for module in sources { XCTAssertTrue(architecture.contains(module), "docs/Architecture.md names \(module)") }
        let widgetsDoc = try String(contentsOfFile: Checkout.root + "/docs/WidgetBundles.md", encoding: .utf8)
        XCTAssertFalse(widgetsDoc.contains("planned"), "docs/WidgetBundles.md says something is planned that exists")
    }
}
