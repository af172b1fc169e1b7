/// A face's shaped words (each with the spaces on one side of it), kept for reuse: labels,
/// rows and cells repeat their words far more often than their whole text, and the font
/// library's paragraph cache (`ShapedParagraphCache`) only serves text seen whole before.
///
/// A word is kept by its UTF-8 bytes, the script and direction it was shaped in, and whether a
/// space stood beside it as its neighbour (`SpaceIndependence` says why that is all its shaping
/// depends on). Glyphs are kept in HarfBuzz's order with clusters counted from the word's start.
/// Entries are found by a hash of the key and checked against the whole key, so a collision is
/// a miss, never a wrong word. When full, the cache is emptied: what is kept never changes what
/// a word shapes to, only how long it takes.
///
/// Not thread-safe: its face guards it with its lock.
struct ShapedWordCache {
    /// One kept word.
    private struct Entry {
        var bytes: [UInt8]
        var script: UInt32
        var flags: UInt8
        var glyphs: [ShapedGlyph]
    }

    /// The most words kept per face (a few megabytes at most).
    static let capacity = 8192

    private var entries: [UInt64: Entry] = [:]

    /// How many words are kept.
    var count: Int { entries.count }

    /// The key's hash: FNV-1a over the bytes, then the script and flags.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, script: UInt32, flags: UInt8) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash = (hash ^ UInt64(script)) &* 0x100_0000_01b3
        return (hash ^ UInt64(flags)) &* 0x100_0000_01b3
    }

    /// The glyphs kept for a word, if any.
    func glyphs(for bytes: UnsafeBufferPointer<UInt8>, script: UInt32, flags: UInt8, hash: UInt64) -> [ShapedGlyph]? {
        guard let entry = entries[hash], entry.script == script, entry.flags == flags, entry.bytes.elementsEqual(bytes) else { return nil }
        return entry.glyphs
    }

    /// Keeps a word's glyphs (replacing a word whose key has the same hash).
    mutating func keep(_ glyphs: [ShapedGlyph], for bytes: UnsafeBufferPointer<UInt8>, script: UInt32, flags: UInt8, hash: UInt64) {
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[hash] = Entry(bytes: Array(bytes), script: script, flags: flags, glyphs: glyphs)
    }
}
