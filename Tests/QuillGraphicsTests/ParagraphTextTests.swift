import XCTest
@testable import QuillGraphics

/// A paragraph decoded once (`ParagraphText`) reads as the standard library reads the same
/// text: the same scalars at the same byte offsets, clusters where `Character`s start, white
/// space where `Unicode.Scalar.Properties.isWhitespace` says, and paragraphs where splitting by
/// the `Character` "\n" ends them. Checked on random text made of the scalars the grapheme
/// cluster rules treat apart.
final class ParagraphTextTests: XCTestCase {
    /// Scalars of every grapheme cluster break class, and some that are not special.
    private static let pool: [Unicode.Scalar] = [
        "a", "Z", "1", " ", "-", "/", "\r", "\n", "\t", "\u{7}", "\u{0}", "\u{85}", "\u{A0}", "é", "Ω", "Ж", "ש", "م", "١",
        "\u{301}", "\u{20E3}", "\u{FE0F}", "\u{200D}", "\u{200C}", "\u{94D}", "\u{915}", "\u{937}", "\u{93F}", "\u{903}",
        "\u{600}", "\u{110BD}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}", "\u{1F1EB}", "\u{1F1F7}",
        "\u{1F469}", "\u{1F4BB}", "\u{1F3FD}", "\u{2764}", "\u{E0067}", "\u{E007F}", "\u{E01}", "\u{E33}", "\u{2028}",
        "\u{3000}", "日", "。", "\u{202E}", "\u{FFFD}", "\u{10FFFF}",
    ]

    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static func randomTexts(count: Int) -> [String] {
        var generator = Generator(state: 7)
        return (0..<count).map { _ in
            var scalars = String.UnicodeScalarView()
            for _ in 0..<(1 + generator.next(16)) { scalars.append(pool[generator.next(pool.count)]) }
            return String(scalars)
        }
    }

    func testScalarsOffsetsAndClustersAreTheStandardLibrarys() {
        for text in Self.randomTexts(count: 3000) + ["", "plain ascii", "a\r\nb", "\r\n\r\n"] {
            let paragraph = ParagraphText(text[...])
            XCTAssertEqual(paragraph.utf8, Array(text.utf8))
            XCTAssertEqual(paragraph.scalars, Array(text.unicodeScalars), "\(text.debugDescription)")
            var offsets: [Int] = []
            var offset = 0
            for scalar in text.unicodeScalars {
                offsets.append(offset)
                offset += UTF8.width(scalar)
            }
            XCTAssertEqual(paragraph.offsets, offsets + [text.utf8.count])
            var starts: [Int] = []
            var index = 0
            for character in text {
                starts.append(index)
                index += character.unicodeScalars.count
            }
            XCTAssertEqual(paragraph.clusterStarts, starts + [index], "clusters of \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            XCTAssertEqual(paragraph.isASCII, text.utf8.allSatisfy { $0 < 0x80 })
        }
    }

    /// Every scalar taken as plain (clusters found without the recognizer between two of them)
    /// breaks as the standard library breaks it beside each kind of scalar the rules treat
    /// apart, before it, after it and inside the sequences that carry state (emoji, flags,
    /// Indic conjuncts, Hangul), and random text of plain and other scalars agrees too.
    func testPlainScalarsBreakAsTheStandardLibraryBreaksThem() {
        let neighbours: [String] = [
            "a", "\u{301}", "\u{200D}", "\u{903}", "\u{600}", "\r", "\n", "\u{7}", "\u{1F1EB}", "\u{1F469}", "\u{1100}", "\u{1161}",
            "\u{AC00}", "\u{915}", "\u{94D}\u{915}", "\u{200D}\u{1F469}", "\u{FE0F}", "\u{E0067}",
        ]
        let prefixes = ["", "\u{1F469}\u{200D}", "\u{1F1EB}", "\u{915}\u{94D}", "\u{1100}", "e\u{301}"]
        var plain: [Unicode.Scalar] = []
        for value in UInt32(0)...0x10FFFF {
            if let scalar = Unicode.Scalar(value), ParagraphText.isPlain(scalar) { plain.append(scalar) }
        }
        XCTAssertGreaterThan(plain.count, 25_000)
        var mismatches: [String] = []
        func check(_ text: String) {
            var starts: [Int] = []
            var index = 0
            for character in text {
                starts.append(index)
                index += character.unicodeScalars.count
            }
            if ParagraphText(text[...]).clusterStarts != starts + [index] { mismatches.append(text) }
        }
        for scalar in plain {
            let p = String(scalar)
            for neighbour in neighbours {
                check(neighbour + p)
                check(p + neighbour)
            }
            for prefix in prefixes { check(prefix + p + "\u{200D}\u{1F469}" + p + "a") }
        }
        XCTAssertEqual(mismatches.prefix(5).map { $0.unicodeScalars.map { String($0.value, radix: 16) } }, [])
        var generator = Generator(state: 11)
        let pool = Self.pool + plain.enumerated().filter { $0.offset % 997 == 0 }.map(\.element)
        for _ in 0..<3000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<(1 + generator.next(24)) { scalars.append(pool[generator.next(pool.count)]) }
            check(String(scalars))
        }
        XCTAssertEqual(mismatches.count, 0)
    }

    func testWhiteSpaceIsThePropertysForEveryScalar() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if ParagraphText.isWhitespace(scalar) != scalar.properties.isWhitespace { mismatches.append(value) }
        }
        XCTAssertEqual(mismatches, [])
    }

    func testParagraphsEndWhereSplittingByCharacterEndsThem() {
        for text in Self.randomTexts(count: 3000) + ["", "\n", "\n\n", "a\r\nb\nc", "\r", "x\n"] {
            XCTAssertEqual(
                TextLayout.paragraphs(of: text).map(String.init), text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                "\(text.debugDescription)")
        }
    }
}
