import Foundation
import QuillFoundation

/// Paragraphs shaped before, kept by their bytes and what their shaping depended on, so text
/// laid out again (a label measured and then drawn, the same text at another width while a
/// window is resized, a table cell showing a row again) skips decoding, bidi, font fallback,
/// HarfBuzz and break finding, and only breaks lines.
///
/// The key is everything the shaping of a paragraph reads: its UTF-8 bytes (bytes, not
/// `String` equality, under which a precomposed "é" and "e" with a combining accent are
/// equal yet shape differently), the layout direction asked for, its styled spans, and the
/// layout's font slots when it starts (a fallback face already used by an earlier paragraph is
/// preferred, so the same paragraph can take other faces after other paragraphs). A shaping
/// that reported a problem (a font that did not load, a character no font has) is not kept, so
/// laying the text out again reports it again.
///
/// Two generations bound the memory: entries go into the current one until it holds
/// `entriesPerGeneration` paragraphs, `glyphsPerGeneration` glyphs or `bytesPerGeneration`
/// bytes of text; then it becomes the previous one and the one before is dropped. A paragraph
/// found in the previous generation moves to the current one, so what is in use stays. Safe
/// from any thread: a shaping started before the cache was emptied (fonts changed on another
/// thread meanwhile) is not kept (`epoch`).
final class ShapedParagraphCache: @unchecked Sendable {
    /// What a paragraph's shaping depends on.
    struct Key: Hashable {
        let utf8: [UInt8]
        let prefersRightToLeft: Bool
        let spans: [StyledSpan]
        /// The layout's slots when the paragraph's shaping started.
        let slots: [FontSlot]
        /// Worked out once (a lookup and an insertion would each hash the bytes again), from
        /// the bytes, the direction, the spans' ranges and the slots' faces and sizes; equal
        /// keys compare every field.
        private let hash: Int

        init(utf8: [UInt8], prefersRightToLeft: Bool, spans: [StyledSpan], slots: [FontSlot]) {
            self.utf8 = utf8
            self.prefersRightToLeft = prefersRightToLeft
            self.spans = spans
            self.slots = slots
            var hasher = Hasher()
            utf8.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(prefersRightToLeft)
            for span in spans { hasher.combine(span.range) }
            for slot in slots {
                hasher.combine(ObjectIdentifier(slot.face))
                hasher.combine(slot.size)
            }
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.prefersRightToLeft == b.prefersRightToLeft && a.utf8 == b.utf8 && a.spans == b.spans && a.slots == b.slots
        }
    }

    /// A paragraph's shaping: its glyphs and breaks (at byte offset 0), its direction, and the
    /// slots its shaping added to the layout's.
    struct Entry {
        let paragraph: ShapedParagraph
        let isRightToLeft: Bool
        let addedSlots: [FontSlot]
    }

    /// The most paragraphs a generation holds.
    static let entriesPerGeneration = 512
    /// The most glyphs a generation holds (about 40 bytes each).
    static let glyphsPerGeneration = 65_536
    /// The most bytes of text a generation's keys hold (a letter with a hundred thousand
    /// combining marks is a few glyphs, as marks past the limit are not shaped, but all its
    /// bytes).
    static let bytesPerGeneration = 1 << 20

    private let lock = NSLock()
    private var current: [Key: Entry] = [:]
    private var previous: [Key: Entry] = [:]
    private var currentGlyphs = 0
    private var currentBytes = 0
    private var emptiedCount = 0

    /// How many times the cache was emptied: read before shaping, and given to `insert`, which
    /// keeps nothing shaped before the last emptying.
    var epoch: Int { lock.withLock { emptiedCount } }

    /// The shaping kept for `key`, if any.
    func entry(for key: Key) -> Entry? {
        lock.withLock {
            if let entry = current[key] { return entry }
            guard let entry = previous.removeValue(forKey: key) else { return nil }
            store(entry, for: key)
            return entry
        }
    }

    /// Keeps a paragraph's shaping, begun at `epoch`, unless the cache was emptied since. One of
    /// more than a quarter of a generation's glyphs or bytes is not kept: a long document's
    /// paragraph would push out every label's.
    func insert(_ entry: Entry, for key: Key, epoch: Int) {
        guard entry.paragraph.count <= Self.glyphsPerGeneration / 4, key.utf8.count <= Self.bytesPerGeneration / 4 else { return }
        lock.withLock {
            guard epoch == emptiedCount else { return }
            store(entry, for: key)
        }
    }

    /// Forgets every paragraph (fonts were registered, or fallback changed).
    func removeAll() {
        lock.withLock {
            current.removeAll()
            previous.removeAll()
            currentGlyphs = 0
            currentBytes = 0
            emptiedCount += 1
        }
    }

    /// How many paragraphs are kept.
    var count: Int { lock.withLock { current.count + previous.count } }

    /// Called with the lock held.
    private func store(_ entry: Entry, for key: Key) {
        if current.count >= Self.entriesPerGeneration || currentGlyphs + entry.paragraph.count > Self.glyphsPerGeneration
            || currentBytes + key.utf8.count > Self.bytesPerGeneration
        {
            previous = current
            // Room for a whole generation at once: grown by doubling, the table was rehashed
            // nine times on the way to 512 entries.
            current = Dictionary(minimumCapacity: Self.entriesPerGeneration)
            currentGlyphs = 0
            currentBytes = 0
        }
        if current.updateValue(entry, forKey: key) == nil {
            currentGlyphs += entry.paragraph.count
            currentBytes += key.utf8.count
        }
    }
}
