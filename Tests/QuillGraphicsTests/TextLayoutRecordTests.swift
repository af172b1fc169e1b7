import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation

/// Text layouts of a fixed corpus, every glyph of every line, kept in a file beside the image
/// snapshots: a change to shaping, fallback, bidi, clustering or line breaking shows as a
/// difference in some line, whatever test would otherwise have looked at it. Made to hold the
/// text pipeline to its exact output while its inner workings change (one decoding of each
/// paragraph instead of several, `ShapedParagraphCache`).
///
/// The corpus mixes every kind of character the pipeline treats apart: ASCII, Latin with
/// combining marks, Greek, Cyrillic, Hebrew, Arabic, Thai (dictionary breaks), CJK with
/// closing punctuation, Hangul jamo, Devanagari conjuncts, emoji with joiners, skin tones,
/// flags and keycaps, variation selectors, direction controls, controls, CR LF, tabs, dashes,
/// slashes, and a letter with more marks than are shaped. With `QUILL_RECORD_TEXT_LAYOUTS=1`
/// the file is written anew and the test fails, as a recorded snapshot does.
final class TextLayoutRecordTests: XCTestCase {
    private static let recordFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/TextLayoutRecordTests/layouts.txt")

    /// Pieces the random texts are made of.
    private static let pieces: [String] = [
        "word", "Order", "1234", " ", " ", "  ", "-", "well-known", "a/b", "example.com/path", ", ", ". ", "(", ")", "\t",
        "e\u{301}", "n\u{303}\u{323}", "Ωμέγα", "Привет", "שלום", "עולם", "مرحبا", "بالعالم", "١٢٣", "ภาษาไทยง่ายนิดเดียว",
        "日本語の文章、", "です。", "「引用」", "中文", "한국어", "\u{1100}\u{1161}\u{11A8}", "क्षत्रिय", "नमस्ते",
        "👩\u{200D}💻", "👍🏽", "🇫🇷", "🇩", "1\u{FE0F}\u{20E3}", "❤\u{FE0F}", "★", "∞", "€", "…",
        "\u{202E}", "\u{202C}", "\u{200F}", "\u{2067}", "\u{2069}", "\u{200D}", "\u{7}", "\r\n", "\r", "\u{2028}",
        "x" + String(repeating: "\u{301}", count: 40),
    ]

    /// A deterministic generator (SplitMix64), so the corpus is the same on every machine.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// The texts laid out: a few written out, then random ones from `pieces`.
    private static func corpus() -> [String] {
        var texts = [
            "", "\n", "Hello, world", "Order 1234 shipped\nOn its way", "ab שלום cd", "שלום 123 עולם", "مرحبا 42 بالعالم",
            "Mixed שלום and مرحبا", "a\r\nb\nc", "👩\u{200D}💻👍🏽🇫🇷🇩🇪", "日本語の文章です。改行）", "ภาษาไทยง่ายนิดเดียว",
        ]
        var generator = Generator(state: 31)
        for _ in 0..<90 {
            let count = 1 + generator.next(12)
            texts.append((0..<count).map { _ in pieces[generator.next(pieces.count)] }.joined())
        }
        return texts
    }

    /// The styles each text is laid out in, named.
    private static func styles() -> [(name: String, style: TextStyle, width: Double?)] {
        let font = Font(family: FontLibrary.appleCompatibleFamily, size: 15)
        var rightToLeft = TextStyle(font: font)
        rightToLeft.layoutDirection = .rightToLeft
        var byCharacter = TextStyle(font: font)
        byCharacter.lineBreakMode = .byCharWrapping
        var twoLines = TextStyle(font: font)
        twoLines.numberOfLines = 2
        twoLines.lineBreakMode = .byTruncatingMiddle
        return [
            ("one line", TextStyle(font: font), nil), ("wrapped at 90", TextStyle(font: font), 90),
            ("right to left at 120", rightToLeft, 120), ("characters at 40", byCharacter, 40), ("two lines at 70", twoLines, 70),
        ]
    }

    /// One line of the record per text line: its place and every glyph (id, cluster, slot,
    /// level, position in 1/64 pt).
    private static func describe(_ layout: TextLayout) -> [String] { layout.lines.map(describe) }

    private static func describe(_ line: TextLine) -> String {
        let glyphs = line.glyphs.indices.map { i in
            let x = Int((line.xPositions[i] * 64).rounded()), y = Int((line.yOffsets[i] * 64).rounded())
            return "\(line.glyphs[i]):\(line.clusters[i]):\(line.faces[i]):\(line.levels[i]):\(x):\(y)"
        }
        return "  bytes \(line.byteRange) width \(Int((line.width * 64).rounded())) x \(Int((line.originX * 64).rounded()))"
            + " \(line.isTruncated ? "truncated " : "")\(line.isRightToLeft ? "rtl " : "")| " + glyphs.joined(separator: " ")
    }

    /// The text in three runs: bold, then larger with kerning and a raised baseline, then plain.
    private static func attributedVersion(of text: String) -> AttributedText {
        let characters = Array(text)
        let first = characters.count / 3, second = 2 * characters.count / 3
        let family = FontLibrary.appleCompatibleFamily
        var attributed = AttributedText(String(characters[..<first]), attributes: TextAttributes(font: Font(family: family, size: 15, weight: .bold)))
        attributed.append(
            String(characters[first..<second]), attributes: TextAttributes(font: Font(family: family, size: 19), kern: 1.5, baselineOffset: 2))
        attributed.append(String(characters[second...]), attributes: TextAttributes(foregroundColor: .systemRed))
        return attributed
    }

    /// Every text in every style, as the record file holds it.
    private static func record() throws -> String {
        var out: [String] = []
        for (index, text) in corpus().enumerated() {
            let escaped = text.unicodeScalars.map { $0.value < 0x80 && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
            out.append("text \(index): \(escaped)")
            for (name, style, width) in styles() {
                let layout = try TextLayout(text: text, style: style, maxWidth: width)
                let measured = try TextLayout.measuredSize(text: text, style: style, maxWidth: width)
                out.append(" \(name): \(layout.lines.count) lines, measured \(Int((measured.width * 64).rounded()))x\(Int((measured.height * 64).rounded()))")
                out += describe(layout)
            }
            let attributed = try TextLayout(attributedText: attributedVersion(of: text), style: styles()[1].style, maxWidth: 100)
            out.append(" attributed at 100: \(attributed.lines.count) lines")
            out += describe(attributed)
        }
        return out.joined(separator: "\n") + "\n"
    }

    func testEveryLayoutOfTheCorpusMatchesTheRecord() throws {
        let actual = try Self.record()
        if ProcessInfo.processInfo.environment["QUILL_RECORD_TEXT_LAYOUTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.recordFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: Self.recordFile, atomically: true, encoding: .utf8)
            XCTFail("recorded \(Self.recordFile.path): run again without QUILL_RECORD_TEXT_LAYOUTS")
            return
        }
        let expected = try String(contentsOf: Self.recordFile, encoding: .utf8)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var differences = 0
        for i in 0..<max(expectedLines.count, actualLines.count) {
            let e = i < expectedLines.count ? String(expectedLines[i]) : "(none)"
            let a = i < actualLines.count ? String(actualLines[i]) : "(none)"
            guard e != a else { continue }
            differences += 1
            if differences <= 5 { XCTFail("line \(i + 1) of \(Self.recordFile.lastPathComponent) differs:\nexpected \(e)\nactual   \(a)") }
        }
        XCTAssertEqual(differences, 0, "lines differing from the record (QUILL_RECORD_TEXT_LAYOUTS=1 writes it anew)")
    }

    /// The record is not trivially met: a line with one glyph moved by 1/64 pt reads differently.
    func testTheRecordSeesAOneUnitMove() throws {
        let layout = try TextLayout(text: "Hello", style: TextStyle(font: Font(family: FontLibrary.appleCompatibleFamily, size: 15)))
        var line = try XCTUnwrap(layout.lines.first)
        let before = Self.describe(line)
        line.xPositions[1] += 1.0 / 64
        XCTAssertNotEqual(before, Self.describe(line))
    }
}
