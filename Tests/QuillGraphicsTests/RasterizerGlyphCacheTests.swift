import QuillFoundation
import XCTest

@testable import QuillGraphics

/// A rasterizer keeps its own copies of the glyph masks it draws (`RasterizerGlyphCache`): the
/// same masks as the face's, in storage no other rasterizer shares, found again without the face.
final class RasterizerGlyphCacheTests: XCTestCase {
    private func base(_ values: [UInt8]) -> UnsafeRawPointer? { values.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }

    func testMasksAreTheFacesInStorageOfTheirOwn() throws {
        let face = try FontLibrary.shared.face(for: Font.systemFont(ofSize: 17))
        var cache = RasterizerGlyphCache()
        for glyph in UInt32(36)..<UInt32(80) {
            for subpixel in 0..<4 {
                let shared = try XCTUnwrap(face.glyphBitmap(glyph, pixelSize: 17, subpixel: subpixel))
                let own = try XCTUnwrap(cache.bitmap(of: glyph, in: face, pixelSize: 17, subpixel: subpixel))
                XCTAssertEqual([own.width, own.height, own.left, own.top], [shared.width, shared.height, shared.left, shared.top])
                XCTAssertEqual(own.coverage, shared.coverage, "glyph \(glyph), subpixel \(subpixel)")
                if !own.coverage.isEmpty { XCTAssertNotEqual(base(own.coverage), base(shared.coverage), "copied, not shared") }
                // Found again: the very copy kept.
                let again = try XCTUnwrap(cache.bitmap(of: glyph, in: face, pixelSize: 17, subpixel: subpixel))
                XCTAssertEqual(base(again.coverage), base(own.coverage))
            }
        }
        // Another size is another mask.
        let larger = try XCTUnwrap(cache.bitmap(of: 40, in: face, pixelSize: 34, subpixel: 0))
        XCTAssertEqual(larger.coverage, face.glyphBitmap(40, pixelSize: 34, subpixel: 0)?.coverage)
        XCTAssertNil(cache.bitmap(of: 40, in: face, pixelSize: .nan, subpixel: 0))
    }

    /// Past its capacity the cache starts again, and still answers with the face's masks.
    func testACacheFullOfMasksStartsAgain() throws {
        let face = try FontLibrary.shared.face(for: Font.systemFont(ofSize: 12))
        var cache = RasterizerGlyphCache()
        var first: GlyphBitmap?
        for index in 0..<(RasterizerGlyphCache.capacity + 10) {
            // Sizes in steps of 1/64 pixel, each a new key.
            let size = 8 + Double(index) / 64
            let mask = cache.bitmap(of: 40, in: face, pixelSize: size, subpixel: 0)
            if index == 0 { first = mask }
        }
        let again = try XCTUnwrap(cache.bitmap(of: 40, in: face, pixelSize: 8, subpixel: 0))
        XCTAssertEqual(again.coverage, first?.coverage)
        XCTAssertNotEqual(base(again.coverage), base(first?.coverage ?? []), "made again after the cache started again")
    }

    /// More masks than the recent slots hold, asked for again in another order: each answer is
    /// still its own glyph's mask (a slot shared by two keys answers only for the one it holds).
    func testRecentSlotsAnswerOnlyForTheirOwnKey() throws {
        let face = try FontLibrary.shared.face(for: Font.systemFont(ofSize: 13))
        var cache = RasterizerGlyphCache()
        var keys: [(glyph: UInt32, size: Double, subpixel: Int)] = []
        for glyph in UInt32(30)..<UInt32(130) {
            for size in [11.0, 13.0, 26.0] { for subpixel in 0..<4 { keys.append((glyph, size, subpixel)) } }
        }
        for pass in 0..<2 {
            for key in pass == 0 ? keys : keys.reversed() {
                let mask = cache.bitmap(of: key.glyph, in: face, pixelSize: key.size, subpixel: key.subpixel)
                let expected = face.glyphBitmap(key.glyph, pixelSize: key.size, subpixel: key.subpixel)
                XCTAssertEqual(mask?.coverage, expected?.coverage, "glyph \(key.glyph) at \(key.size), subpixel \(key.subpixel)")
                XCTAssertEqual(mask.map { [$0.width, $0.height, $0.left, $0.top] }, expected.map { [$0.width, $0.height, $0.left, $0.top] })
            }
        }
    }
}
