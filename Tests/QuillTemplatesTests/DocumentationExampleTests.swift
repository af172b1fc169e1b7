import Foundation
import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillViews

/// Loads every YAML example of docs/Templates.md, so the reference cannot drift from the code.
final class DocumentationExampleTests: XCTestCase {
    static let documentPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/Templates.md").path

    /// The ```yaml blocks, each named by its first comment line (`# Name.quill: …`).
    static func examples() throws -> [(name: String, text: String)] {
        let text = try String(contentsOfFile: documentPath, encoding: .utf8)
        var examples: [(String, String)] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```yaml" {
                current = []
            } else if line == "```", let block = current {
                let first = block.first ?? ""
                let name = first.dropFirst(2).split(separator: ":").first.map(String.init) ?? "Example.quill"
                examples.append((name, block.joined(separator: "\n") + "\n"))
                current = nil
            } else if current != nil {
                current?.append(String(line))
            }
        }
        return examples
    }

    @MainActor func testEveryExampleLoadsAndRenders() async throws {
        let examples = try DocumentationExampleTests.examples()
        XCTAssertGreaterThanOrEqual(examples.count, 5, "the reference has its examples")
        for example in examples {
            XCTAssertTrue(example.name.hasSuffix(".quill"), "each example starts with '# Name.quill:'; got \(example.name)")
            do {
                let template = try TemplateFixture.template(example.text, name: "docs/" + example.name)
                let objects = try template.instantiate(registry: TemplateRegistry())
                XCTAssertFalse(objects.isEmpty, example.name)
                if let view = objects.first as? View {
                    assertImageSnapshot(of: view, named: String(example.name.dropLast(6)))
                }
            } catch {
                XCTFail("\(example.name) does not load:\n\(error)")
            }
        }
    }
}
