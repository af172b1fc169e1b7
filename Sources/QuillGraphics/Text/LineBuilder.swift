import QuillFoundation

/// Collects lines, with truncation of the last allowed one.
struct LineBuilder {
    let scale: Double
    let ellipsis: UInt32
    let ellipsisWidth: Double
    var lines: [TextLine] = []
    /// When set, lines are counted and measured but not kept (`TextLayout.measuredSize`): a
    /// label measuring a megabyte of text at a narrow width kept a million lines it never drew.
    var measuresOnly = false
    /// The lines made so far, kept or not.
    private(set) var lineCount = 0
    /// The widest line made so far, trailing spaces excluded.
    private(set) var widestLine = -Double.infinity
    /// The level of the paragraph being laid out: 1 when it runs right to left.
    var baseLevel: UInt8 = 0

    /// What each glyph of the line being built needs to be placed again in visual order.
    private struct Placement {
        var advance: Double
        var offset: Double
        var level: UInt8
    }
    private var placements: [Placement] = []

    init(scale: Double, ellipsis: UInt32, ellipsisWidth: Double) {
        self.scale = scale
        self.ellipsis = ellipsis
        self.ellipsisWidth = ellipsisWidth
    }

    /// Appends glyphs as one line; trailing spaces are kept but not counted in the width.
    mutating func addLine(_ run: ShapedParagraph, range: Range<Int>) {
        var line = TextLine(
            glyphs: [], xPositions: [], yOffsets: [], width: run.trimmedWidth(range), originX: 0, baseline: 0,
            byteRange: run.byteRange(range), isTruncated: false)
        var x = 0.0
        append(run, range, to: &line, x: &x)
        line.advanceWidth = x
        finish(&line)
    }

    /// Orders a line's glyphs visually (rule L2 of the bidi algorithm) when any of them runs
    /// right to left, placing them again from the left, and appends it.
    private mutating func finish(_ line: inout TextLine) {
        line.isRightToLeft = baseLevel % 2 == 1
        defer {
            placements.removeAll(keepingCapacity: true)
            lineCount += 1
            widestLine = Swift.max(widestLine, line.width)
            if !measuresOnly { lines.append(line) }
        }
        guard line.isRightToLeft || placements.contains(where: { $0.level % 2 == 1 }) else { return }
        let order = BidiParagraph.visualOrder(placements.map(\.level))
        let glyphs = line.glyphs, faces = line.faces, clusters = line.clusters, yOffsets = line.yOffsets
        var x = 0.0
        for (position, index) in order.enumerated() {
            line.advances[position] = placements[index].advance
            line.levels[position] = placements[index].level
            line.glyphs[position] = glyphs[index]
            line.faces[position] = faces[index]
            line.clusters[position] = clusters[index]
            line.yOffsets[position] = yOffsets[index]
            line.xPositions[position] = x + placements[index].offset
            x += placements[index].advance
        }
    }

    /// Appends the last line the limit allows, truncating it when the rest does not fit.
    mutating func addFinalLine(_ run: ShapedParagraph, from start: Int, maxWidth: Double, mode: LineBreakMode, moreFollows: Bool) {
        let rest = start..<run.count
        let fits = run.trimmedWidth(rest) <= maxWidth + 0.001
        switch mode {
        case .byClipping:
            addLine(run, range: rest)
            return
        case .byWordWrapping, .byCharWrapping:
            addLine(run, range: start..<run.lineEnd(from: start, maxWidth: maxWidth, byCharacter: mode == .byCharWrapping))
            return
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            if fits && !moreFollows {
                addLine(run, range: rest)
                return
            }
        }
        let budget = Swift.max(0, maxWidth - ellipsisWidth)
        // When later paragraphs are cut, the text is shortened at its end whatever the mode,
        // so the ellipsis shows that more follows.
        let effectiveMode = (fits && moreFollows) ? LineBreakMode.byTruncatingTail : mode
        var head = start..<start, tail = run.count..<run.count
        switch effectiveMode {
        case .byTruncatingHead:
            tail = takeFromEnd(run, lowerLimit: start, budget: budget)
        case .byTruncatingMiddle:
            head = takeFromStart(run, from: start, budget: budget / 2)
            tail = takeFromEnd(run, lowerLimit: head.upperBound, budget: budget - run.trimmedWidth(head))
        default:
            head = takeFromStart(run, from: start, budget: budget)
        }
        var headEnd = head.upperBound
        while headEnd > head.lowerBound, run.isSpace[headEnd - 1] { headEnd -= 1 }
        head = head.lowerBound..<headEnd
        var tailStart = tail.lowerBound
        while tailStart < tail.upperBound, run.isSpace[tailStart] { tailStart += 1 }
        tail = tailStart..<tail.upperBound

        var line = TextLine(
            glyphs: [], xPositions: [], yOffsets: [], width: 0, originX: 0, baseline: 0,
            byteRange: run.byteRange(start..<run.count), isTruncated: true)
        var x = 0.0
        append(run, head, to: &line, x: &x)
        line.glyphs.append(ellipsis)
        line.xPositions.append(x)
        line.yOffsets.append(0)
        line.clusters.append(-1)
        line.faces.append(0)
        line.advances.append(ellipsisWidth)
        line.levels.append(baseLevel)
        placements.append(Placement(advance: ellipsisWidth, offset: 0, level: baseLevel))
        x += ellipsisWidth
        append(run, tail, to: &line, x: &x)
        line.width = x
        line.advanceWidth = x
        finish(&line)
    }

    private func takeFromStart(_ run: ShapedParagraph, from start: Int, budget: Double) -> Range<Int> {
        var x = 0.0, end = start, i = start
        while i < run.count {
            x += run.advances[i]
            if x > budget + 0.001 { break }
            i += 1
            if run.isClusterStart(i) { end = i }
        }
        return start..<end
    }

    private func takeFromEnd(_ run: ShapedParagraph, lowerLimit: Int, budget: Double) -> Range<Int> {
        var x = 0.0, begin = run.count, i = run.count
        while i > lowerLimit {
            x += run.advances[i - 1]
            if x > budget + 0.001 { break }
            i -= 1
            if run.isClusterStart(i) { begin = i }
        }
        return begin..<run.count
    }

    private mutating func append(_ run: ShapedParagraph, _ range: Range<Int>, to line: inout TextLine, x: inout Double) {
        // One allocation per array rather than a few growths each.
        let total = line.glyphs.count + range.count + 1
        line.glyphs.reserveCapacity(total)
        line.xPositions.reserveCapacity(total)
        line.yOffsets.reserveCapacity(total)
        line.clusters.reserveCapacity(total)
        line.faces.reserveCapacity(total)
        line.advances.reserveCapacity(total)
        line.levels.reserveCapacity(total)
        placements.reserveCapacity(total)
        for i in range {
            let g = run.glyphs[i]
            let scale = run.scales[Int(g.face)]
            placements.append(Placement(advance: run.advances[i], offset: Double(g.xOffset) * scale, level: g.level))
            line.glyphs.append(g.glyph)
            line.xPositions.append(x + Double(g.xOffset) * scale)
            line.yOffsets.append(Double(g.yOffset) * scale)
            line.clusters.append(run.byteOffset + g.cluster)
            line.faces.append(g.face)
            line.advances.append(run.advances[i])
            line.levels.append(g.level)
            x += run.advances[i]
        }
    }
}
