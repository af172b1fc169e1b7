import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation
import QuillTesting

/// Every script Quill is asked to draw, in one picture (issue 13): Latin, Greek and Cyrillic,
/// Arabic and Hebrew (bundled DejaVu Sans), and Devanagari, Thai and CJK through fonts Debian
/// ships, registered by path so the picture does not depend on what else is installed.
/// `make test` installs them (fonts-lohit-deva, fonts-tlwg-garuda-ttf, fonts-wqy-microhei).
final class ScriptSnapshotTests: XCTestCase {
    static let packageFonts: [(family: String, package: String, path: String)] = [
        ("Lohit Devanagari", "fonts-lohit-deva", "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf"),
        ("Garuda", "fonts-tlwg-garuda-ttf", "/usr/share/fonts/truetype/tlwg/Garuda.ttf"),
        ("WenQuanYi Micro Hei", "fonts-wqy-microhei", "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),
    ]

    static let samples: [(script: String, text: String)] = [
        ("Latin", "Ångström café — naïve façade"),
        ("Greek, Cyrillic", "Καλημέρα κόσμε · Привет, мир"),
        ("Arabic", "مرحبا بالعالم ١٢٣"),
        ("Hebrew", "שָׁלוֹם עוֹלָם 123"),
        ("Devanagari", "नमस्ते दुनिया, क्षत्रिय"),
        ("Thai", "สวัสดีชาวโลก ภาษาไทยที่ไม่มีการเว้นวรรค"),
        ("CJK", "你好，世界。こんにちは、안녕하세요"),
        ("Mixed", "Quill ספר 2.0 — كتاب, 本, หนังสือ"),
    ]

    @MainActor func testEveryScriptDrawsWithoutMissingGlyphs() async throws {
        let library = FontLibrary()
        for font in Self.packageFonts {
            guard FileManager.default.fileExists(atPath: font.path) else {
                return XCTFail("\(font.path) is missing: `make test` installs \(font.package) (scripts/install-deps.sh \(Self.packageFonts.map(\.package).joined(separator: " ")))")
            }
            library.register(family: font.family, path: font.path)
        }
        library.fallbackFamilies += Self.packageFonts.map(\.family)
        let labelFont = Font.systemFont(ofSize: 13), textFont = Font(family: FontLibrary.appleCompatibleFamily, size: 20)
        var rows: [(TextLayout, TextLayout)] = []
        for sample in Self.samples {
            let label = try TextLayout(text: sample.script, style: TextStyle(font: labelFont), library: library)
            let text = try TextLayout(text: sample.text, style: TextStyle(font: textFont, alignment: .natural), maxWidth: 400, library: library)
            rows.append((label, text))
        }
        XCTAssertEqual(library.missingCharacters, [], "every character has a glyph")
        let rowHeight = 36.0
        let rasterizer = Rasterizer(target: Bitmap(width: 540, height: Int(rowHeight) * rows.count + 8, fill: PixelColor(Color(white: 1))))
        for (index, row) in rows.enumerated() {
            let y = 4 + Double(index) * rowHeight
            rasterizer.draw(row.0, at: Point(x: 6, y: y + 8), color: Color(white: 0.45))
            rasterizer.draw(row.1, at: Point(x: 130, y: y), color: Color(white: 0))
        }
        assertImageSnapshot(of: rasterizer.takeTarget(), named: "scripts")
        // The Devanagari conjunct क्ष is one shaped cluster, not three letters side by side.
        let devanagari = try TextLayout(text: "क्ष", style: TextStyle(font: textFont), library: library)
        let separate = try TextLayout(text: "क ष", style: TextStyle(font: textFont), library: library)
        XCTAssertLessThan(devanagari.lines[0].glyphs.count, 3)
        XCTAssertLessThan(devanagari.lines[0].width, separate.lines[0].width)
    }
}
