import XCTest
@testable import QuillATSPI

/// AT-SPI counts text in Unicode scalars, Quill's views in `Character`s: the conversions and
/// the word and character units clients ask for.
final class TextOffsetsTests: XCTestCase {
    func testScalarAndCharacterOffsetsConvertThroughClustersOfSeveralScalars() {
        // "e\u{301}" is one character of two scalars; the flag is one character of two.
        let offsets = TextOffsets("ce\u{301} 🇫🇷 x")
        XCTAssertEqual(offsets.count, 8)
        XCTAssertEqual(offsets.scalarOffset(ofCharacter: 0), 0)
        XCTAssertEqual(offsets.scalarOffset(ofCharacter: 2), 3, "after 'c' and 'é'")
        XCTAssertEqual(offsets.scalarOffset(ofCharacter: 4), 6, "after the flag")
        XCTAssertEqual(offsets.scalarOffset(ofCharacter: 99), 8, "clamped to the end")
        XCTAssertEqual(offsets.characterOffset(ofScalar: 2), 1, "inside 'é'")
        XCTAssertEqual(offsets.characterOffset(ofScalar: 5), 3, "inside the flag")
        XCTAssertEqual(offsets.characterOffset(ofScalar: 8), 6)
        XCTAssertEqual(offsets.range(at: 4, granularity: 0), 4..<6, "a character unit is the whole flag")
    }

    func testSubstringsClampAndMinusOneMeansTheEnd() {
        let offsets = TextOffsets("Ada Lovelace")
        XCTAssertEqual(offsets.substring(0, -1), "Ada Lovelace")
        XCTAssertEqual(offsets.substring(4, 8), "Love")
        XCTAssertEqual(offsets.substring(-5, 3), "Ada")
        XCTAssertEqual(offsets.substring(10, 400), "ce")
        XCTAssertEqual(offsets.substring(9, 2), "", "an end before the start is empty")
    }

    func testWordsAndTheUnitsBeforeAndAfter() {
        let offsets = TextOffsets("one two  three")
        XCTAssertEqual(offsets.range(at: 5, granularity: 1), 4..<7)
        XCTAssertEqual(offsets.range(at: 0, granularity: 1), 0..<3)
        XCTAssertEqual(offsets.range(at: 7, granularity: 1), 4..<7, "just after a word: that word")
        XCTAssertEqual(offsets.range(at: 8, granularity: 1), 7..<9, "between words: the spaces")
        XCTAssertEqual(offsets.range(at: 5, granularity: 3), 0..<14, "a line is the whole field")
        XCTAssertEqual(offsets.range(at: 5, boundary: 1, step: 1), 9..<14, "the word after 'two'")
        XCTAssertEqual(offsets.range(at: 10, boundary: 1, step: -1), 4..<7, "the word before 'three'")
        XCTAssertEqual(offsets.range(at: 1, boundary: 0, step: -1), 0..<1)
        XCTAssertEqual(offsets.range(at: 13, boundary: 0, step: 1), 14..<14, "nothing after the end")
    }

    func testEmptyText() {
        let offsets = TextOffsets("")
        XCTAssertEqual(offsets.count, 0)
        XCTAssertEqual(offsets.substring(0, -1), "")
        XCTAssertEqual(offsets.range(at: 3, granularity: 1), 0..<0)
        XCTAssertEqual(offsets.characterOffset(ofScalar: 5), 0)
    }
}
