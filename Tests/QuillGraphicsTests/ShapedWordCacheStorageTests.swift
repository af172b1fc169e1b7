import XCTest
@testable import QuillGraphics

/// The word cache's own bookkeeping: a word is found only by its whole key (a shared hash is a
/// miss), it empties when words or glyphs would overflow it and never while a run's indices are
/// in use, and glyphs come back in either order, moved and marked.
final class ShapedWordCacheStorageTests: XCTestCase {
    private func glyphs(_ count: Int, first: UInt32 = 1) -> [ShapedGlyph] {
        (0..<count).map { ShapedGlyph(glyph: first + UInt32($0), cluster: $0, xAdvance: 10 * Int32($0), xOffset: 0, yOffset: 0) }
    }

    private func find(_ cache: ShapedWordCache, _ word: String, script: UInt32 = 1, flags: UInt8 = 0, hash: UInt64? = nil) -> Int? {
        Array(word.utf8).withUnsafeBufferPointer { bytes in
            cache.index(of: bytes, script: script, flags: flags, hash: hash ?? ShapedWordCache.hash(bytes, script: script, flags: flags))
        }
    }

    @discardableResult
    private func keep(_ cache: inout ShapedWordCache, _ word: String, _ wordGlyphs: [ShapedGlyph], script: UInt32 = 1, flags: UInt8 = 0, hash: UInt64? = nil) -> Int {
        Array(word.utf8).withUnsafeBufferPointer { bytes in
            cache.keep(wordGlyphs, for: bytes, script: script, flags: flags, hash: hash ?? ShapedWordCache.hash(bytes, script: script, flags: flags))
        }
    }

    func testAWordIsFoundOnlyByItsWholeKey() {
        var cache = ShapedWordCache()
        XCTAssertNil(find(cache, "word"))
        let index = keep(&cache, "word", glyphs(3))
        XCTAssertEqual(find(cache, "word"), index)
        XCTAssertNil(find(cache, "Word"))
        XCTAssertNil(find(cache, "word", script: 2))
        XCTAssertNil(find(cache, "word", flags: 2))
        XCTAssertNil(find(cache, "wor"))
        // Two words under one hash: each is found as itself, a third is a miss.
        keep(&cache, "alpha", glyphs(1, first: 100), hash: 42)
        keep(&cache, "omega", glyphs(2, first: 200), hash: 42)
        XCTAssertEqual(Array("alpha".utf8).withUnsafeBufferPointer { cache.glyphs(for: $0, script: 1, flags: 0, hash: 42) }?.map(\.glyph), [100])
        XCTAssertEqual(Array("omega".utf8).withUnsafeBufferPointer { cache.glyphs(for: $0, script: 1, flags: 0, hash: 42) }?.map(\.glyph), [200, 201])
        XCTAssertNil(find(cache, "gamma", hash: 42))
        XCTAssertEqual(cache.count, 3)
    }

    func testGlyphsComeBackInEitherOrderMovedAndMarked() {
        var cache = ShapedWordCache()
        let index = keep(&cache, "abc", glyphs(3))
        var output = [ShapedGlyph(glyph: 9, cluster: 0, xAdvance: 0, xOffset: 0, yOffset: 0)]
        cache.appendGlyphs(of: index, reversed: false, offset: 10, slot: 3, level: 1, to: &output)
        cache.appendGlyphs(of: index, reversed: true, offset: 20, slot: 4, level: 2, to: &output)
        XCTAssertEqual(output.map(\.glyph), [9, 1, 2, 3, 3, 2, 1])
        XCTAssertEqual(output.map(\.cluster), [0, 10, 11, 12, 22, 21, 20])
        XCTAssertEqual(output.map(\.face), [0, 3, 3, 3, 4, 4, 4])
        XCTAssertEqual(output.map(\.level), [0, 1, 1, 1, 2, 2, 2])
        XCTAssertEqual(output.map(\.xAdvance), [0, 0, 10, 20, 20, 10, 0])
    }

    func testTheCacheEmptiesWhenWordsWouldOverflowItAndOnlyThen() {
        var cache = ShapedWordCache()
        for n in 0..<ShapedWordCache.capacity - 10 { keep(&cache, "w\(n)", glyphs(1)) }
        // Room for ten more: nothing is forgotten.
        cache.makeRoom(for: 10)
        XCTAssertEqual(cache.count, ShapedWordCache.capacity - 10)
        XCTAssertNotNil(find(cache, "w0"))
        // Eleven would not fit: emptied, and every word is then found anew.
        cache.makeRoom(for: 11)
        XCTAssertEqual(cache.count, 0)
        XCTAssertNil(find(cache, "w0"))
        XCTAssertEqual(keep(&cache, "w0", glyphs(2)), 0)
        XCTAssertEqual(find(cache, "w0"), 0)
        // Keeping past the capacity empties first.
        for n in 1..<ShapedWordCache.capacity { keep(&cache, "w\(n)", glyphs(1)) }
        XCTAssertEqual(cache.count, ShapedWordCache.capacity)
        XCTAssertEqual(keep(&cache, "last", glyphs(1)), 0)
        XCTAssertEqual(cache.count, 1)
    }

    func testTheCacheEmptiesWhenItHoldsTooManyBytes() {
        var cache = ShapedWordCache()
        keep(&cache, String(repeating: "x", count: ShapedWordCache.byteCapacity + 1), glyphs(1))
        keep(&cache, "short", glyphs(1))
        XCTAssertEqual(cache.count, 2)
        cache.makeRoom(for: 1)
        XCTAssertEqual(cache.count, 0)
    }

    func testTheCacheEmptiesWhenItHoldsTooManyGlyphs() {
        var cache = ShapedWordCache()
        keep(&cache, "long", glyphs(ShapedWordCache.glyphCapacity + 1))
        // Keeping never empties for glyphs (a run's indices must stay valid while it keeps).
        keep(&cache, "short", glyphs(1))
        XCTAssertEqual(cache.count, 2)
        // The next run's room does.
        cache.makeRoom(for: 1)
        XCTAssertEqual(cache.count, 0)
        XCTAssertNil(find(cache, "short"))
    }
}
