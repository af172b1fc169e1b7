import Foundation
import XCTest
@testable import QuillGraphics
import QuillFoundation
import QuillTesting

/// Colour fonts made of layers (COLR/CPAL version 0), painted by FreeType at any size (issue 13).
/// Debian ships none, so the test font is Quill's own (`scripts/make-colr-test-font.py`): "A" is a
/// red square under a blue disc, "B" a green triangle, U+2665 a pink heart with a white shine,
/// and "C" a plain glyph drawn in the text colour.
final class ColorLayerFontTests: XCTestCase {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts/QuillColorTest.ttf").path

    @MainActor func testLayersArePaintedInTheirPaletteColoursAtEverySize() async throws {
        let library = FontLibrary()
        library.register(family: "Quill Color Test", path: Self.path)
        let face = try library.face(for: Font(family: "Quill Color Test", size: 20))
        XCTAssertTrue(face.hasColorLayers)
        XCTAssertFalse(face.isColorBitmapFont, "scalable, not fixed bitmaps")
        var rows: [TextLayout] = []
        for size in [16.0, 40.0] {
            rows.append(try TextLayout(text: "AB C \u{2665}", style: TextStyle(font: Font(family: "Quill Color Test", size: size)), library: library))
        }
        let rasterizer = Rasterizer(target: Bitmap(width: 260, height: 80, fill: PixelColor(Color(white: 1))))
        rasterizer.draw(rows[0], at: Point(x: 4, y: 4), color: Color(white: 0))
        rasterizer.draw(rows[1], at: Point(x: 4, y: 28), color: Color(white: 0))
        let bitmap = rasterizer.takeTarget()
        func count(where test: (PixelColor) -> Bool) -> Int { bitmap.pixels.filter { test(PixelColor(packed: $0)) }.count }
        XCTAssertGreaterThan(count { $0.red > 200 && $0.green < 40 && $0.blue < 40 }, 100, "the red square")
        XCTAssertGreaterThan(count { $0.blue > 200 && $0.red < 40 && $0.green < 40 }, 100, "the blue disc over it")
        XCTAssertGreaterThan(count { $0.green > 120 && $0.red < 40 && $0.blue < 40 }, 50, "the green triangle")
        XCTAssertGreaterThan(count { $0.red > 200 && $0.blue > 100 && $0.green < 90 }, 50, "the pink heart")
        XCTAssertGreaterThan(count { $0.red < 30 && $0.green < 30 && $0.blue < 30 }, 100, "C in the text colour")
        // The 40-point A is 2.5 times the 16-point one, not a scaled bitmap.
        XCTAssertEqual(rows[1].lines[0].width / rows[0].lines[0].width, 2.5, accuracy: 0.05)
        assertImageSnapshot(of: bitmap, named: "layers")
    }
}
