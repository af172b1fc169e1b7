import XCTest
@testable import QuillGraphics
import QuillFoundation
import QuillTesting

/// Attributed text (issue 13): runs keep to their bytes and merge when alike; a layout uses
/// each run's font and size, makes lines as tall as their tallest font, aligns and spaces
/// paragraphs by their first character; the rasterizer draws colours, backgrounds and lines.
final class AttributedTextTests: XCTestCase {
    private let bold = Font.boldSystemFont(ofSize: 17)

    func testRunsCoverTheTextAndMergeWhenTheyLookAlike() {
        var text = AttributedText("Hello ")
        text.append("wörld", attributes: TextAttributes(font: bold))
        text.append("!", attributes: TextAttributes(font: bold))
        XCTAssertEqual(text.string, "Hello wörld!")
        XCTAssertEqual(text.runs.map(\.byteRange), [0..<6, 6..<13], "the two bold pieces merged")
        text.addAttributes(TextAttributes(foregroundColor: .systemRed), range: 4..<8)
        XCTAssertEqual(text.runs.map(\.byteRange), [0..<4, 4..<6, 6..<9, 9..<13])
        XCTAssertEqual(text.runs[2].attributes, TextAttributes(font: bold, foregroundColor: .systemRed), "merged on top")
        XCTAssertEqual(text.attributes(atByte: 7).foregroundColor, .systemRed, "inside ö (two bytes)")
        XCTAssertNil(text.attributes(atByte: 10).foregroundColor)
        XCTAssertEqual(text.runIndex(atByte: 99), nil)
        text.addAttributes(TextAttributes(kern: 1), range: -5..<999)
        XCTAssertTrue(text.runs.allSatisfy { $0.attributes.kern == 1 }, "a range past the ends is clamped")
        XCTAssertEqual(text.runs.last?.byteRange.upperBound, text.string.utf8.count)
        XCTAssertEqual(AttributedText("a") , "a")
        XCTAssertFalse(AttributedText("a").hasAttributes)
        XCTAssertTrue(AttributedText("").runs.isEmpty)
    }

    func testPlainAttributedTextLaysOutExactlyAsText() throws {
        let style = TextStyle(font: .systemFont(ofSize: 17), lineBreakMode: .byWordWrapping, numberOfLines: 0)
        let text = "The quick brown fox jumps over the lazy dog, twice over."
        let plain = try TextLayout(text: text, style: style, maxWidth: 150)
        let attributed = try TextLayout(attributedText: AttributedText(text), style: style, maxWidth: 150)
        XCTAssertEqual(plain.lines.map(\.glyphs), attributed.lines.map(\.glyphs))
        XCTAssertEqual(plain.lines.map(\.baseline), attributed.lines.map(\.baseline))
        XCTAssertEqual(plain.size, attributed.size)
        XCTAssertNil(attributed.attributedText, "nothing to draw differently")
    }

    func testRunsUseTheirOwnFontsAndLinesTheTallest() throws {
        var text = AttributedText("small ")
        text.append("BIG", attributes: TextAttributes(font: .systemFont(ofSize: 34)))
        text.append("\nsmall again", attributes: .plain)
        let layout = try TextLayout(attributedText: text, style: TextStyle(font: .systemFont(ofSize: 12), numberOfLines: 0))
        XCTAssertEqual(layout.lines.count, 2)
        let big = layout.faces[0].metrics(size: 34), small = layout.faces[0].metrics(size: 12)
        XCTAssertEqual(layout.lines[0].ascent, big.ascender, accuracy: 0.001)
        XCTAssertEqual(layout.lines[0].height, big.lineHeight, accuracy: 0.001)
        XCTAssertEqual(layout.lines[1].height, small.lineHeight, accuracy: 0.001)
        XCTAssertEqual(layout.size.height, big.lineHeight + small.lineHeight, accuracy: 0.001)
        XCTAssertTrue(layout.faceSizes.contains(34) && layout.faceSizes.contains(12))
        let plain = try TextLayout(text: "small BIG", style: TextStyle(font: .systemFont(ofSize: 12)))
        XCTAssertGreaterThan(layout.lines[0].width, plain.lines[0].width + 20, "BIG is wider at 34 points")
    }

    func testParagraphsTakeTheirFirstCharactersAlignmentAndSpacing() throws {
        var text = AttributedText("Centred\n", attributes: TextAttributes(alignment: .center, paragraphSpacing: 10))
        text.append("Right\nand wrapped text that goes on", attributes: TextAttributes(alignment: .right, lineSpacing: 4))
        let style = TextStyle(font: .systemFont(ofSize: 15), lineBreakMode: .byWordWrapping, numberOfLines: 0)
        let layout = try TextLayout(attributedText: text, style: style, maxWidth: 200)
        XCTAssertEqual(layout.lines[0].originX, (200 - layout.lines[0].width) / 2, accuracy: 0.01)
        XCTAssertEqual(layout.lines[1].originX + layout.lines[1].width, 200, accuracy: 0.01)
        let lineHeight = layout.metrics.lineHeight
        XCTAssertEqual(layout.lines[1].baseline - layout.lines[0].baseline, lineHeight + 10, accuracy: 0.001, "paragraph spacing after the first")
        XCTAssertGreaterThan(layout.lines.count, 3)
        XCTAssertEqual(layout.lines[3].baseline - layout.lines[2].baseline, lineHeight + 4, accuracy: 0.001, "line spacing inside a paragraph")
    }

    func testKernAndBaselineOffsetMoveGlyphs() throws {
        let style = TextStyle(font: .systemFont(ofSize: 17))
        let plain = try TextLayout(text: "abc", style: style)
        let spaced = try TextLayout(attributedText: AttributedText("abc", attributes: TextAttributes(kern: 5, baselineOffset: 3)), style: style)
        XCTAssertEqual(spaced.lines[0].width, plain.lines[0].width + 15, accuracy: 0.05)
        XCTAssertEqual(spaced.lines[0].yOffsets[0], 3, accuracy: 0.05)
    }

    func testAMissingRunFontIsReportedAndDrawnInTheLabelsFont() throws {
        let library = FontLibrary()
        let text = AttributedText("ok", attributes: TextAttributes(font: Font(family: "No Such Family", size: 20)))
        let layout = try TextLayout(attributedText: text, style: TextStyle(font: .systemFont(ofSize: 17)), library: library)
        XCTAssertEqual(layout.lines.first?.glyphs.count, 2, "still drawn")
    }

    @MainActor func testColoursBackgroundsAndLinesRender() async throws {
        var text = AttributedText("Plain ")
        text.append("bold red", attributes: TextAttributes(font: bold, foregroundColor: .systemRed))
        text.append(" under", attributes: TextAttributes(underlineStyle: .single))
        text.append(" struck", attributes: TextAttributes(strikethroughStyle: .single, strikethroughColor: .systemBlue))
        text.append("\n", attributes: .plain)
        text.append("marked", attributes: TextAttributes(backgroundColor: .systemYellow))
        text.append(" thick", attributes: TextAttributes(underlineStyle: .thick, underlineColor: .systemGreen))
        text.append(" double", attributes: TextAttributes(underlineStyle: .double))
        text.append(" big", attributes: TextAttributes(font: .systemFont(ofSize: 28), foregroundColor: .systemPurple))
        text.append(" שלום", attributes: TextAttributes(foregroundColor: .systemOrange, underlineStyle: .single))
        let layout = try TextLayout(attributedText: text, style: TextStyle(font: .systemFont(ofSize: 17), numberOfLines: 0))
        let width = Int(layout.size.width.rounded(.up)) + 8, height = Int(layout.size.height.rounded(.up)) + 8
        let rasterizer = Rasterizer(target: Bitmap(width: width, height: height, fill: PixelColor(Color(white: 1))))
        rasterizer.draw(layout, at: Point(x: 4, y: 4), color: Color(white: 0))
        let bitmap = rasterizer.takeTarget()
        func count(_ color: Color) -> Int {
            let target = PixelColor(color)
            return bitmap.pixels.filter { PixelColor(packed: $0) == target }.count
        }
        XCTAssertGreaterThan(count(.systemYellow), 100, "the background is filled")
        XCTAssertGreaterThan(count(.systemGreen), 20, "the thick underline in its own colour")
        XCTAssertGreaterThan(count(.systemBlue), 10, "the strikethrough in its own colour")
        assertImageSnapshot(of: bitmap, named: "attributed")
    }
}
