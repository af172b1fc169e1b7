import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation

/// Line breaks beyond spaces (issue 13): after hyphens between letters, after a URL's slashes,
/// between CJK characters with the kinsoku rules.
final class LineBreakTests: XCTestCase {
    private func lines(_ text: String, width: Double) throws -> [String] {
        let layout = try TextLayout(text: text, style: TextStyle(font: Font.systemFont(ofSize: 15), lineBreakMode: .byWordWrapping, numberOfLines: 0), maxWidth: width)
        let bytes = Array(text.utf8)
        return layout.lines.map { String(decoding: bytes[$0.byteRange], as: UTF8.self).trimmingCharacters(in: .whitespaces) }
    }

    func testOpportunities() {
        func breaks(_ text: Substring) -> [Int] { LineBreakOpportunities.breaksBefore(text).sorted() }
        XCTAssertEqual(breaks("well-known"), [5], "after a hyphen between letters")
        XCTAssertEqual(breaks("1-2 -5 a-"), [], "not in numbers, not before a digit, not at the end")
        XCTAssertEqual(breaks("example.com/path/file"), [12, 17], "after a slash before a letter")
        XCTAssertEqual(breaks("https://x"), [], "not inside the //")
        XCTAssertEqual(breaks("日本語"), [3, 6], "between ideographs")
        XCTAssertEqual(breaks("日本、語。"), [3, 9], "never before 、 or 。")
        XCTAssertEqual(breaks("「日本」"), [6], "never after 「 nor before 」")
        XCTAssertEqual(breaks("plain words only"), [])
    }

    func testLongHyphenatedWordsAndURLsWrapAtTheirBreaks() throws {
        XCTAssertEqual(try lines("state-of-the-art", width: 60), ["state-", "of-the-", "art"])
        XCTAssertEqual(try lines("see example.com/documentation/limits", width: 150), ["see example.com/", "documentation/", "limits"])
    }

    func testCJKWrapsBetweenCharactersKeepingPunctuation() throws {
        // DejaVu Sans has no CJK glyphs: the boxes still measure and wrap.
        let result = try lines("日本語の文章、句読点。", width: 60)
        XCTAssertGreaterThan(result.count, 1)
        for line in result.dropFirst() {
            XCTAssertFalse(line.hasPrefix("、") || line.hasPrefix("。"), "no line starts with closing punctuation: \(result)")
        }
    }
}
