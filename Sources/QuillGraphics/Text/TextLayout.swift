import QuillFoundation

/// Text shaped and broken into lines: what a label measures and draws.
///
/// Paragraphs (split at newlines) are shaped once each with HarfBuzz; lines are then found
/// greedily at word boundaries (or between characters), and the last allowed line is
/// truncated with an ellipsis at the head, middle or tail when text remains.
public struct TextLayout: Sendable {
    /// The font's own face.
    public let face: FontFace
    /// Every face the glyphs come from: `face` first, then the fallbacks that drew characters
    /// it lacks (`FontLibrary.fallbackFace`), indexed by `TextLine.faces`.
    public let faces: [FontFace]
    /// The font the text was laid out with.
    public let font: Font
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// The vertical metrics used.
    public let metrics: FontMetrics
    /// The width lines were aligned within: the given width, or the widest line.
    public let layoutWidth: Double

    /// Lays out text.
    /// - Parameters:
    ///   - text: The text; `\n` starts a new paragraph.
    ///   - style: Font, alignment, line-break mode and line limit.
    ///   - maxWidth: The width to wrap or truncate at, or `nil` for one line per paragraph.
    ///   - library: Where fonts come from.
    /// - Throws: `QuillError` when the font cannot be loaded.
    public init(text: String, style: TextStyle, maxWidth: Double? = nil, library: FontLibrary = .shared) throws {
        let face = try library.face(for: style.font)
        self.face = face
        font = style.font
        let metrics = face.metrics(size: style.font.size)
        self.metrics = metrics
        let scale = style.font.size / Double(face.unitsPerEm)
        let width = maxWidth.map { Swift.max(0, $0) }
        let ellipsis = face.glyphIndex(for: "\u{2026}")
        let ellipsisWidth = Double(face.advance(of: ellipsis)) * scale
        let limit = style.numberOfLines > 0 ? style.numberOfLines : Int.max

        var builder = LineBuilder(scale: scale, ellipsis: ellipsis, ellipsisWidth: ellipsisWidth)
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var byteOffset = 0
        var fonts = FontRuns(primary: face, font: style.font, library: library)
        paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
            let isLastParagraph = index == paragraphs.count - 1
            let bidi = BidiParagraph(paragraph, prefersRightToLeft: style.layoutDirection == .rightToLeft)
            builder.baseLevel = bidi.isRightToLeft ? 1 : 0
            let glyphs = fonts.shape(paragraph, bidi: bidi)
            let run = ShapedParagraph(text: paragraph, glyphs: glyphs, scales: fonts.scales, byteOffset: byteOffset)
            byteOffset += paragraph.utf8.count + 1
            var start = 0
            repeat {
                let isLastAllowedLine = builder.lines.count == limit - 1
                if let width, isLastAllowedLine {
                    let moreFollows = !isLastParagraph
                    builder.addFinalLine(run, from: start, maxWidth: width, mode: style.lineBreakMode, moreFollows: moreFollows)
                    break paragraphLoop
                }
                let end = width.map { run.lineEnd(from: start, maxWidth: $0, byCharacter: style.lineBreakMode == .byCharWrapping) } ?? run.count
                builder.addLine(run, range: start..<end)
                start = end
            } while start < run.count
            if builder.lines.count >= limit { break }
        }

        faces = fonts.faces
        var lines = builder.lines
        let widest = lines.map(\.width).max() ?? 0
        layoutWidth = width ?? widest
        for i in lines.indices {
            lines[i].baseline = Double(i) * metrics.lineHeight + metrics.ascender
            let free = layoutWidth - lines[i].width
            switch style.alignment {
            case .left: lines[i].originX = 0
            case .center: lines[i].originX = free / 2
            case .right: lines[i].originX = free
            case .natural: lines[i].originX = lines[i].isRightToLeft || style.layoutDirection == .rightToLeft ? free : 0
            }
        }
        self.lines = lines
    }

    /// The size of the text's box: the widest line by the height of all lines.
    public var size: Size {
        Size(width: lines.map(\.width).max() ?? 0, height: Double(lines.count) * metrics.lineHeight)
    }

    /// Whether any line was cut short with an ellipsis.
    public var isTruncated: Bool { lines.contains { $0.isTruncated } }
}
