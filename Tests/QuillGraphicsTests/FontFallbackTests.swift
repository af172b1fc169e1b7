import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation
import QuillTesting

/// Font fallback (issue 13): characters the chosen font lacks are drawn with the first bundled
/// fallback that has them, whole clusters at a time; installed fonts are used only when asked.
final class FontFallbackTests: XCTestCase {
    static let mixed = "Hello Ωμέγα Привет שלום مرحبا ★♥→ ok"

    private func missing(_ layout: TextLayout) -> Int {
        layout.lines.reduce(0) { count, line in count + line.glyphs.indices.filter { line.glyphs[$0] == 0 }.count }
    }

    func testCharactersTheFontLacksComeFromTheBundledFallback() throws {
        let library = FontLibrary()
        let font = Font(family: FontLibrary.appleCompatibleFamily, size: 17)
        let layout = try TextLayout(text: FontFallbackTests.mixed, style: TextStyle(font: font), library: library)
        XCTAssertEqual(layout.faces.count, 2, "Liberation Sans, then DejaVu Sans")
        XCTAssertTrue(layout.faces[1].path.hasSuffix("DejaVuSans.ttf"), layout.faces[1].path)
        XCTAssertEqual(missing(layout), 0, "every character has a glyph")
        let line = try XCTUnwrap(layout.lines.first)
        XCTAssertEqual(line.faces.count, line.glyphs.count)
        XCTAssertEqual(line.faces.first, 0, "Latin stays in the chosen font")
        XCTAssertTrue(line.faces.contains(1))
        // Positions only grow: runs of the two faces are placed one after the other.
        XCTAssertEqual(line.xPositions.first, 0)
        XCTAssertGreaterThan(line.width, 200)
    }

    func testWithoutFallbackTheMissingGlyphIsDrawn() throws {
        let library = FontLibrary()
        library.fallbackFamilies = []
        let font = Font(family: FontLibrary.appleCompatibleFamily, size: 17)
        // Liberation Sans has Hebrew but no Arabic.
        let layout = try TextLayout(text: "مرحبا", style: TextStyle(font: font), library: library)
        XCTAssertEqual(layout.faces.count, 1)
        XCTAssertEqual(missing(layout), 5, "one box per letter")
    }

    func testInstalledFontsAreUsedOnlyWhenAsked() throws {
        let library = FontLibrary()
        library.fallbackFamilies = []
        let font = Font(family: FontLibrary.appleCompatibleFamily, size: 17)
        library.usesSystemFonts = true
        // `make test` installs fonts-dejavu-core; fontconfig finds Arabic in it.
        let layout = try TextLayout(text: "abc مرحبا", style: TextStyle(font: font), library: library)
        XCTAssertEqual(layout.faces.count, 2)
        XCTAssertTrue(layout.faces.last?.path.hasPrefix("/usr/share/fonts/") ?? false, "\(layout.faces)")
        XCTAssertEqual(missing(layout), 0)
        XCTAssertFalse(FontLibrary.shared.usesSystemFonts, "off by default: headless renders use Quill's fonts only")
    }

    func testAnEmojiSequenceStaysInOneFaceAndAsciiTakesTheFastPath() throws {
        let library = FontLibrary()
        let layout = try TextLayout(text: "a 👩‍👩‍👧 b", style: TextStyle(font: Font(family: FontLibrary.appleCompatibleFamily, size: 17)), library: library)
        let line = try XCTUnwrap(layout.lines.first)
        // The family is drawn from one face, the bundled colour emoji font, with the zero-width
        // joiners never sent to another font: one glyph.
        let emojiGlyphs = line.glyphs.indices.filter { line.clusters[$0] >= 2 && line.clusters[$0] < 2 + "👩‍👩‍👧".utf8.count }
        XCTAssertEqual(Set(emojiGlyphs.map { line.faces[$0] }).count, 1)
        XCTAssertEqual(emojiGlyphs.count, 1, "the family is one glyph")
        XCTAssertTrue(emojiGlyphs.allSatisfy { layout.faces[Int(line.faces[$0])].isColorBitmapFont })
        XCTAssertEqual(missing(layout), 0)
        let ascii = try TextLayout(text: "plain text", style: TextStyle(font: Font(family: FontLibrary.appleCompatibleFamily, size: 17)), library: library)
        XCTAssertEqual(ascii.faces.count, 1)
    }

    func testCharactersNoFontHasAreRecordedForSnapshotFailures() throws {
        let library = FontLibrary()
        _ = try TextLayout(text: "ok 中 ok 中", style: TextStyle(font: Font.systemFont(ofSize: 17)), library: library)
        XCTAssertEqual(library.missingCharacters, ["中"], "recorded once")
        _ = try TextLayout(text: "plain", style: TextStyle(font: Font.systemFont(ofSize: 17)), library: library)
        XCTAssertEqual(library.missingCharacters.count, 1)
        library.resetMissingCharacters()
        XCTAssertEqual(library.missingCharacters, [], "each snapshot check starts afresh")
        _ = try TextLayout(text: "中", style: TextStyle(font: Font.systemFont(ofSize: 17)), library: library)
        XCTAssertEqual(library.missingCharacters, ["中"], "and hears of it again")
    }

    /// Emoji draw in colour from the bundled Noto Color Emoji (CBDT), scaled from its fixed-size
    /// bitmaps to the text size, with Quill's own fonts only (headless renders and tests too).
    @MainActor func testColourEmojiFromTheBundledFont() async throws {
        let library = FontLibrary()
        XCTAssertFalse(library.usesSystemFonts)
        let font = Font(family: FontLibrary.appleCompatibleFamily, size: 24)
        let layout = try TextLayout(text: "Cool 😎 👍🏽 🇨🇭", style: TextStyle(font: font), library: library)
        let emoji = try XCTUnwrap(layout.faces.first { $0.isColorBitmapFont }, "\(layout.faces)")
        XCTAssertTrue(emoji.path.hasSuffix("Fonts/NotoColorEmoji.ttf"), emoji.path)
        XCTAssertFalse(emoji.path.hasPrefix("/usr/share/fonts/"), "the bundled copy, not an installed one: \(emoji.path)")
        XCTAssertTrue(try library.face(for: Font(family: FontLibrary.emojiFamily, size: 17, weight: .bold, isItalic: true)) === emoji, "one face for every weight and slant")
        XCTAssertEqual(missing(layout), 0)
        let line = try XCTUnwrap(layout.lines.first)
        let emojiGlyphs = line.glyphs.indices.filter { layout.faces[Int(line.faces[$0])] === emoji }
        XCTAssertEqual(emojiGlyphs.count, 3, "the skin tone and the flag are single glyphs")
        let glyph = try XCTUnwrap(emoji.glyphBitmap(line.glyphs[emojiGlyphs[0]], pixelSize: 24, subpixel: 0))
        XCTAssertNotNil(glyph.colorPixels)
        XCTAssertEqual(glyph.height, 28, accuracy: 3, "scaled from the 109-pixel strike to the text size (Noto's bitmaps are 1.17 em tall)")
        let rasterizer = Rasterizer(target: Bitmap(width: Int(layout.size.width) + 8, height: Int(layout.size.height) + 8, fill: PixelColor(Color(white: 1))))
        rasterizer.draw(layout, at: Point(x: 4, y: 4), color: Color(white: 0))
        let image = rasterizer.takeTarget()
        let yellow = image.pixels.filter { p in (p & 0xFF) > 200 && (p >> 8 & 0xFF) > 150 && (p >> 16 & 0xFF) < 90 }.count
        XCTAssertGreaterThan(yellow, 50, "the face is drawn in its own colours, not the text colour")
        assertImageSnapshot(of: image, named: "emoji")
    }

    @MainActor func testMixedScriptsRender() async throws {
        let library = FontLibrary.shared
        let font = Font(family: FontLibrary.appleCompatibleFamily, size: 20)
        let layout = try TextLayout(text: FontFallbackTests.mixed, style: TextStyle(font: font), library: library)
        let rasterizer = Rasterizer(target: Bitmap(width: Int(layout.size.width) + 8, height: Int(layout.size.height) + 8, fill: PixelColor(Color(white: 1))))
        rasterizer.draw(layout, at: Point(x: 4, y: 4), color: Color(white: 0))
        assertImageSnapshot(of: rasterizer.takeTarget(), named: "mixed-scripts")
    }
}
