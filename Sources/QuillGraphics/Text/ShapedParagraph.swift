import QuillFoundation

/// The glyphs of one paragraph with their advances in points, and where lines may break.
struct ShapedParagraph {
    let glyphs: [ShapedGlyph]
    let advances: [Double]
    let isSpace: [Bool]
    /// Where the paragraph starts in the whole text, in UTF-8 bytes.
    var byteOffset: Int
    let byteCount: Int
    /// Points per font unit of each face the glyphs come from (faces differ in units per em).
    let scales: [Double]

    init(text: ParagraphText, glyphs: [ShapedGlyph], scales: [Double], byteOffset: Int) {
        self.glyphs = glyphs
        self.scales = scales
        self.byteOffset = byteOffset
        byteCount = text.utf8.count
        advances = glyphs.map { Double($0.xAdvance) * scales[Int($0.face)] }
        // Which bytes start a white-space scalar (clusters are byte offsets).
        var spaceAt = [Bool](repeating: false, count: byteCount)
        for (index, scalar) in text.scalars.enumerated() where ParagraphText.isWhitespace(scalar) { spaceAt[text.offsets[index]] = true }
        isSpace = glyphs.map { $0.cluster >= 0 && $0.cluster < spaceAt.count && spaceAt[$0.cluster] }
        // A line may also end after glyph i where a break is allowed just before the next
        // glyph's character (glyphs are in logical order, clusters grow).
        let breaks = LineBreakOpportunities.breaksBefore(text)
        var breakAfter = [Bool](repeating: false, count: glyphs.count)
        if !breaks.isEmpty {
            for i in glyphs.indices.dropLast() where glyphs[i + 1].cluster > glyphs[i].cluster {
                let next = glyphs[i + 1].cluster
                breakAfter[i] = next < breaks.count && breaks[next]
            }
        }
        canBreakAfter = breakAfter
    }

    /// Whether a line may end after each glyph besides at spaces (`LineBreakOpportunities`).
    let canBreakAfter: [Bool]

    var count: Int { glyphs.count }

    /// Whether a line may start at glyph `i` without splitting a character cluster.
    func isClusterStart(_ i: Int) -> Bool {
        i <= 0 || i >= glyphs.count || glyphs[i].cluster != glyphs[i - 1].cluster
    }

    /// The end (exclusive) of the line starting at `start` that fits `maxWidth`; at least one
    /// cluster is always taken so layout always advances.
    func lineEnd(from start: Int, maxWidth: Double, byCharacter: Bool) -> Int {
        var x = 0.0
        var lastBreak = -1
        var i = start
        while i < count {
            x += advances[i]
            if !isSpace[i], x > maxWidth + 0.001, i > start {
                if !byCharacter, lastBreak > start { return lastBreak }
                var end = i
                while end > start, !isClusterStart(end) { end -= 1 }
                if end == start {
                    end = start + 1
                    while end < count, !isClusterStart(end) { end += 1 }
                }
                return end
            }
            if isSpace[i] || canBreakAfter[i] { lastBreak = i + 1 }
            i += 1
        }
        return count
    }

    /// The width of a glyph range with trailing spaces left out.
    func trimmedWidth(_ range: Range<Int>) -> Double {
        var end = range.upperBound
        while end > range.lowerBound, isSpace[end - 1] { end -= 1 }
        var w = 0.0
        for i in range.lowerBound..<end { w += advances[i] }
        return w
    }

    /// The UTF-8 range of the source text a glyph range covers.
    func byteRange(_ range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty else { return byteOffset..<byteOffset }
        let first = glyphs[range.lowerBound].cluster
        let next = range.upperBound < count ? glyphs[range.upperBound].cluster : byteCount
        return (byteOffset + Swift.min(first, next))..<(byteOffset + Swift.max(first, next))
    }
}
