import XCTest
@testable import QuillGraphics
import QuillFoundation

final class TextLayoutTests: XCTestCase {
    private let font = Font.systemFont(ofSize: 17)

    private func layout(_ text: String, width: Double? = nil, lines: Int = 1, mode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .left) throws -> TextLayout {
        try TextLayout(text: text, style: TextStyle(font: font, alignment: alignment, lineBreakMode: mode, numberOfLines: lines), maxWidth: width)
    }

    /// The text a line shows, with the ellipsis glyph written as "…".
    private func visibleText(_ layout: TextLayout, _ text: String, line: Int) -> String {
        let l = layout.lines[line]
        let bytes = Array(text.utf8)[l.byteRange]
        return String(decoding: bytes, as: UTF8.self)
    }

    func testMeasurementGrowsWithTextAndMatchesFontMetrics() throws {
        let short = try layout("Hi")
        let long = try layout("Hello there")
        XCTAssertGreaterThan(long.size.width, short.size.width)
        XCTAssertEqual(short.lines.count, 1)
        // DejaVu Sans: ascender 0.928 em, descender 0.236 em.
        XCTAssertEqual(short.metrics.ascender, 17 * 0.928, accuracy: 0.05)
        XCTAssertEqual(short.size.height, short.metrics.lineHeight, accuracy: 1e-9)
    }

    func testKerningTightensPairs() throws {
        let face = try FontLibrary.shared.face(for: font)
        let pair = try layout("AV").size.width
        let separate = Double(face.advance(of: face.glyphIndex(for: "A")) + face.advance(of: face.glyphIndex(for: "V"))) * 17 / Double(face.unitsPerEm)
        XCTAssertLessThan(pair, separate, "HarfBuzz applies the AV kerning pair")
    }

    func testCombiningMarkStaysWithItsBase() throws {
        // "e" + COMBINING ACUTE ACCENT is one cluster; char wrapping must not split it.
        let text = "e\u{301}e\u{301}e\u{301}e\u{301}"
        let l = try layout(text, width: 12, lines: 0, mode: .byCharWrapping)
        XCTAssertGreaterThan(l.lines.count, 1)
        for index in l.lines.indices {
            let shown = visibleText(l, text, line: index)
            XCTAssertFalse(shown.unicodeScalars.first == "\u{301}", "a line starts with a lone accent: \(shown)")
        }
    }

    func testWordWrapBreaksAtSpaces() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let l = try layout(text, width: 120, lines: 0, mode: .byWordWrapping)
        XCTAssertGreaterThan(l.lines.count, 2)
        for (i, line) in l.lines.enumerated() {
            XCTAssertLessThanOrEqual(line.width, 120.001)
            let shown = visibleText(l, text, line: i).trimmingCharacters(in: .whitespaces)
            XCTAssertFalse(shown.isEmpty)
            XCTAssertTrue(text.contains(shown))
            // Every line ends at a word boundary.
            let end = l.lines[i].byteRange.upperBound
            if end < text.utf8.count { XCTAssertEqual(Array(text.utf8)[end - 1], UInt8(ascii: " ")) }
        }
    }

    func testLongWordBreaksBetweenCharactersWhenItCannotFit() throws {
        let l = try layout("Supercalifragilistic", width: 50, lines: 0, mode: .byWordWrapping)
        XCTAssertGreaterThan(l.lines.count, 2)
        for line in l.lines { XCTAssertLessThanOrEqual(line.width, 50.001) }
    }

    func testNumberOfLinesLimitsWrapping() throws {
        let l = try layout("one two three four five six seven eight nine ten", width: 80, lines: 2, mode: .byTruncatingTail)
        XCTAssertEqual(l.lines.count, 2)
        XCTAssertTrue(l.lines[1].isTruncated)
        XCTAssertLessThanOrEqual(l.lines[1].width, 80.001)
    }

    func testTailTruncationEndsWithEllipsis() throws {
        let l = try layout("A long sentence that will not fit", width: 100, mode: .byTruncatingTail)
        XCTAssertTrue(l.isTruncated)
        let ellipsis = l.face.glyphIndex(for: "\u{2026}")
        XCTAssertEqual(l.lines[0].glyphs.last, ellipsis)
        XCTAssertLessThanOrEqual(l.lines[0].width, 100.001)
    }

    func testHeadTruncationStartsWithEllipsis() throws {
        let l = try layout("A long sentence that will not fit", width: 100, mode: .byTruncatingHead)
        let ellipsis = l.face.glyphIndex(for: "\u{2026}")
        XCTAssertEqual(l.lines[0].glyphs.first, ellipsis)
        XCTAssertEqual(l.lines[0].glyphs.last, l.face.glyphIndex(for: "t"))
    }

    func testMiddleTruncationKeepsBothEnds() throws {
        let l = try layout("Beginning and the very end", width: 110, mode: .byTruncatingMiddle)
        let glyphs = l.lines[0].glyphs
        let ellipsis = l.face.glyphIndex(for: "\u{2026}")
        let index = try XCTUnwrap(glyphs.firstIndex(of: ellipsis))
        XCTAssertGreaterThan(index, 0)
        XCTAssertLessThan(index, glyphs.count - 1)
        XCTAssertEqual(glyphs.first, l.face.glyphIndex(for: "B"))
        XCTAssertEqual(glyphs.last, l.face.glyphIndex(for: "d"))
    }

    func testTextThatFitsIsNotTruncated() throws {
        let l = try layout("Short", width: 200)
        XCTAssertFalse(l.isTruncated)
    }

    func testNewlinesStartParagraphs() throws {
        let l = try layout("one\ntwo\n\nfour", lines: 0)
        XCTAssertEqual(l.lines.count, 4)
        XCTAssertEqual(l.lines[2].glyphs.count, 0)
        XCTAssertEqual(l.lines[3].baseline - l.lines[0].baseline, 3 * l.metrics.lineHeight, accuracy: 1e-9)
    }

    func testAlignment() throws {
        let left = try layout("Hi", width: 100, alignment: .left)
        let center = try layout("Hi", width: 100, alignment: .center)
        let right = try layout("Hi", width: 100, alignment: .right)
        XCTAssertEqual(left.lines[0].originX, 0)
        XCTAssertEqual(center.lines[0].originX, (100 - center.lines[0].width) / 2, accuracy: 1e-9)
        XCTAssertEqual(right.lines[0].originX + right.lines[0].width, 100, accuracy: 1e-9)
    }

    func testEmptyTextHasNoSize() throws {
        let l = try layout("")
        XCTAssertEqual(l.size.width, 0)
    }

    func testUnknownFamilyFallsBackToTheSystemFamily() throws {
        let face = try FontLibrary.shared.face(for: Font(family: "Comic Sans MS", size: 12, weight: .bold))
        XCTAssertTrue(face.path.hasSuffix("DejaVuSans-Bold.ttf"))
    }

    func testAppleFamiliesUseTheHelveticaMetricFont() throws {
        let face = try FontLibrary.shared.face(for: Font(family: "Helvetica Neue", size: 12, isItalic: true))
        XCTAssertTrue(face.path.hasSuffix("LiberationSans-Italic.ttf"), face.path)
        // Liberation Sans matches Arial/Helvetica advance widths: "Label" at 17 pt is about 41 pt wide.
        let width = try TextLayout(text: "Label", style: TextStyle(font: Font(family: "Helvetica", size: 17))).size.width
        XCTAssertEqual(width, 41, accuracy: 1.5)
    }

    func testMissingFontFileIsAClearError() {
        let library = FontLibrary()
        library.register(family: "Broken", path: "/nowhere/Broken.ttf")
        XCTAssertThrowsError(try library.face(for: Font(family: "Broken", size: 12))) { error in
            XCTAssertTrue("\(error)".contains("cannot read font file '/nowhere/Broken.ttf'"), "\(error)")
        }
    }

    func testGlyphsAreCached() throws {
        let face = try FontLibrary.shared.face(for: font)
        let glyph = face.glyphIndex(for: "Q")
        _ = face.glyphBitmap(glyph, pixelSize: 33, subpixel: 1)
        let before = face.glyphsRendered
        _ = face.glyphBitmap(glyph, pixelSize: 33, subpixel: 1)
        XCTAssertEqual(face.glyphsRendered, before)
    }
}
