import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation

/// Paragraphs shaped once and laid out again from the font library's cache
/// (`ShapedParagraphCache`) give the layouts a cold shaping gives, whatever was laid out
/// before; equal-looking but different bytes are not confused; problems are reported again; the
/// cache forgets when fonts change and stays bounded.
final class ShapedParagraphCacheTests: XCTestCase {
    private let font = Font(family: FontLibrary.appleCompatibleFamily, size: 15)

    /// Every glyph of a layout, in comparable form.
    private func glyphs(_ layout: TextLayout) -> [String] {
        layout.lines.map { line in
            "\(line.byteRange) \(line.width) \(line.originX) \(line.isRightToLeft) \(line.glyphs) \(line.clusters) \(line.faces) \(line.levels) "
                + "\(line.xPositions) \(line.yOffsets)"
        } + [layout.faces.map(\.path).joined(separator: ","), "\(layout.faceSizes)"]
    }

    func testLayingOutAgainTakesTheShapingKeptAndGivesTheSameLayout() throws {
        let library = FontLibrary()
        var style = TextStyle(font: font)
        style.numberOfLines = 0
        let text = "Mixed שלום and مرحبا ★ 👍🏽"
        let first = try TextLayout(text: text, style: style, maxWidth: 120, library: library)
        XCTAssertEqual(library.shapedParagraphs.count, 1)
        let again = try TextLayout(text: text, style: style, maxWidth: 120, library: library)
        XCTAssertEqual(library.shapedParagraphs.count, 1, "found, not shaped and kept again")
        XCTAssertEqual(glyphs(first), glyphs(again))
        let narrower = try TextLayout(text: text, style: style, maxWidth: 60, library: library)
        let cold = try TextLayout(text: text, style: style, maxWidth: 60, library: FontLibrary())
        XCTAssertEqual(glyphs(narrower), glyphs(cold), "another width from the same shaping")
        XCTAssertGreaterThan(narrower.lines.count, first.lines.count)
    }

    /// Paragraphs laid out in a library that has laid out many others (fallback faces already
    /// used, spans, both directions) equal the same layouts in a fresh library.
    func testLayoutsAfterOthersEqualColdLayouts() throws {
        let pieces = ["Order 12", "שלום", "مرحبا", "★☆", "Ωμέγα", "👩\u{200D}💻", "e\u{301}", "日本語。", "ภาษาไทย", " ", "\n", "-", "√2 ≈ 1.41"]
        var state: UInt64 = 5
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let texts = (0..<120).map { _ in (0..<(1 + next(8))).map { _ in pieces[next(pieces.count)] }.joined() }
        let warm = FontLibrary()
        var styles = [TextStyle(font: font), TextStyle(font: Font(family: Font.systemFamily, size: 13, weight: .bold))]
        styles.append(TextStyle(font: font))
        styles[2].layoutDirection = .rightToLeft
        for index in styles.indices { styles[index].numberOfLines = index == 1 ? 2 : 0 }
        for round in 0..<2 {
            for (index, text) in texts.enumerated() {
                let style = styles[(index + round) % styles.count]
                let width: Double? = index % 3 == 0 ? nil : 70
                let fresh = FontLibrary()
                let expected = try TextLayout(text: text, style: style, maxWidth: width, library: fresh)
                let actual = try TextLayout(text: text, style: style, maxWidth: width, library: warm)
                XCTAssertEqual(glyphs(actual), glyphs(expected), "\(text.debugDescription) in round \(round)")
                var attributed = AttributedText(text)
                attributed.append(" bold", attributes: TextAttributes(font: Font(family: FontLibrary.appleCompatibleFamily, size: 17, weight: .bold), kern: 1))
                let expectedRuns = try TextLayout(attributedText: attributed, style: style, maxWidth: width, library: fresh)
                let actualRuns = try TextLayout(attributedText: attributed, style: style, maxWidth: width, library: warm)
                XCTAssertEqual(glyphs(actualRuns), glyphs(expectedRuns), "attributed \(text.debugDescription)")
            }
        }
        XCTAssertGreaterThan(warm.shapedParagraphs.count, 100)
    }

    /// A fallback face an earlier paragraph brought in is preferred by later ones: "✈" alone
    /// falls back to DejaVu Sans, but after an emoji to the emoji face already in use. Its
    /// shaping alone is not the one to reuse after the emoji.
    func testAParagraphAfterAnotherIsNotTakenFromItsShapingAlone() throws {
        let library = FontLibrary()
        var style = TextStyle(font: font)
        style.numberOfLines = 0
        let alone = try TextLayout(text: "\u{2708}", style: style, library: library)
        let afterEmoji = try TextLayout(text: "\u{1F44D}\n\u{2708}", style: style, library: library)
        let cold = try TextLayout(text: "\u{1F44D}\n\u{2708}", style: style, library: FontLibrary())
        XCTAssertEqual(glyphs(afterEmoji), glyphs(cold))
        let planeFace = { (layout: TextLayout) in (layout.faces[Int(layout.lines.last!.faces[0])].path as NSString).lastPathComponent }
        XCTAssertEqual(planeFace(alone), "DejaVuSans.ttf")
        XCTAssertEqual(planeFace(afterEmoji), "NotoColorEmoji.ttf")
    }

    func testCanonicallyEquivalentTextsAreShapedApart() throws {
        let library = FontLibrary()
        let style = TextStyle(font: font)
        let precomposed = try TextLayout(text: "caf\u{E9}", style: style, library: library)
        let decomposed = try TextLayout(text: "cafe\u{301}", style: style, library: library)
        XCTAssertEqual("caf\u{E9}", "cafe\u{301}", "equal as Swift strings")
        XCTAssertEqual(library.shapedParagraphs.count, 2)
        XCTAssertEqual(precomposed.lines[0].clusters.max(), 3)
        XCTAssertEqual(decomposed.lines[0].clusters.max(), 3, "the e, whose accent joins its cluster")
        XCTAssertEqual(decomposed.lines[0].byteRange, 0..<6)
        XCTAssertEqual(precomposed.lines[0].byteRange, 0..<5)
    }

    func testACharacterNoFontHasIsReportedEachTimeItIsLaidOut() throws {
        let library = FontLibrary()
        let text = "a\u{10FFFD}b"
        _ = try TextLayout(text: text, style: TextStyle(font: font), library: library)
        XCTAssertEqual(library.missingCharacters, ["\u{10FFFD}"])
        XCTAssertEqual(library.shapedParagraphs.count, 0, "a shaping that reported a problem is not kept")
        library.resetMissingCharacters()
        _ = try TextLayout(text: text, style: TextStyle(font: font), library: library)
        XCTAssertEqual(library.missingCharacters, ["\u{10FFFD}"])
    }

    func testChangingFontsForgetsEveryShaping() throws {
        let library = FontLibrary()
        _ = try TextLayout(text: "Hello", style: TextStyle(font: font), library: library)
        XCTAssertEqual(library.shapedParagraphs.count, 1)
        library.register(family: "Custom", path: try AssetLocator.path(of: "Fonts/DejaVuSans.ttf"))
        XCTAssertEqual(library.shapedParagraphs.count, 0)
        _ = try TextLayout(text: "Hello", style: TextStyle(font: font), library: library)
        library.fallbackFamilies = [Font.systemFamily]
        XCTAssertEqual(library.shapedParagraphs.count, 0)
        _ = try TextLayout(text: "Hello", style: TextStyle(font: font), library: library)
        library.usesSystemFonts = false
        XCTAssertEqual(library.shapedParagraphs.count, 0)
    }

    /// A shaping begun before the cache was emptied (fonts changed on another thread while it
    /// ran) is not kept.
    func testAShapingFromBeforeTheCacheWasEmptiedIsNotKept() throws {
        let library = FontLibrary()
        _ = try TextLayout(text: "Kept", style: TextStyle(font: font), library: library)
        let entry = try XCTUnwrap(library.shapedParagraphs.entry(for: key("Kept", library)))
        let epoch = library.shapedParagraphs.epoch
        library.fallbackFamilies = [Font.systemFamily]
        library.shapedParagraphs.insert(entry, for: try key("Kept", library), epoch: epoch)
        XCTAssertEqual(library.shapedParagraphs.count, 0)
        library.shapedParagraphs.insert(entry, for: try key("Kept", library), epoch: library.shapedParagraphs.epoch)
        XCTAssertEqual(library.shapedParagraphs.count, 1)
    }

    /// The key a plain paragraph in `font`, first in its layout, has.
    private func key(_ text: String, _ library: FontLibrary) throws -> ShapedParagraphCache.Key {
        let face = try library.face(for: font)
        let slot = FontSlot(face: face, size: font.size, scale: font.size / Double(face.unitsPerEm), metrics: face.metrics(size: font.size), requestedFont: font)
        return ShapedParagraphCache.Key(utf8: Array(text.utf8), prefersRightToLeft: false, spans: [], slots: [slot])
    }

    func testTheCacheStaysBounded() throws {
        let library = FontLibrary()
        for index in 0..<(3 * ShapedParagraphCache.entriesPerGeneration) {
            _ = try TextLayout(text: "Label \(index)", style: TextStyle(font: font), library: library)
        }
        XCTAssertLessThanOrEqual(library.shapedParagraphs.count, 2 * ShapedParagraphCache.entriesPerGeneration)
        XCTAssertGreaterThanOrEqual(library.shapedParagraphs.count, ShapedParagraphCache.entriesPerGeneration)
        // A paragraph of more glyphs than a quarter of a generation is shaped, not kept.
        let long = String(repeating: "word ", count: ShapedParagraphCache.glyphsPerGeneration / 16)
        let before = library.shapedParagraphs.count
        _ = try TextLayout(text: long, style: TextStyle(font: font), library: library)
        XCTAssertEqual(library.shapedParagraphs.count, before)
        // Nor one of few glyphs but many bytes (marks past the limit are not shaped).
        let marks = "a" + String(repeating: "\u{301}", count: ShapedParagraphCache.bytesPerGeneration / 7)
        _ = try TextLayout(text: marks, style: TextStyle(font: font), library: library)
        XCTAssertEqual(library.shapedParagraphs.count, before)
    }
}
