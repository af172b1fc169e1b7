/// How many combining marks one character may carry when it is shaped.
///
/// A shaper positions every mark of a cluster against the ones before it, so a letter followed
/// by a million marks costs time in the square of their count (issue 25: a 1 MiB label kept
/// `quill lint` busy for more than ten minutes). Unicode's Stream-Safe Text Format (UAX #15)
/// bounds a run of non-starters at 30, and no writing system needs more: marks past that many
/// in a row are left out of shaping and not drawn. The text itself is kept whole (a text field
/// edits and copies every mark); only its picture stops at the limit, in linear time.
public enum CombiningMarkLimit {
    /// The most combining marks in a row that are shaped after one base character.
    public static let maximumMarksInARow = 30

    /// The parts of `range` of the UTF-8 text to shape: all of it, or, where a run of
    /// combining marks is longer than `maximumMarksInARow`, the pieces around the marks past
    /// the limit. Pieces keep their byte offsets, so shaped clusters still point into `utf8`.
    static func shapedPieces(of utf8: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> [Range<Int>] {
        // Marks are never ASCII: text with no run of more than the limit of non-ASCII characters
        // (nearly all text) is shaped whole without looking any character up.
        guard hasLongNonASCIIRun(utf8, range) else { return [range] }
        var pieces: [Range<Int>] = []
        // Where the piece being gathered starts; nil while marks past the limit are skipped.
        var pieceStart: Int? = range.lowerBound
        var marksInARow = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let lead = utf8[index]
            let end = Swift.min(index + UTF8Sequence.length(lead: lead), range.upperBound)
            // ASCII is never a mark: the common case costs a comparison.
            if lead >= 0x80 && isCombiningMark(utf8, index, end) {
                marksInARow += 1
                if marksInARow > maximumMarksInARow, let start = pieceStart {
                    pieces.append(start..<index)
                    pieceStart = nil
                }
            } else {
                marksInARow = 0
                if pieceStart == nil { pieceStart = index }
            }
            index = end
        }
        if let start = pieceStart, start < range.upperBound { pieces.append(start..<range.upperBound) }
        return pieces
    }

    /// Whether `range` is shaped whole, no marks left out (`shapedPieces` is `[range]`).
    static func shapesWhole(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        !hasLongNonASCIIRun(utf8, range) || shapedPieces(of: utf8, in: range) == [range]
    }

    /// Whether more than `maximumMarksInARow` non-ASCII characters follow one another in
    /// `range` (counting lead bytes, so malformed text errs towards a closer look).
    private static func hasLongNonASCIIRun(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var run = 0
        for index in range {
            let byte = utf8[index]
            if byte < 0x80 {
                run = 0
            } else if byte >= 0xC0 {
                run += 1
                if run > maximumMarksInARow { return true }
            }
        }
        return false
    }

    /// Whether the UTF-8 sequence `utf8[start..<end]` is a combining mark (general category
    /// Mn, Mc or Me). A malformed sequence is not: the shaper draws it as a replacement.
    private static func isCombiningMark(_ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard let value = UTF8Sequence.value(utf8, from: start, to: end), let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
