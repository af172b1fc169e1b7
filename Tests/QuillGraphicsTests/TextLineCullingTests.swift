import Foundation
import QuillFoundation
import QuillTesting
import XCTest

@testable import QuillGraphics

/// Text drawn under a clip leaves out the lines none of whose glyphs can reach it (a band of a
/// banded render, a scrolled strip): every glyph stays within its face's bounding box, so the
/// pixels inside the clip are those of drawing every line.
final class TextLineCullingTests: XCTestCase {
    private let library = FontLibrary()

    /// Forty lines of mixed text: stacked accents (vertical offsets), Arabic and Devanagari
    /// (fallback faces).
    private func paragraph(size: Double) throws -> TextLayout {
        let lines = (0..<40).map { index -> String in
            switch index % 5 {
            case 0: return "Line \(index): Quill draws text"
            case 1: return "a\u{301}\u{301}\u{301}\u{301} e\u{323}\u{323}\u{323} stacked marks \(index)"
            case 2: return "مرحبا بالعالم \(index)"
            case 3: return "नमस्ते दुनिया \(index)"
            default: return "Ångström gjpqy ÉÊË \(index)"
            }
        }
        let layout = try TextLayout(
            text: lines.joined(separator: "\n"), style: TextStyle(font: Font(family: FontLibrary.appleCompatibleFamily, size: size), numberOfLines: 0),
            library: library)
        XCTAssertEqual(layout.lines.count, 40)
        return layout
    }

    /// Draws `layout` over a white target, clipped to `clip` when given.
    private func draw(_ layout: TextLayout, scale: Double, clip: PixelRect?) -> (Bitmap, Int) {
        let width = Int((layout.size.width + 20) * scale), height = Int((layout.size.height + 20) * scale)
        let rasterizer = Rasterizer(target: Bitmap(width: width, height: height, fill: PixelColor(Color(white: 1))))
        if let clip { rasterizer.clip(toDevice: clip) }
        rasterizer.concatenate(Transform(scaleX: scale, y: scale))
        rasterizer.draw(layout, at: Point(x: 10, y: 10), color: Color(red: 0.1, green: 0.2, blue: 0.6))
        return (rasterizer.takeTarget(), rasterizer.textLinesLeftOut)
    }

    func testAClippedParagraphDrawsTheSamePixelsInsideTheClipAndLeavesLinesOut() throws {
        for (size, scale) in [(13.0, 1.0), (17.0, 2.0), (9.5, 1.5)] {
            let layout = try paragraph(size: size)
            let (whole, noneLeftOut) = draw(layout, scale: scale, clip: nil)
            XCTAssertEqual(noneLeftOut, 0, "every line reaches an unclipped target")
            // Strips of the height of a band or a scrolled-in edge, at every offset.
            for (top, rows) in [(0, 40), (33, 7), (whole.height / 3, 64), (whole.height / 2 + 1, 1), (whole.height - 50, 50)] {
                let clip = PixelRect(x: 0, y: top, width: whole.width, height: rows)
                let (clipped, leftOut) = draw(layout, scale: scale, clip: clip)
                XCTAssertGreaterThan(leftOut, 20, "size \(size) at scale \(scale), rows \(top)..<\(top + rows): most lines cannot reach the strip")
                var differing = 0
                for y in clip.y..<clip.maxY {
                    for x in 0..<whole.width where clipped[x, y] != whole[x, y] { differing += 1 }
                }
                XCTAssertEqual(differing, 0, "size \(size) at scale \(scale), rows \(top)..<\(top + rows): pixels differ from drawing every line")
                // Next to the strip, nothing is drawn.
                let outside = Array(Swift.max(0, clip.y - 4)..<clip.y) + Array(clip.maxY..<Swift.min(whole.height, clip.maxY + 4))
                let drawnOutside = outside.reduce(0) { sum, y in sum + (0..<whole.width).filter { clipped[$0, y] != PixelColor(Color(white: 1)) }.count }
                XCTAssertEqual(drawnOutside, 0)
            }
        }
    }

    /// Marks stacked above and below letters (placed by their offsets): every single row,
    /// clipped alone, gives that row of the whole drawing.
    func testEveryRowClippedAloneMatchesTheWholeDrawingAboveStackedMarks() throws {
        let stacked = "a" + String(repeating: "\u{301}", count: 12) + "e" + String(repeating: "\u{323}", count: 12)
        let layout = try TextLayout(
            text: "top\n\n\n" + stacked + "\n\n\nend", style: TextStyle(font: Font(family: FontLibrary.appleCompatibleFamily, size: 12), numberOfLines: 0),
            library: library)
        assertEveryRowClippedAloneMatches(layout, scale: 1)
        // Blank lines have no glyphs: none is counted as left out where nothing is clipped.
        XCTAssertEqual(draw(layout, scale: 1, clip: nil).1, 0)
    }

    /// A line's reach, worked out by hand: its glyphs' highest and lowest offsets, rounded as
    /// they are placed, widen the face's reach.
    func testALineReachesTheRowsItsOffsetGlyphsMayTouch() {
        let line = TextLine(
            glyphs: [1, 2, 3], xPositions: [0, 5, 10], yOffsets: [0, 10.3, -4], width: 15, originX: 0, baseline: 0,
            byteRange: 0..<3, isTruncated: false)
        let reach = (above: 20, below: 6)
        // At scale 2 the glyphs reach rows 100 - 21 - 20 = 59 up to 100 + 8 + 6 = 114 (exclusive).
        func reaches(_ rows: Range<Int>) -> Bool {
            line.reaches(PixelRect(x: 0, y: rows.lowerBound, width: 50, height: rows.count), baselineY: 100, scale: 2, glyphRowReach: reach)
        }
        XCTAssertTrue(reaches(59..<60))
        XCTAssertFalse(reaches(40..<59))
        XCTAssertTrue(reaches(113..<114))
        XCTAssertFalse(reaches(114..<200))
        XCTAssertFalse(line.reaches(PixelRect(x: 0, y: 80, width: 0, height: 10), baselineY: 100, scale: 2, glyphRowReach: reach), "an empty clip")
    }

    /// A colour bitmap font's glyphs are scaled pictures with no bounding box to trust: a
    /// layout that uses one draws every line.
    func testTextWithColourBitmapGlyphsIsNotLeftOut() throws {
        let text = (0..<12).map { "row \($0) 😀" }.joined(separator: "\n")
        let layout = try TextLayout(
            text: text, style: TextStyle(font: Font(family: FontLibrary.appleCompatibleFamily, size: 14), numberOfLines: 0), library: FontLibrary())
        XCTAssertTrue(layout.faces.contains { $0.isColorBitmapFont }, "the bundled colour emoji font: \(layout.faces)")
        let (_, leftOut) = draw(layout, scale: 1, clip: PixelRect(x: 0, y: 0, width: 400, height: 10))
        XCTAssertEqual(leftOut, 0)
    }

    /// A copy of the bundled sans serif with its `head` table's top edge (`yMax`, in font units)
    /// set to `top` and bottom edge (`yMin`) to `bottom`: a malformed font's box.
    private func fontWithBox(top: Int16, bottom: Int16) throws -> String {
        let original = try FontLibrary.shared.face(for: Font.systemFont(ofSize: 12)).path
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: original)))
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        let head = try XCTUnwrap((0..<u16(4)).map { 12 + 16 * $0 }.first { String(decoding: bytes[$0..<($0 + 4)], as: UTF8.self) == "head" })
        let table = u32(head + 8)
        for (offset, value) in [(38, bottom), (42, top)] {
            bytes[table + offset] = UInt8(truncatingIfNeeded: UInt16(bitPattern: value) >> 8)
            bytes[table + offset + 1] = UInt8(truncatingIfNeeded: UInt16(bitPattern: value))
        }
        let path = NSTemporaryDirectory() + "quill-box-\(top)-\(bottom)-\(ProcessInfo.processInfo.processIdentifier).ttf"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// A font whose box is far smaller than its glyphs, through layout and drawing: its glyphs
    /// are cut to the box (plus the spare rows), nothing crashes, and a clipped drawing still
    /// equals the whole one inside the clip.
    func testAFontWhoseBoxIsTooSmallHasItsGlyphsCutAndDrawsTheSameUnderAClip() throws {
        let library = FontLibrary()
        library.register(family: "Boxed", path: try fontWithBox(top: 100, bottom: -20))
        let layout = try TextLayout(
            text: (0..<6).map { $0 % 2 == 0 ? "Hamburgefonts \($0)" : "marks \($0) e\u{301}\u{301}\u{301} q\u{323}\u{323}" }.joined(separator: "\n"),
            style: TextStyle(font: Font(family: "Boxed", size: 20), numberOfLines: 0),
            library: library)
        let face = try XCTUnwrap(layout.faces.first)
        let reach = try XCTUnwrap(face.glyphRowReach(pixelSize: 40))
        // 100 and 20 of 2048 units at 40 pixels, rounded out, and two rows to spare.
        XCTAssertEqual(reach.above, 4)
        XCTAssertEqual(reach.below, 3)
        let tall = try XCTUnwrap(face.glyphBitmap(face.glyphIndex(for: "H"), pixelSize: 40, subpixel: 0))
        XCTAssertLessThanOrEqual(tall.top, reach.above, "cut to the box")
        XCTAssertLessThanOrEqual(tall.height - tall.top, reach.below)
        XCTAssertGreaterThan(tall.height, 0)
        assertEveryRowClippedAloneMatches(layout, scale: 2)
    }

    /// Draws `layout` clipped to each single row of its target in turn, and compares that row
    /// with the whole drawing's: the rows where a glyph's cut edge and a line's reach meet are
    /// among them.
    private func assertEveryRowClippedAloneMatches(_ layout: TextLayout, scale: Double, file: StaticString = #filePath, line: UInt = #line) {
        let (whole, _) = draw(layout, scale: scale, clip: nil)
        var linesLeftOut = 0
        for y in 0..<whole.height {
            let (clipped, leftOut) = draw(layout, scale: scale, clip: PixelRect(x: 0, y: y, width: whole.width, height: 1))
            linesLeftOut += leftOut
            let differing = (0..<whole.width).filter { clipped[$0, y] != whole[$0, y] }.count
            XCTAssertEqual(differing, 0, "row \(y) of \(whole.height)", file: file, line: line)
            if differing > 0 { return }
        }
        XCTAssertGreaterThan(linesLeftOut, whole.height, "most rows leave lines out", file: file, line: line)
    }

    /// A run in a larger size (a face slot of its own size) reaches further than the text around
    /// it: every row clipped alone still matches the whole drawing.
    func testARunOfALargerSizeIsReachedAtItsOwnSize() throws {
        var text = AttributedText("small text before ")
        text.append("BIG Ég", attributes: TextAttributes(font: Font(family: FontLibrary.appleCompatibleFamily, size: 34)))
        text.append(" and after\nsecond line\nthird\nfourth line, small\nfifth")
        let layout = try TextLayout(
            attributedText: text, style: TextStyle(font: Font(family: FontLibrary.appleCompatibleFamily, size: 11), numberOfLines: 0), library: library)
        XCTAssertGreaterThan(Set(layout.faceSizes).count, 1, "the large run has a face slot of its own size: \(layout.faceSizes)")
        assertEveryRowClippedAloneMatches(layout, scale: 2)
    }

    /// A font whose box is upside down (its top under its bottom) gives no reach: its glyphs
    /// stay whole and every line is drawn.
    func testAFontWithAnUpsideDownBoxDrawsEveryLineWhole() throws {
        let library = FontLibrary()
        library.register(family: "Upside", path: try fontWithBox(top: -300, bottom: 900))
        let layout = try TextLayout(
            text: "one\ntwo\nthree\nfour", style: TextStyle(font: Font(family: "Upside", size: 20), numberOfLines: 0), library: library)
        let face = try XCTUnwrap(layout.faces.first)
        XCTAssertNil(face.glyphRowReach(pixelSize: 20))
        let (_, leftOut) = draw(layout, scale: 1, clip: PixelRect(x: 0, y: 0, width: 200, height: 5))
        XCTAssertEqual(leftOut, 0)
        let h = try XCTUnwrap(face.glyphBitmap(face.glyphIndex(for: "H"), pixelSize: 40, subpixel: 0))
        XCTAssertGreaterThan(h.top, 20, "a 40-pixel capital, whole")
    }

    /// A glyph reaching past its font's bounding box (a malformed font) is cut to it, so the
    /// lines left out never held a pixel inside the clip.
    func testAGlyphIsCutToTheRowsItsFaceMayReach() {
        let coverage = (0..<(3 * 10)).map { UInt8($0) }
        let glyph = GlyphBitmap(width: 3, height: 10, left: 1, top: 7, coverage: coverage)
        let cut = glyph.limited(toRowsAbove: 5, below: 2)
        // Rows 2...8 of the mask lie from 5 rows above the baseline to the second row under it.
        XCTAssertEqual(cut.height, 7)
        XCTAssertEqual(cut.top, 5)
        XCTAssertEqual(cut.left, 1)
        XCTAssertEqual(cut.coverage, Array(coverage[6..<27]))
        let untouched = glyph.limited(toRowsAbove: 7, below: 3)
        XCTAssertEqual(untouched.coverage, coverage)
        XCTAssertEqual(untouched.top, 7)
        XCTAssertEqual(glyph.limited(toRowsAbove: -3, below: 3).height, 0, "nothing of it lies in reach")
    }

    /// Every glyph of the bundled faces already fits its face's reach: the cut changes nothing
    /// for a well-made font.
    func testBundledGlyphsFitTheirFacesReach() throws {
        let layout = try paragraph(size: 23)
        XCTAssertGreaterThan(layout.faces.count, 1, "fallback faces for the scripts the first lacks: \(layout.faces)")
        for face in layout.faces {
            let reach = try XCTUnwrap(face.glyphRowReach(pixelSize: 46), "\(face)")
            for line in layout.lines {
                for (index, glyph) in line.glyphs.enumerated() where index < line.faces.count && layout.faces[Int(line.faces[index])] === face {
                    let bitmap = try XCTUnwrap(face.glyphBitmap(glyph, pixelSize: 46, subpixel: 0))
                    XCTAssertLessThanOrEqual(bitmap.top, reach.above - 1, "\(face) glyph \(glyph) within a row of the box's top")
                    XCTAssertLessThanOrEqual(bitmap.height - bitmap.top, reach.below - 1, "\(face) glyph \(glyph)")
                }
            }
        }
    }
}
