import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation
import QuillTesting

/// Bidirectional text (issue 13): right-to-left runs are shaped right to left and shown in
/// visual order; a right-to-left paragraph aligns `.natural` to the right; lines are broken in
/// logical order and each is ordered on its own.
final class BidiTextTests: XCTestCase {
    private let font = Font(family: FontLibrary.appleCompatibleFamily, size: 17)

    /// The source characters of a line's glyphs, left to right.
    private func visualText(_ text: String, _ line: TextLine) -> String {
        let bytes = Array(text.utf8)
        return line.clusters.map { offset -> String in
            guard offset >= 0 else { return "…" }
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[offset..<end], as: UTF8.self)
        }.joined()
    }

    func testTheVisualOrderRule() {
        XCTAssertEqual(BidiParagraph.visualOrder([0, 0, 1, 1, 1, 0]), [0, 1, 4, 3, 2, 5])
        XCTAssertEqual(BidiParagraph.visualOrder([1, 1, 2, 2, 1]), [4, 2, 3, 1, 0], "numbers (level 2) keep their order inside Arabic")
        XCTAssertEqual(BidiParagraph.visualOrder([0, 0]), [0, 1])
    }

    func testHebrewInsideEnglishReadsRightToLeft() throws {
        let text = "ab שלום cd"
        let layout = try TextLayout(text: text, style: TextStyle(font: font))
        let line = try XCTUnwrap(layout.lines.first)
        XCTAssertFalse(line.isRightToLeft)
        XCTAssertEqual(visualText(text, line), "ab םולש cd")
        XCTAssertEqual(line.xPositions, line.xPositions.sorted(), "glyphs are placed left to right in visual order")
    }

    func testARightToLeftParagraphAlignsNaturalToTheRightAndKeepsNumbersInOrder() throws {
        let text = "שלום 123"
        let layout = try TextLayout(text: text, style: TextStyle(font: font, alignment: .natural), maxWidth: 300)
        let line = try XCTUnwrap(layout.lines.first)
        XCTAssertTrue(line.isRightToLeft)
        XCTAssertEqual(visualText(text, line), "123 םולש")
        XCTAssertEqual(line.originX + line.width, 300, accuracy: 0.01, "right-aligned")
        let left = try TextLayout(text: text, style: TextStyle(font: font, alignment: .left), maxWidth: 300)
        XCTAssertEqual(left.lines.first?.originX, 0, ".left stays left")
    }

    func testArabicIsJoinedAndWrappedLineByLine() throws {
        let text = "مرحبا بالعالم مرحبا بالعالم"
        let layout = try TextLayout(text: text, style: TextStyle(font: font, lineBreakMode: .byWordWrapping, numberOfLines: 0), maxWidth: 120)
        XCTAssertGreaterThan(layout.lines.count, 1)
        for line in layout.lines {
            XCTAssertTrue(line.isRightToLeft)
            // The first word of each line (logically) is at its right end.
            let rightmost = try XCTUnwrap(line.clusters.indices.max { line.xPositions[$0] < line.xPositions[$1] })
            XCTAssertEqual(line.clusters[rightmost], line.byteRange.lowerBound, "the line's first character is drawn rightmost")
        }
        // Joined forms: the shaped glyphs differ from the isolated letters.
        let face = try FontLibrary.shared.face(for: Font.systemFont(ofSize: 17))
        let isolated = text.unicodeScalars.prefix(5).map { face.glyphIndex(for: $0) }
        let line = try XCTUnwrap(layout.lines.first)
        XCTAssertNotEqual(Set(line.glyphs), Set(isolated), "Arabic letters take their joining forms")
    }

    @MainActor func testMixedDirectionsRender() async throws {
        let samples = ["ab שלום cd 12", "שלום 123 abc", "مرحبا بالعالم (1-2)", "abc مرحبا def"]
        var rows: [TextLayout] = []
        for sample in samples { rows.append(try TextLayout(text: sample, style: TextStyle(font: Font(family: FontLibrary.appleCompatibleFamily, size: 18), alignment: .natural), maxWidth: 240)) }
        let rasterizer = Rasterizer(target: Bitmap(width: 248, height: 26 * rows.count + 8, fill: PixelColor(Color(white: 1))))
        for (index, layout) in rows.enumerated() {
            rasterizer.draw(layout, at: Point(x: 4, y: 4 + Double(index) * 26), color: Color(white: 0))
        }
        assertImageSnapshot(of: rasterizer.takeTarget(), named: "directions")
    }
}
