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
