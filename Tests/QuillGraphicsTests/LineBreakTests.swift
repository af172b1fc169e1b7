import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation

/// Line breaks beyond spaces (issue 13): after hyphens between letters, after a URL's slashes,
/// between CJK characters with the kinsoku rules, between the words of Thai, Lao and Khmer
/// (ICU's dictionaries).
final class LineBreakTests: XCTestCase {
    private func lines(_ text: String, width: Double) throws -> [String] {
        let layout = try TextLayout(text: text, style: TextStyle(font: Font.systemFont(ofSize: 15), lineBreakMode: .byWordWrapping, numberOfLines: 0), maxWidth: width)
        let bytes = Array(text.utf8)
        return layout.lines.map { String(decoding: bytes[$0.byteRange], as: UTF8.self).trimmingCharacters(in: .whitespaces) }
    }

    /// The shortcut that settles most pairs of scalars (below the ideographs, not after a dash
    /// or a slash) answers as the rules do, for every pair of a pool of scalars from each range
    /// the rules name and around it.
    func testTheShortcutAnswersAsTheRules() {
        var pool: [Unicode.Scalar] = []
        for value in stride(from: UInt32(0), through: 0x3100, by: 13) { pool.append(Unicode.Scalar(value)!) }
        for value: UInt32 in [0x2D, 0x2F, 0x20, 0x28, 0x29, 0x2C, 0x2E, 0x41, 0x61, 0x301, 0x200D, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2E7F, 0x2E80, 0x3001, 0x3008, 0x4E00, 0xAC00, 0xFF08, 0xFF09, 0x20000] {
            pool.append(Unicode.Scalar(value)!)
        }
        var mismatches: [[UInt32]] = []
        for before in pool {
            for after in pool {
                for beforeThat in [nil, "a", "/", " "] as [Unicode.Scalar?] {
                    if LineBreakOpportunities.allowsBreak(between: before, and: after, beforeThat: beforeThat)
                        != LineBreakOpportunities.allowsBreakByRules(between: before, and: after, beforeThat: beforeThat)
                    {
                        mismatches.append([before.value, after.value])
                    }
                }
            }
        }
        XCTAssertEqual(mismatches.prefix(5).map { $0 }, [])
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

    func testThaiLaoAndKhmerBreakBetweenWords() throws {
        func breaks(_ text: Substring) -> [Int] { LineBreakOpportunities.breaksBefore(text).sorted() }
        // ภาษา|ไทย|เป็น|ภาษา: Thai letters are three UTF-8 bytes each.
        let thai = breaks("ภาษาไทยเป็นภาษา")
        XCTAssertTrue(thai.contains(12), "after ภาษา: \(thai)")
        XCTAssertTrue(thai.contains(21), "after ไทย: \(thai)")
        XCTAssertFalse(thai.contains(3), "not inside a word")
        XCTAssertTrue(breaks("ສະບາຍດີເພື່ອນ").contains("ສະບາຍດີ".utf8.count), "Lao words: \(breaks("ສະບາຍດີເພື່ອນ"))")
        XCTAssertFalse(breaks("ខ្ញុំស្រលាញ់អ្នក").isEmpty, "Khmer words")
        // A combining vowel or tone mark never starts a line.
        let marks = "ที่ไม่มี"
        let offsets = breaks(Substring(marks))
        var byte = 0
        for scalar in marks.unicodeScalars {
            if offsets.contains(byte) { XCTAssertFalse(scalar.properties.isGraphemeExtend, "break before \(scalar)") }
            byte += UTF8.width(scalar)
        }
        // Latin around Thai keeps Quill's own rules.
        XCTAssertEqual(breaks("well-known ภาษา").filter { $0 < 11 }, [5])
        // Wrapped, every line ends at a word.
        let wrapped = try lines("ภาษาไทยเป็นภาษาที่ไม่มีการเว้นวรรคระหว่างคำ", width: 90)
        XCTAssertGreaterThan(wrapped.count, 1)
        XCTAssertEqual(wrapped.joined(), "ภาษาไทยเป็นภาษาที่ไม่มีการเว้นวรรคระหว่างคำ")
        let words = ["ภาษา", "ไทย", "เป็น", "ภาษา", "ที่", "ไม่", "มี", "การ", "เว้น", "วรรค", "ระหว่าง", "คำ"]
        var ends: Set<Int> = []
        var total = 0
        for word in words { total += word.count; ends.insert(total) }
        var position = 0
        for line in wrapped.dropLast() {
            position += line.count
            XCTAssertTrue(ends.contains(position), "'\(line)' ends inside a word")
        }
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
