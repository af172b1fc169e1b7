import QuillFoundation

/// A text view's text as paragraphs, with where each starts in characters and in points, so an
/// edit re-lays out only the paragraphs it touches and the view finds what is on screen by
/// binary search.
struct TextViewDocument {
    /// The paragraphs; there is always at least one (empty text is one empty paragraph).
    private(set) var paragraphs: [TextViewParagraph]
    /// The character offset of each paragraph's first character (line breaks count one).
    private(set) var starts: [Int] = []
    /// The top of each paragraph, from the top of the text.
    private(set) var tops: [Double] = []

    /// A document of `text`, with `attributes` per character (`nil`: plain text).
    init(characters: [Character], attributes: [TextAttributes]?, estimate: (Int) -> Double) {
        paragraphs = []
        var start = 0
        for (i, character) in characters.enumerated() where character == "\n" || character == "\r\n" {
            paragraphs.append(TextViewParagraph(characters: Array(characters[start..<i]), attributes: attributes.map { Array($0[start..<i]) }, height: estimate(i - start)))
            start = i + 1
        }
        paragraphs.append(TextViewParagraph(
            characters: Array(characters[start...]), attributes: attributes.map { Array($0[start...]) }, height: estimate(characters.count - start)))
        recount(from: 0)
    }

    /// How many characters the text has, line breaks included.
    var count: Int { (starts.last ?? 0) + (paragraphs.last?.characters.count ?? 0) }
    /// The height of the whole text.
    var height: Double { (tops.last ?? 0) + (paragraphs.last?.height ?? 0) }

    /// The paragraph holding character offset `offset`, and the offset within it.
    func location(of offset: Int) -> (paragraph: Int, column: Int) {
        let clamped = Swift.max(0, Swift.min(offset, count))
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return (low, Swift.min(clamped - starts[low], paragraphs[low].characters.count))
    }

    /// The paragraph at a height from the top of the text (the first or last beyond the ends).
    func paragraph(atY y: Double) -> Int {
        var low = 0, high = tops.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if tops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The whole text.
    var string: String { paragraphs.map(\.string).joined(separator: "\n") }

    /// The characters in `range`, with their attributes if the text has any.
    func characters(in range: Range<Int>) -> (characters: [Character], attributes: [TextAttributes]?) {
        var characters: [Character] = [], attributes: [TextAttributes]? = paragraphs[0].attributes == nil ? nil : []
        let (first, column) = location(of: range.lowerBound)
        var p = first, c = column, remaining = range.count
        while remaining > 0, p < paragraphs.count {
            let paragraph = paragraphs[p]
            let take = Swift.min(remaining, paragraph.characters.count - c)
            characters += paragraph.characters[c..<c + take]
            if let own = paragraph.attributes { attributes? += own[c..<c + take] }
            remaining -= take
            if remaining > 0, p + 1 < paragraphs.count {
                characters.append("\n")
                attributes?.append(paragraph.attributes?.last ?? .plain)
                remaining -= 1
            }
            p += 1
            c = 0
        }
        return (characters, attributes)
    }

    /// Replaces the characters in `range` with `replacement` (whose line breaks start new
    /// paragraphs); returns the paragraphs that changed, which are no longer laid out.
    @discardableResult
    mutating func replace(
        _ range: Range<Int>, with replacement: [Character], attributes replacementAttributes: [TextAttributes]?, estimate: (Int) -> Double
    ) -> Range<Int> {
        let (p0, c0) = location(of: range.lowerBound), (p1, c1) = location(of: range.upperBound)
        let attributed = paragraphs[0].attributes != nil
        let head = paragraphs[p0], tail = paragraphs[p1]
        var pieces: [[Character]] = [[]], pieceAttributes: [[TextAttributes]] = [[]]
        for (i, character) in replacement.enumerated() {
            if character == "\n" || character == "\r\n" {
                pieces.append([])
                pieceAttributes.append([])
            } else {
                pieces[pieces.count - 1].append(character)
                pieceAttributes[pieceAttributes.count - 1].append(replacementAttributes?[i] ?? .plain)
            }
        }
        var made: [TextViewParagraph] = []
        for (i, piece) in pieces.enumerated() {
            var characters = piece, attributes = pieceAttributes[i]
            if i == 0 {
                characters = Array(head.characters[..<c0]) + characters
                attributes = Array(head.attributes?[..<c0] ?? []) + attributes
            }
            if i == pieces.count - 1 {
                characters += tail.characters[c1...]
                attributes += tail.attributes?[c1...] ?? []
            }
            // A one-paragraph edit keeps the old height until it is laid out, so nothing moves.
            let height = pieces.count == 1 && p0 == p1 ? head.height : estimate(characters.count)
            made.append(TextViewParagraph(characters: characters, attributes: attributed ? attributes : nil, height: height))
        }
        paragraphs.replaceSubrange(p0...p1, with: made)
        recount(from: p0)
        return p0..<p0 + made.count
    }

    /// Lays out paragraph `index` (if it is not) and returns how much its height changed.
    mutating func layOut(_ index: Int, using body: (inout TextViewParagraph) -> Void) -> Double {
        let before = paragraphs[index].height
        body(&paragraphs[index])
        let delta = paragraphs[index].height - before
        if delta != 0 {
            for j in (index + 1)..<tops.count { tops[j] += delta }
        }
        return delta
    }

    /// Forgets every layout (the width changed); heights stay as estimates until shown again.
    mutating func invalidateLayouts() {
        for i in paragraphs.indices { paragraphs[i].layout = nil }
    }

    private mutating func recount(from index: Int) {
        let first = Swift.min(index, starts.count)
        starts.removeSubrange(first...)
        tops.removeSubrange(first...)
        var start = first > 0 ? starts[first - 1] + paragraphs[first - 1].characters.count + 1 : 0
        var top = first > 0 ? tops[first - 1] + paragraphs[first - 1].height : 0
        for i in first..<paragraphs.count {
            starts.append(start)
            tops.append(top)
            start += paragraphs[i].characters.count + 1
            top += paragraphs[i].height
        }
    }
}
