import Foundation
import XCTest

/// Process-wide state is the exception, and each exception is written down: every `.shared`
/// singleton and stored `static var` in library code must be in docs/Architecture.md's table of
/// what stays process-wide, and `QUILL_*` switches are read in one place.
final class ProcessWideStateTests: XCTestCase {
    /// A stored static that holds state, found in a source file.
    struct Finding {
        var file: String
        var line: Int
        var typeName: String
        var text: String
    }

    /// Stored `static var`s, `static let shared`s and static locks or caches (`Mutex`, `Atomic`)
    /// in the library modules, with the type that declares each.
    static func findings() throws -> [Finding] {
        let root = Checkout.root + "/Sources"
        var found: [Finding] = []
        let declaration = /^\s*(?:(?:public|private|fileprivate|internal|package|open)(?:\(set\))?\s+)*(?:nonisolated(?:\(unsafe\))?\s+)?(?:@MainActor\s+)?(?:public\s+|private\s+|package\s+)?(?:private\(set\)\s+|public private\(set\)\s+)?static\s+(var|let)\s+(\w+)(.*)$/
        let typeLine = /^(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|package|open|final|indirect)\s+)*(?:class|struct|enum|actor|extension)\s+(\w+)/
        for case let file as String in FileManager.default.enumerator(atPath: root)! where file.hasSuffix(".swift") && !file.hasPrefix("QuillCLI/") {
            let lines = try String(contentsOfFile: root + "/" + file, encoding: .utf8).components(separatedBy: "\n")
            var typeName = ""
            for (index, line) in lines.enumerated() {
                if let type = line.firstMatch(of: typeLine) { typeName = String(type.1) }
                guard let match = line.wholeMatch(of: declaration) else { continue }
                let (kind, name, rest) = (String(match.1), String(match.2), String(match.3))
                let isComputed = rest.contains("{") && !rest.contains("=")
                let isStoredVar = kind == "var" && !isComputed
                let isShared = kind == "let" && name == "shared"
                let isLockedState = kind == "let" && (rest.contains("Mutex<") || rest.contains("Atomic<"))
                if isStoredVar || isShared || isLockedState {
                    found.append(Finding(file: "Sources/" + file, line: index + 1, typeName: typeName, text: line.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return found
    }

    func testEveryProcessWideValueIsListedWithItsReason() throws {
        let architecture = try String(contentsOfFile: Checkout.root + "/docs/Architecture.md", encoding: .utf8)
        guard let start = architecture.range(of: "What stays process-wide, and why each must:"),
            let end = architecture.range(of: "\n\n", range: architecture.index(start.upperBound, offsetBy: 2)..<architecture.endIndex)
        else { return XCTFail("docs/Architecture.md has no table of what stays process-wide") }
        let table = String(architecture[start.upperBound..<end.lowerBound])
        let findings = try Self.findings()
        XCTAssertGreaterThan(findings.count, 5, "the scan found the known ones")
        for finding in findings where !table.contains("`\(finding.typeName)") {
            XCTFail("\(finding.file):\(finding.line): \(finding.text): process-wide state in \(finding.typeName), which docs/Architecture.md's table of what stays process-wide does not list (move it into ApplicationContext, or list it with why it must be process-wide)")
        }
    }

    func testQuillSwitchesAreReadInOnePlace() throws {
        let root = Checkout.root + "/Sources"
        let paths = ["QUILL_ASSETS", "QUILL_SDK", "QUILL_WIDGET_PATH"]
        for case let file as String in FileManager.default.enumerator(atPath: root)! where file.hasSuffix(".swift") && !file.hasPrefix("QuillCLI/") {
            guard !file.hasSuffix("/LaunchEnvironment.swift") else { continue }
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for line in text.components(separatedBy: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for match in line.matches(of: /"(QUILL_[A-Z_]+)"/) where !paths.contains(String(match.1)) {
                    XCTFail("Sources/\(file) reads \(match.1): QUILL_* switches are read by LaunchEnvironment only")
                }
            }
        }
    }
}
