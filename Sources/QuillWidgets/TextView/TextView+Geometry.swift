import QuillFoundation
import QuillGraphics
import QuillViews

extension TextView {
    /// The height of a line in the view's font, for an empty text.
    var fontLineHeight: Double { (font.size * 1.2).rounded(.up) }

    /// Where the caret before character `offset` is, in the content's coordinates.
    public func caretRect(at offset: Int) -> Rect {
        let (p, column) = document.location(of: offset)
        layOutParagraph(p)
        let paragraph = document.paragraphs[p], frame = paragraphFrame(p)
        guard let layout = paragraph.layout, !layout.lines.isEmpty else {
            return Rect(x: frame.minX, y: frame.minY, width: 2, height: fontLineHeight)
        }
        let lineIndex = paragraph.line(containing: column)
        let line = layout.lines[lineIndex]
        let x = paragraph.caretGeometry(ofLine: lineIndex)?.caretX(at: column - paragraph.lineStarts[lineIndex])
            ?? (line.isRightToLeft ? line.advanceWidth : 0)
        return Rect(x: frame.minX + line.originX + x, y: frame.minY + line.baseline - line.ascent, width: 2, height: line.height)
    }

    /// The character offset nearest a point in the content's coordinates.
    public func characterOffset(at point: Point) -> Int {
        let y = point.y - textContainerInset.top
        if y < 0 { return 0 }
        if y >= document.height { return document.count }
        let p = document.paragraph(atY: y)
        layOutParagraph(p)
        let paragraph = document.paragraphs[p]
        guard let layout = paragraph.layout, !layout.lines.isEmpty, !paragraph.characters.isEmpty else { return document.starts[p] }
        let localY = y - document.tops[p]
        var lineIndex = 0
        while lineIndex + 1 < layout.lines.count, layout.lines[lineIndex + 1].baseline - layout.lines[lineIndex + 1].ascent <= localY { lineIndex += 1 }
        let line = layout.lines[lineIndex]
        let x = point.x - paragraphFrame(p).minX - line.originX
        var column = (paragraph.caretGeometry(ofLine: lineIndex)?.offset(nearestX: x) ?? 0) + paragraph.lineStarts[lineIndex]
        // Past the end of a wrapped line the caret stays on it, before the space that wrapped.
        if lineIndex + 1 < paragraph.lineStarts.count, column >= paragraph.lineStarts[lineIndex + 1] { column = paragraph.lineStarts[lineIndex + 1] - 1 }
        return document.starts[p] + column
    }

    /// The character at `offset`, a line break between paragraphs, or `nil` past the end.
    func character(at offset: Int) -> Character? {
        guard offset >= 0, offset < document.count else { return nil }
        let (p, column) = document.location(of: offset)
        let characters = document.paragraphs[p].characters
        return column < characters.count ? characters[column] : "\n"
    }

    /// The start of the word at or before `offset` (`forward`: the end of the word at or after).
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        func isWord(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        var i = offset
        if forward {
            while i < document.count, !isWord(character(at: i)) { i += 1 }
            while i < document.count, isWord(character(at: i)) { i += 1 }
        } else {
            while i > 0, !isWord(character(at: i - 1)) { i -= 1 }
            while i > 0, isWord(character(at: i - 1)) { i -= 1 }
        }
        return i
    }

    /// The word around `offset` (the characters of one kind: letters and digits, spaces, or
    /// one other character).
    func wordRange(at offset: Int) -> Range<Int> {
        func kind(_ c: Character?) -> Int {
            guard let c, c != "\n" else { return -1 }
            return c.isLetter || c.isNumber || c == "_" ? 0 : c.isWhitespace ? 1 : 2
        }
        let k = kind(character(at: offset))
        guard k >= 0 else { return offset..<offset }
        var start = offset, end = offset + 1
        if k != 2 {
            while start > 0, kind(character(at: start - 1)) == k { start -= 1 }
            while end < document.count, kind(character(at: end)) == k { end += 1 }
        }
        return start..<end
    }

    /// The paragraph around `offset`, without its line break.
    func paragraphRange(at offset: Int) -> Range<Int> {
        let p = document.location(of: offset).paragraph
        return document.starts[p]..<document.starts[p] + document.paragraphs[p].characters.count
    }

    /// The start and end of the laid-out line showing the caret at `offset`.
    func lineRange(at offset: Int) -> Range<Int> {
        let (p, column) = document.location(of: offset)
        layOutParagraph(p)
        let paragraph = document.paragraphs[p], start = document.starts[p]
        let line = paragraph.line(containing: column)
        let lineStart = paragraph.lineStarts.isEmpty ? 0 : paragraph.lineStarts[line]
        let lineEnd = line + 1 < paragraph.lineStarts.count ? paragraph.lineStarts[line + 1] - 1 : paragraph.characters.count
        return start + lineStart..<start + Swift.max(lineStart, lineEnd)
    }

    /// Scrolls so the characters in `range` (the caret, for an empty range) show.
    public func scrollRangeToVisible(_ range: Range<Int>) {
        layoutIfNeeded()
        let caret = caretRect(at: range.upperBound)
        scrollRectIntoView(caret.insetBy(dx: -2, dy: -textContainerInset.top / 2))
    }
}
