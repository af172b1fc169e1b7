import XCTest
@testable import QuillGraphics
import QuillFoundation

/// A character may carry at most `CombiningMarkLimit.maximumMarksInARow` marks in its picture
/// (issue 25: a letter with a million marks took the shaper more than ten minutes); the text
/// itself stays whole.
final class CombiningMarkLimitTests: XCTestCase {
    private func pieces(_ text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { CombiningMarkLimit.shapedPieces(of: $0, in: 0..<bytes.count) }
    }

    func testTextWithinTheLimitIsShapedWhole() {
        let text = "Cafe\u{301} a\u{300}\u{301}\u{302} " + String(repeating: "\u{301}", count: 30) + "x"
        XCTAssertEqual(pieces(text), [0..<text.utf8.count])
        XCTAssertEqual(pieces("plain ASCII"), [0..<11])
    }

    func testMarksPastTheLimitAreLeftOutOfShapingAndTheRestKeepsItsOffsets() {
        // "a", 40 acute accents (2 bytes each), "b", 31 graves, "c".
        let text = "a" + String(repeating: "\u{301}", count: 40) + "b" + String(repeating: "\u{300}", count: 31) + "c"
        let afterFirstRun = 1 + 40 * 2
        let secondRun = afterFirstRun + 1
        XCTAssertEqual(pieces(text), [
            0..<(1 + 30 * 2), afterFirstRun..<(secondRun + 30 * 2), (secondRun + 31 * 2)..<text.utf8.count,
        ])
    }

    func testASpacingMarkAndAnEnclosingMarkCountAndAnotherLetterStartsAgain() {
        // U+0903 DEVANAGARI SIGN VISARGA (Mc, 3 bytes) and U+20DD COMBINING ENCLOSING CIRCLE (Me).
        let marks = String(repeating: "\u{903}\u{20DD}", count: 20)
        let text = "\u{915}" + marks + "\u{915}\u{903}"
        let result = pieces(text)
        XCTAssertEqual(result.first, 0..<(3 + 30 * 3), "the 31st mark ends the first piece")
        XCTAssertEqual(result.last?.upperBound, text.utf8.count)
        XCTAssertEqual(result.count, 2)
    }

    func testMalformedUTF8IsNotAMarkAndNeverReadsPastTheRange() {
        let bytes: [UInt8] = [0x61, 0xCC, 0x81, 0xE0, 0xFF, 0xCC]
        let result = bytes.withUnsafeBufferPointer { CombiningMarkLimit.shapedPieces(of: $0, in: 0..<bytes.count) }
        XCTAssertEqual(result, [0..<6])
    }

    func testALetterWithAHundredThousandMarksLaysOutAsTheLimitAllows() throws {
        let text = "e" + String(repeating: "\u{301}", count: 100_000) + " end"
        let layout = try TextLayout(text: text, style: TextStyle(font: .systemFont(ofSize: 17), numberOfLines: 0), maxWidth: 200)
        let glyphs = layout.lines.reduce(0) { $0 + $1.glyphs.count }
        XCTAssertLessThanOrEqual(glyphs, 1 + CombiningMarkLimit.maximumMarksInARow + 4)
        XCTAssertGreaterThan(glyphs, 4, "the base, its first marks and the word after it are drawn")
        XCTAssertEqual(layout.lines.last?.byteRange.upperBound, text.utf8.count, "the text's bytes are all accounted for")
    }
}
