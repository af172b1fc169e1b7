/// A text as AT-SPI counts it (offsets in Unicode scalars) beside Quill's views (offsets in
/// `Character`s), with the conversions and the boundaries clients ask for.
struct TextOffsets {
    /// The text's scalars.
    let scalars: [Unicode.Scalar]
    /// The scalar offset where each character starts, and the end.
    private let characterStarts: [Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var starts: [Int] = []
        var offset = 0
        for character in text {
            starts.append(offset)
            offset += character.unicodeScalars.count
        }
        starts.append(offset)
        characterStarts = starts
    }

    /// The number of scalars.
    var count: Int { scalars.count }

    /// The scalar offset of a character offset.
    func scalarOffset(ofCharacter index: Int) -> Int {
        characterStarts[Swift.max(0, Swift.min(index, characterStarts.count - 1))]
    }

    /// The character offset holding a scalar offset (the character it falls in).
    func characterOffset(ofScalar offset: Int) -> Int {
        let clamped = Swift.max(0, Swift.min(offset, count))
        var low = 0, high = characterStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if characterStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The text between two scalar offsets (`end` of -1: to the end), clamped.
    func substring(_ start: Int, _ end: Int) -> String {
        let lower = Swift.max(0, Swift.min(start, count))
        let upper = end < 0 ? count : Swift.max(lower, Swift.min(end, count))
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[lower..<upper])
        return String(result)
    }

    /// The range of the unit holding an offset: granularity 0 a character, 1 a word, 2 a
    /// sentence, 3 a line, 4 a paragraph (AT-SPI's `AtspiTextGranularity`; the text is one line).
    func range(at offset: Int, granularity: UInt32) -> Range<Int> {
        let clamped = Swift.max(0, Swift.min(offset, count))
        switch granularity {
        case 0:
            let character = characterOffset(ofScalar: clamped)
            return scalarOffset(ofCharacter: character)..<scalarOffset(ofCharacter: character + 1)
        case 1:
            var start = clamped
            while start > 0, !isSpace(start - 1) { start -= 1 }
            var end = clamped
            while end < count, !isSpace(end) { end += 1 }
            if start == end {
                // Between words: the run of spaces, as a unit of its own.
                while start > 0, isSpace(start - 1) { start -= 1 }
                while end < count, isSpace(end) { end += 1 }
            }
            return start..<end
        default:
            return 0..<count
        }
    }

    /// The unit before or after the one holding an offset, for the older boundary calls
    /// (AT-SPI's `AtspiTextBoundaryType`: 0 character, 1–2 word, 3–4 sentence, 5–6 line).
    func range(at offset: Int, boundary: UInt32, step: Int) -> Range<Int> {
        let granularity: UInt32 = boundary == 0 ? 0 : boundary <= 2 ? 1 : boundary <= 4 ? 2 : 3
        let here = range(at: offset, granularity: granularity)
        guard step != 0 else { return here }
        switch granularity {
        case 0:
            if step < 0 { return here.lowerBound > 0 ? range(at: here.lowerBound - 1, granularity: 0) : 0..<0 }
            return here.upperBound < count ? range(at: here.upperBound, granularity: 0) : count..<count
        case 1:
            if step < 0 {
                var end = here.lowerBound
                while end > 0, isSpace(end - 1) { end -= 1 }
                var start = end
                while start > 0, !isSpace(start - 1) { start -= 1 }
                return start..<end
            }
            var start = here.upperBound
            while start < count, isSpace(start) { start += 1 }
            var end = start
            while end < count, !isSpace(end) { end += 1 }
            return start..<end
        default:
            // The text is one line, one sentence for these purposes: nothing before or after.
            return step < 0 ? 0..<0 : count..<count
        }
    }

    private func isSpace(_ index: Int) -> Bool { scalars[index].properties.isWhitespace }
}
