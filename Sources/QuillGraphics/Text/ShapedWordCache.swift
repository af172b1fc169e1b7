/// A face's shaped words (each with the spaces on one side of it), kept for reuse: labels,
/// rows and cells repeat their words far more often than their whole text, and the font
/// library's paragraph cache (`ShapedParagraphCache`) only serves text seen whole before.
///
/// A word is kept by its UTF-8 bytes, the script and direction it was shaped in, and whether a
/// space stood beside it as its neighbour (`SpaceIndependence` says why that is all its shaping
/// depends on). Glyphs are kept in HarfBuzz's order with clusters counted from the word's start.
/// Entries are found by a hash of the key in an open-addressed table and checked against the
/// whole key, so a collision is a miss, never a wrong word. Bytes and glyphs of every word sit
/// in two shared arrays, so keeping a word allocates nothing once the cache has grown. When
/// full (words or glyphs), the cache is emptied: what is kept never changes what a word shapes
/// to, only how long it takes.
///
/// Not thread-safe: its face guards it with its lock.
struct ShapedWordCache {
    /// One kept word: its key, and where its bytes and glyphs sit in the shared arrays.
    private struct Entry {
        var hash: UInt64
        var script: UInt32
        var flags: UInt8
        var bytesStart: Int
        var bytesCount: Int
        var glyphsStart: Int
        var glyphsCount: Int
    }

    /// The most words kept per face.
    static let capacity = 8192
    /// The most glyphs kept per face (about six megabytes), however long the words.
    static let glyphCapacity = 1 << 18
    /// The most bytes of words kept per face.
    static let byteCapacity = 1 << 20

    /// The kept words, in the order they were kept.
    private var entries: [Entry] = []
    /// Every kept word's bytes, one after another.
    private var bytes: [UInt8] = []
    /// Every kept word's glyphs, one after another.
    private var glyphs: [ShapedGlyph] = []
    /// The hash table: each slot holds one more than an index into `entries`, or 0 when empty;
    /// twice `capacity` slots (a power of two), probed linearly from the hash's low bits.
    private var table: [Int32] = []
    private static let tableMask = 2 * capacity - 1

    /// How many words are kept.
    var count: Int { entries.count }

    /// The key's hash: FNV-1a over the bytes, then the script and flags.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, script: UInt32, flags: UInt8) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash = (hash ^ UInt64(script)) &* 0x100_0000_01b3
        return (hash ^ UInt64(flags)) &* 0x100_0000_01b3
    }

    /// The index of the entry kept for a word, or nil. Indices stay valid until the cache is
    /// emptied (`makeRoom(for:glyphs:)`, or `keep` when full).
    func index(of word: UnsafeBufferPointer<UInt8>, script: UInt32, flags: UInt8, hash: UInt64) -> Int? {
        guard !table.isEmpty else { return nil }
        return table.withUnsafeBufferPointer { table in
            entries.withUnsafeBufferPointer { entries in
                bytes.withUnsafeBufferPointer { kept in
                    var slot = Int(truncatingIfNeeded: hash) & Self.tableMask
                    while table[slot] != 0 {
                        let index = Int(table[slot]) - 1
                        let entry = entries[index]
                        if entry.hash == hash, entry.script == script, entry.flags == flags, entry.bytesCount == word.count,
                            Self.equal(kept, from: entry.bytesStart, word)
                        {
                            return index
                        }
                        slot = (slot + 1) & Self.tableMask
                    }
                    return nil
                }
            }
        }
    }

    /// Whether `kept[start...]` begins with `word`'s bytes (the caller checked the count).
    private static func equal(_ kept: UnsafeBufferPointer<UInt8>, from start: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        for i in word.indices where kept[start + i] != word[i] { return false }
        return true
    }

    /// The glyphs kept for a word, if any.
    func glyphs(for word: UnsafeBufferPointer<UInt8>, script: UInt32, flags: UInt8, hash: UInt64) -> [ShapedGlyph]? {
        index(of: word, script: script, flags: flags, hash: hash).map { index in
            let entry = entries[index]
            return Array(glyphs[entry.glyphsStart..<entry.glyphsStart + entry.glyphsCount])
        }
    }

    /// Empties the cache when `newWords` more words would not fit, or it holds more glyphs or
    /// bytes than it keeps, so that indices found before keeping that many words stay valid.
    mutating func makeRoom(for newWords: Int) {
        guard entries.count + newWords > Self.capacity || glyphs.count > Self.glyphCapacity || bytes.count > Self.byteCapacity, !entries.isEmpty
        else { return }
        empty()
    }

    /// Forgets every word, keeping the memory of all but an outsized glyph array.
    private mutating func empty() {
        entries.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: bytes.capacity <= 2 * Self.byteCapacity)
        glyphs.removeAll(keepingCapacity: glyphs.capacity <= 2 * Self.glyphCapacity)
        table.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Keeps a word's glyphs and returns its entry's index (emptying the cache first when full).
    @discardableResult
    mutating func keep(
        _ wordGlyphs: some Collection<ShapedGlyph>, for word: UnsafeBufferPointer<UInt8>, script: UInt32, flags: UInt8, hash: UInt64
    ) -> Int {
        if entries.count >= Self.capacity { empty() }
        if table.isEmpty { table = [Int32](repeating: 0, count: Self.tableMask + 1) }
        let index = entries.count
        entries.append(
            Entry(
                hash: hash, script: script, flags: flags, bytesStart: bytes.count, bytesCount: word.count, glyphsStart: glyphs.count,
                glyphsCount: wordGlyphs.count))
        bytes.append(contentsOf: word)
        glyphs.append(contentsOf: wordGlyphs)
        table.withUnsafeMutableBufferPointer { table in
            var slot = Int(truncatingIfNeeded: hash) & Self.tableMask
            while table[slot] != 0 { slot = (slot + 1) & Self.tableMask }
            table[slot] = Int32(index + 1)
        }
        return index
    }

    /// Appends the glyphs of entry `index` to `output`, in HarfBuzz's order or reversed, each
    /// with `offset` added to its cluster and marked with `slot` and `level`.
    func appendGlyphs(of index: Int, reversed: Bool, offset: Int, slot: UInt8, level: UInt8, to output: inout [ShapedGlyph]) {
        let entry = entries[index]
        glyphs.withUnsafeBufferPointer { kept in
            let first = entry.glyphsStart, last = entry.glyphsStart + entry.glyphsCount - 1
            for j in 0..<entry.glyphsCount {
                var glyph = kept[reversed ? last - j : first + j]
                glyph.cluster += offset
                glyph.face = slot
                glyph.level = level
                output.append(glyph)
            }
        }
    }
}
