import CHarfBuzz
import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation

/// Runs shaped word by word, from the word cache or fresh, give exactly the glyphs HarfBuzz gives
/// for the whole run, in every bundled face, both directions, whole paragraphs and runs inside
/// them; faces whose lookups tie words together through the space are shaped whole; the check
/// of a font's kerning reads only what it may.
final class ShapedWordCacheTests: XCTestCase {
    private static let texts = [
        "Order 1234 shipped 17", "Ωμέγα και άλφα 3", "Привет, мир", "שלום עולם 42", "مرحبا بالعالم",
        "Prix: 12,50 € ★★★☆☆", "Mixed שלום and مرحبا", "Σ → ∞ ≈ √2", "Ünïcödé façade", "Ellipsis… and ♥",
        "AVA To Ye. Ty, Wa; “Yo” LT  A  T   Y", "  leading and trailing  ", "office fifty flu ffi", "a",
        "e\u{301} \u{301}x o\u{308}\u{323} q\u{35C}w", "Tab\tand\nbreak", "עִבְרִית עם ניקוד", "A Y T V W Y A",
        "日本語 の テキスト 12", "한국어 텍스트 입니다", "ภาษาไทย ง่าย ดี", "Ա Բ Գ Armenian", "👍🏽 and 🇫🇷 flags",
    ]

    private func face(_ name: String) throws -> FontFace {
        try FontFace(contentsOfFile: AssetLocator.path(of: "Fonts/" + name))
    }

    private func shape(
        _ face: FontFace, _ text: String, range: Range<Int>? = nil, rightToLeft: Bool, reversed: Bool, byWords: Bool, wholeForNewWords: Bool = true
    ) -> [String] {
        let utf8 = Array(text.utf8)
        let buffer = hb_buffer_create()!
        defer { hb_buffer_destroy(buffer) }
        var glyphs: [ShapedGlyph] = []
        utf8.withUnsafeBufferPointer { bytes in
            face.shape(
                utf8: bytes, range: range ?? 0..<bytes.count, rightToLeft: rightToLeft, reversed: reversed, slot: 2, level: 1,
                buffer: buffer, byWords: byWords, wholeForNewWords: wholeForNewWords, appendingTo: &glyphs)
        }
        return glyphs.map { "\($0.glyph) \($0.cluster) \($0.xAdvance) \($0.xOffset) \($0.yOffset) \($0.face) \($0.level)" }
    }

    func testWordByWordEqualsTheWholeRunInEveryBundledFace() throws {
        let names = [
            "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "LiberationSans-Italic.ttf", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf",
            "DejaVuSansMono.ttf",
        ]
        var keptAny = false
        // Each face twice: new words shaped one by one, then cut from the run shaped whole.
        for (name, wholeForNewWords) in names.flatMap({ [($0, false), ($0, true)] }) {
            let face = try face(name)
            for text in Self.texts {
                for rightToLeft in [false, true] {
                    let whole = shape(face, text, rightToLeft: rightToLeft, reversed: rightToLeft, byWords: false)
                    // Twice: shaped fresh into the cache, then taken from it.
                    for pass in 0..<2 {
                        XCTAssertEqual(
                            shape(face, text, rightToLeft: rightToLeft, reversed: rightToLeft, byWords: true, wholeForNewWords: wholeForNewWords), whole,
                            "\(name), \(rightToLeft ? "right to left" : "left to right"), pass \(pass), cut \(wholeForNewWords): \(text)")
                    }
                    XCTAssertEqual(
                        shape(face, text, rightToLeft: rightToLeft, reversed: !rightToLeft, byWords: true),
                        shape(face, text, rightToLeft: rightToLeft, reversed: !rightToLeft, byWords: false), "\(name) in the other order: \(text)")
                }
            }
            keptAny = keptAny || face.keptWordCount > 0
        }
        XCTAssertTrue(keptAny, "words were kept and reused")
    }

    func testARunInsideAParagraphShapesAsItDidWhole() throws {
        let face = try face("LiberationSans-Regular.ttf")
        let text = "★ Order 1234 To Ye shipped ★ and AT the end"
        let utf8 = Array(text.utf8)
        let start = text.utf8.distance(from: text.startIndex, to: text.firstIndex(of: "O")!)
        let end = text.utf8.distance(from: text.startIndex, to: text.lastIndex(of: "★")!)
        for range in [start..<end, start + 2..<end - 1, 0..<start + 3] {
            XCTAssertEqual(
                shape(face, text, range: range, rightToLeft: false, reversed: false, byWords: true),
                shape(face, text, range: range, rightToLeft: false, reversed: false, byWords: false), "\(range) of \(utf8.count) bytes")
        }
    }

    func testKeptWordsAmongNewOnesGiveTheWholeRunsGlyphs() throws {
        let face = try face("LiberationSans-Italic.ttf")
        let longer = "To Ye AT shipped, Wa Yo; fifty T. and more words here"
        for (text, kept) in [("To Ye AT", 3), ("Wa To Ye AT new", 7), (longer, 16), (longer + " Y", 18)] {
            XCTAssertEqual(
                shape(face, text, rightToLeft: false, reversed: false, byWords: true), shape(face, text, rightToLeft: false, reversed: false, byWords: false),
                text)
            XCTAssertEqual(face.keptWordCount, kept, text)
        }
    }

    func testAFaceWhoseLigaturesUseTheSpaceShapesThoseRunsWhole() throws {
        // DejaVu Sans's Arabic ligatures name the space glyph; its Hebrew and Latin do not.
        let face = try face("DejaVuSans.ttf")
        _ = shape(face, "مرحبا بالعالم يا صديقي", rightToLeft: true, reversed: true, byWords: true)
        XCTAssertEqual(face.keptWordCount, 0, "an Arabic run is shaped whole")
        _ = shape(face, "שלום עולם", rightToLeft: true, reversed: true, byWords: true)
        XCTAssertEqual(face.keptWordCount, 2, "each Hebrew word kept")
        // A joining script inside a paragraph is shaped whole too: its context is read.
        let text = "ab مرحبا cd"
        let arabic = text.utf8.distance(from: text.startIndex, to: text.firstIndex(of: "م")!)..<(Array(text.utf8).count - 3)
        XCTAssertEqual(
            shape(face, text, range: arabic, rightToLeft: true, reversed: true, byWords: true),
            shape(face, text, range: arabic, rightToLeft: true, reversed: true, byWords: false))
        XCTAssertEqual(face.keptWordCount, 2)
    }

    /// A run of more words than half the cache holds is a document: shaped whole, its words not
    /// kept (and the same glyphs).
    func testARunOfThousandsOfWordsIsShapedWhole() throws {
        let face = try face("LiberationSans-Regular.ttf")
        let text = (0...ShapedWordCache.capacity / 2).map { "w\($0)" }.joined(separator: " ")
        XCTAssertEqual(
            shape(face, text, rightToLeft: false, reversed: false, byWords: true), shape(face, text, rightToLeft: false, reversed: false, byWords: false))
        XCTAssertEqual(face.keptWordCount, 0)
        // One word fewer is shaped word by word.
        let shorter = (1...ShapedWordCache.capacity / 2).map { "w\($0)" }.joined(separator: " ")
        XCTAssertEqual(
            shape(face, shorter, rightToLeft: false, reversed: false, byWords: true), shape(face, shorter, rightToLeft: false, reversed: false, byWords: false))
        XCTAssertEqual(face.keptWordCount, ShapedWordCache.capacity / 2)
    }

    func testWordsAreCutBeforeEachStretchOfSpaces() {
        func pieces(_ text: String) -> [String] {
            let utf8 = Array(text.utf8)
            return utf8.withUnsafeBufferPointer { bytes in
                WordPieces.split(bytes, 0..<bytes.count).map { String(decoding: utf8[$0], as: UTF8.self) }
            }
        }
        XCTAssertEqual(pieces("one two  three"), ["one", " two", "  three"])
        XCTAssertEqual(pieces(" lead trail "), [" lead", " trail", " "])
        XCTAssertEqual(pieces("a \u{301}b c"), ["a", " \u{301}b", " c"], "a mark stays with the space before it")
        XCTAssertEqual(pieces("x"), ["x"])
    }

    func testARunGoingAgainstItsScriptIsShapedWhole() throws {
        let face = try face("LiberationSans-Regular.ttf")
        _ = shape(face, "Ա Բ Գ Armenian AT Ye", rightToLeft: true, reversed: true, byWords: true)
        _ = shape(face, "12 34", rightToLeft: true, reversed: true, byWords: true)
        XCTAssertEqual(face.keptWordCount, 0)
        _ = shape(face, "Ա Բ Գ Armenian AT Ye", rightToLeft: false, reversed: false, byWords: true)
        XCTAssertEqual(face.keptWordCount, 6, "one per word")
    }

    /// A `GPOS` table with one lookup of `type` whose subtable has the given value formats.
    private func positioningTable(type: Int, secondValueFormat: Int, extended: Bool = false) -> [UInt8] {
        func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        // Header (10 bytes), lookup list at 10: count 1, offset 4 -> lookup at 14.
        var table = u16(1) + u16(0) + u16(0) + u16(0) + u16(10) + u16(1) + u16(4)
        // Lookup: type, flag, one subtable at offset 8 from the lookup.
        table += u16(extended ? 9 : type) + u16(0) + u16(1) + u16(8)
        if extended { table += u16(1) + u16(type) + [0, 0, 0, 8] }
        table += u16(1) + u16(0) + u16(4) + u16(secondValueFormat)
        return table
    }

    func testKerningIsReadAsFirstGlyphOnlyWhenEveryPartSaysSo() {
        func check(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBytes { SpaceIndependence.isFirstGlyphKerning($0, lookup: 0) } }
        XCTAssertTrue(check(positioningTable(type: 2, secondValueFormat: 0)))
        XCTAssertTrue(check(positioningTable(type: 2, secondValueFormat: 0, extended: true)))
        XCTAssertFalse(check(positioningTable(type: 2, secondValueFormat: 4)), "the second glyph moves")
        XCTAssertFalse(check(positioningTable(type: 2, secondValueFormat: 4, extended: true)))
        XCTAssertFalse(check(positioningTable(type: 4, secondValueFormat: 0)), "mark attachment")
        XCTAssertFalse(check(positioningTable(type: 8, secondValueFormat: 0, extended: true)), "chained context")
        let whole = positioningTable(type: 2, secondValueFormat: 0)
        for length in 0..<whole.count { XCTAssertFalse(check(Array(whole.prefix(length))), "cut at \(length)") }
        XCTAssertFalse(whole.withUnsafeBytes { SpaceIndependence.isFirstGlyphKerning($0, lookup: 1) }, "no such lookup")
    }
}
