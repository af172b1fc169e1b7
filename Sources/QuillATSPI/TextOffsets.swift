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
        switch step {
        case ..<0:
            guard here.lowerBound > 0 else { return 0..<0 }
            var previous = range(at: here.lowerBound - 1, granularity: granularity)
            if granularity == 1, previous.lowerBound < previous.upperBound, isSpace(previous.lowerBound), previous.lowerBound > 0 {
                previous = range(at: previous.lowerBound - 1, granularity: granularity)
            }
            return previous
        case 1...:
            guard here.upperBound < count else { return count..<count }
            var next = range(at: here.upperBound, granularity: granularity)
            if granularity == 1, next.lowerBound < next.upperBound, isSpace(next.lowerBound), next.upperBound < count {
                next = range(at: next.upperBound, granularity: granularity)
            }
            return next
        default:
            return here
        }
    }

    private func isSpace(_ index: Int) -> Bool { scalars[index].properties.isWhitespace }
}
