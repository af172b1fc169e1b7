import Foundation
import XCTest
@testable import QuillTemplates

/// Regression tests for hostile input found against the readers (issue 12): each input is
/// refused with an error at its line and column, never a crash, a hang or a runaway allocation.
final class HostileReaderTests: XCTestCase {
    private func error(_ text: String, path: String) -> TemplateDiagnostic? {
        do {
            _ = try Template(data: Data(text.utf8), path: path)
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    private func error(_ bytes: [UInt8], path: String) -> TemplateDiagnostic? {
        do {
            _ = try Template(data: Data(bytes), path: path)
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    /// Foundation's XMLParser called strlen(NULL) on an empty processing instruction.
    func testEmptyProcessingInstructionIsAnErrorNotACrash() throws {
        let diagnostic = try XCTUnwrap(error("<?foo?>", path: "PI.xib"))
        XCTAssertEqual(diagnostic.location.description, "PI.xib:1:8")
        XCTAssertTrue(diagnostic.message.contains("Start tag expected"), diagnostic.message)
        // A processing instruction before a real document is legal XML and is skipped.
        XCTAssertNil(error("<?foo?><document><objects/></document>", path: "PI2.xib").map { $0.message.contains("malformed") == true ? $0 : nil } ?? nil)
    }

    /// XML errors name the first problem, where it is, in libxml2's words.
    func testMalformedXMLNamesTheFirstErrorAndItsPosition() throws {
        let diagnostic = try XCTUnwrap(error("<document>\n  <objects>\n    <view id=\"a\" id=\"b\"/>\n</document>", path: "Dup.xib"))
        XCTAssertEqual(diagnostic.location.description, "Dup.xib:3:24")
        XCTAssertEqual(diagnostic.message, "malformed XML: Attribute id redefined")
    }

    /// A DTD could declare entities that expand without bound; .xib files never have one.
    func testDoctypeAndEntitiesAreRefused() throws {
        let bomb = "<!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n<document>&b;</document>"
        let diagnostic = try XCTUnwrap(error(bomb, path: "Entity.xib"))
        XCTAssertTrue(diagnostic.message.contains("DOCTYPE"), diagnostic.message)
        XCTAssertEqual(diagnostic.location.line, 1)
        let undefined = try XCTUnwrap(error("<document>&nope;</document>", path: "Undefined.xib"))
        XCTAssertTrue(undefined.message.contains("Entity 'nope' not defined"), undefined.message)
    }

    /// 40,000 nested elements overflowed the stack in every command; nesting is now bounded
    /// while the file is read, at the element that goes too deep.
    func testDeepXMLIsRefusedAtTheLimit() throws {
        func nested(_ depth: Int) -> String {
            "<document><objects>" + String(repeating: "<a>", count: depth - 2) + String(repeating: "</a>", count: depth - 2) + "</objects></document>"
        }
        let atLimit = error(nested(TemplateLimits.maximumElementDepth), path: "AtLimit.xib")
        XCTAssertFalse(atLimit?.message.contains("nest") ?? false, "\(String(describing: atLimit))")
        let past = try XCTUnwrap(error(nested(TemplateLimits.maximumElementDepth + 1), path: "Deep.xib"))
        XCTAssertEqual(past.message, "elements nest deeper than \(TemplateLimits.maximumElementDepth) levels")
        let huge = try XCTUnwrap(error(nested(40_000), path: "Huge.xib"))
        XCTAssertEqual(huge.message, past.message)
    }

    func testOversizedFileIsRefusedSayingTheLimit() throws {
        let big = [UInt8](repeating: 0x20, count: TemplateLimits.maximumFileSize + 1)
        let diagnostic = try XCTUnwrap(error(big, path: "Big.xib"))
        XCTAssertTrue(diagnostic.message.contains("16 MiB"), diagnostic.message)
        let quill = try XCTUnwrap(error(big, path: "Big.quill"))
        XCTAssertTrue(quill.message.contains("16 MiB"), quill.message)
    }

    /// A 626-byte alias bomb drove `lint` to 3.8 GB: expansion is counted before composing.
    func testYAMLAliasBombIsRefusedBeforeItExpands() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1..<10 { text += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        text += "quill: 1\nobjects: []\n"
        XCTAssertLessThan(text.utf8.count, 800)
        let diagnostic = try XCTUnwrap(error(text, path: "Bomb.quill"))
        XCTAssertTrue(diagnostic.message.contains("aliases"), diagnostic.message)
        XCTAssertGreaterThan(diagnostic.location.line, 1)
        // A few honest aliases are fine.
        let honest = "quill: 1\nstyle: &s {text: Hi}\nobjects:\n  - Label: {id: a}\n"
        XCTAssertFalse(error(honest, path: "Honest.quill")?.message.contains("aliases") ?? false)
    }

    func testDeepYAMLIsRefused() throws {
        let deep = "quill: 1\nobjects: " + String(repeating: "[", count: 40_000) + String(repeating: "]", count: 40_000) + "\n"
        let diagnostic = try XCTUnwrap(error(deep, path: "Deep.quill"))
        XCTAssertEqual(diagnostic.message, "the template nests lists and mappings deeper than \(TemplateLimits.maximumYAMLDepth) levels")
        XCTAssertEqual(diagnostic.location.line, 2)
    }

    /// A tab error says "tab"; a NUL byte has a position.
    func testTabsAndControlCharactersAreNamedWithTheirPosition() throws {
        let tab = try XCTUnwrap(error("quill: 1\nobjects:\n\t- Label: {id: a}\n", path: "Tab.quill"))
        XCTAssertTrue(tab.message.contains("tab character"), tab.message)
        XCTAssertEqual(tab.location.line, 3)
        let nul = try XCTUnwrap(error(Array("quill: 1\nobjects: [a\u{0}b]\n".utf8), path: "Nul.quill"))
        XCTAssertTrue(nul.message.contains("NUL"), nul.message)
        XCTAssertEqual(nul.location.line, 2)
        XCTAssertEqual(nul.location.column, 12)
    }
}
