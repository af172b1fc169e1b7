import QuillFoundation

/// Text shaped and broken into lines: what a label measures and draws.
///
/// Paragraphs (split at newlines) are shaped once each with HarfBuzz; lines are then found
/// greedily at word boundaries (or between characters), and the last allowed line is
/// truncated with an ellipsis at the head, middle or tail when text remains. Attributed text
/// (`init(attributedText:…)`) may change font, size and spacing by run: a line is as tall as
/// its tallest font, and each paragraph takes the alignment and spacing of its first character.
public struct TextLayout: Sendable {
    /// The font's own face.
    public let face: FontFace
    /// The face of each slot the glyphs come from (`TextLine.faces`): `face` first, then the
    /// fonts of attributed runs and the fallbacks that drew characters a font lacks
    /// (`FontLibrary.fallbackFace`).
    public let faces: [FontFace]
    /// The size in points of each slot (a face can serve at several sizes).
    public let faceSizes: [Double]
    /// The font the text was laid out with (attributed runs may set others).
    public let font: Font
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// The vertical metrics of `font`.
    public let metrics: FontMetrics
    /// The width lines were aligned within: the given width, or the widest line.
    public let layoutWidth: Double
    /// The attributed text laid out, whose runs give colours, lines and links when drawn;
    /// `nil` for plain text.
    public let attributedText: AttributedText?

    /// Lays out text.
    /// - Parameters:
    ///   - text: The text; `\n` starts a new paragraph.
    ///   - style: Font, alignment, line-break mode and line limit.
    ///   - maxWidth: The width to wrap or truncate at, or `nil` for one line per paragraph.
    ///   - library: Where fonts come from.
    /// - Throws: `QuillError` when the font cannot be loaded.
    public init(text: String, style: TextStyle, maxWidth: Double? = nil, library: FontLibrary = .shared) throws {
        try self.init(text: text, attributed: nil, style: style, maxWidth: maxWidth, library: library)
    }

    /// Lays out attributed text: runs without a font use `style.font`; a paragraph without an
    /// alignment uses `style.alignment`.
    /// - Throws: `QuillError` when `style.font` cannot be loaded (a run's font that cannot be
    ///   loaded is reported and drawn in `style.font`).
    public init(attributedText: AttributedText, style: TextStyle, maxWidth: Double? = nil, library: FontLibrary = .shared) throws {
        try self.init(
            text: attributedText.string, attributed: attributedText.hasAttributes ? attributedText : nil, style: style, maxWidth: maxWidth,
            library: library)
    }

    private init(text: String, attributed: AttributedText?, style: TextStyle, maxWidth: Double?, library: FontLibrary) throws {
        let face = try library.face(for: style.font)
        self.face = face
        font = style.font
        attributedText = attributed
        let metrics = face.metrics(size: style.font.size)
        self.metrics = metrics
        let scale = style.font.size / Double(face.unitsPerEm)
        let width = maxWidth.map { Swift.max(0, $0) }
        let ellipsis = face.glyphIndex(for: "\u{2026}")
        let ellipsisWidth = Double(face.advance(of: ellipsis)) * scale

        var builder = LineBuilder(scale: scale, ellipsis: ellipsis, ellipsisWidth: ellipsisWidth)
        var fonts = FontRuns(primary: face, font: style.font, library: library)
        let paragraphs = TextLayout.breakLines(of: text, attributed: attributed, style: style, width: width, into: &builder, fonts: &fonts)

        faces = fonts.faces
        faceSizes = fonts.sizes
        var lines = builder.lines
        let widest = lines.map(\.width).max() ?? 0
        layoutWidth = width ?? widest
        TextLayout.place(
            &lines, paragraphs: paragraphs, metrics: metrics, slotMetrics: attributed != nil ? fonts.metrics : nil, layoutWidth: layoutWidth,
            style: style)
        self.lines = lines
    }

    /// The size `TextLayout(text:style:maxWidth:library:).size` has, found without keeping the
    /// lines: for measuring (a label's intrinsic size), where a layout of a long text at a
    /// narrow width would hold a line per character only to be thrown away.
    /// - Throws: `QuillError` when the font cannot be loaded.
    public static func measuredSize(text: String, style: TextStyle, maxWidth: Double?, library: FontLibrary = .shared) throws -> Size {
        try measuredSizes(text: text, style: style, maxWidth: maxWidth, alsoUnwrapped: false, library: library).size
    }

    /// `measuredSize(text:style:maxWidth:library:)` at `maxWidth` and with no width at all, from
    /// one shaping of the text (a wrapping label's height at its width and its width on one
    /// line, which Auto Layout asks for together). Without a line limit only (the style's
    /// `numberOfLines` is 0): a limit can stop the wrapped lines before the last paragraph.
    /// - Throws: `QuillError` when the font cannot be loaded.
    public static func measuredSizes(text: String, style: TextStyle, maxWidth: Double, library: FontLibrary = .shared) throws -> (wrapped: Size, unwrapped: Size) {
        precondition(style.numberOfLines == 0, "measuredSizes measures text without a line limit")
        let sizes = try measuredSizes(text: text, style: style, maxWidth: maxWidth, alsoUnwrapped: true, library: library)
        return (sizes.size, sizes.unwrapped ?? sizes.size)
    }

    private static func measuredSizes(
        text: String, style: TextStyle, maxWidth: Double?, alsoUnwrapped: Bool, library: FontLibrary
    ) throws -> (size: Size, unwrapped: Size?) {
        let face = try library.face(for: style.font)
        let metrics = face.metrics(size: style.font.size)
        let scale = style.font.size / Double(face.unitsPerEm)
        let ellipsis = face.glyphIndex(for: "\u{2026}")
        var builder = LineBuilder(scale: scale, ellipsis: ellipsis, ellipsisWidth: Double(face.advance(of: ellipsis)) * scale)
        builder.measuresOnly = true
        var unwrapped: LineBuilder? = alsoUnwrapped ? builder : nil
        var fonts = FontRuns(primary: face, font: style.font, library: library)
        _ = breakLines(
            of: text, attributed: nil, style: style, width: maxWidth.map { Swift.max(0, $0) }, into: &builder, alsoUnwrappedInto: &unwrapped,
            fonts: &fonts)
        // Plain text: every line is the font's line height, with no spacing between. The sum
        // is taken as `place` and `size` take it, so both give the same bits.
        func size(_ builder: LineBuilder) -> Size {
            guard builder.lineCount > 0 else { return Size(width: 0, height: 0) }
            var top = 0.0
            for _ in 1..<builder.lineCount { top += metrics.lineHeight }
            let lastBaseline = top + metrics.ascender
            return Size(width: builder.widestLine, height: lastBaseline - metrics.ascender + metrics.lineHeight)
        }
        return (size(builder), unwrapped.map(size))
    }

    /// The paragraph of each line, and each paragraph's first attributes.
    private struct ParagraphMap {
        var lineParagraphs: [Int] = []
        var paragraphAttributes: [TextAttributes] = []
    }

    /// Shapes the text paragraph by paragraph and breaks it into lines in `builder`, up to the
    /// style's line limit; the last allowed line is truncated when `width` is given.
    private static func breakLines(
        of text: String, attributed: AttributedText?, style: TextStyle, width: Double?, into builder: inout LineBuilder, fonts: inout FontRuns
    ) -> ParagraphMap {
        var none: LineBuilder?
        return breakLines(of: text, attributed: attributed, style: style, width: width, into: &builder, alsoUnwrappedInto: &none, fonts: &fonts)
    }

    /// `breakLines`, also putting each paragraph on one line of `unwrapped` (when there is one,
    /// and the style sets no line limit) from the same shaping.
    private static func breakLines(
        of text: String, attributed: AttributedText?, style: TextStyle, width: Double?, into builder: inout LineBuilder,
        alsoUnwrappedInto unwrapped: inout LineBuilder?, fonts: inout FontRuns
    ) -> ParagraphMap {
        let limit = style.numberOfLines > 0 ? style.numberOfLines : Int.max
        let paragraphs = TextLayout.paragraphs(of: text)
        var byteOffset = 0
        var map = ParagraphMap()
        paragraphLoop: for (index, substring) in paragraphs.enumerated() {
            let isLastParagraph = index == paragraphs.count - 1
            let utf8 = Array(substring.utf8)
            let byteCount = utf8.count
            let spans = attributed.map { TextLayout.spans(of: $0, paragraph: byteOffset..<(byteOffset + byteCount), font: style.font) } ?? []
            map.paragraphAttributes.append(attributed?.attributes(atByte: byteOffset) ?? .plain)
            let shaped = shape(utf8, spans: spans, prefersRightToLeft: style.layoutDirection == .rightToLeft, fonts: &fonts)
            builder.baseLevel = shaped.isRightToLeft ? 1 : 0
            var run = shaped.paragraph
            run.byteOffset = byteOffset
            byteOffset += byteCount + 1
            unwrapped?.addLine(run, range: 0..<run.count)
            var start = 0
            defer { while !builder.measuresOnly, map.lineParagraphs.count < builder.lineCount { map.lineParagraphs.append(index) } }
            repeat {
                let isLastAllowedLine = builder.lineCount == limit - 1
                if let width, isLastAllowedLine {
                    let moreFollows = !isLastParagraph
                    builder.addFinalLine(run, from: start, maxWidth: width, mode: style.lineBreakMode, moreFollows: moreFollows)
                    break paragraphLoop
                }
                let end = width.map { run.lineEnd(from: start, maxWidth: $0, byCharacter: style.lineBreakMode == .byCharWrapping) } ?? run.count
                builder.addLine(run, range: start..<end)
                start = end
            } while start < run.count
            if builder.lineCount >= limit { break }
        }
        return map
    }

    /// A paragraph's glyphs, breaks and direction: from the font library's cache when the same
    /// bytes were shaped from the same fonts before, else shaped here (and kept).
    private static func shape(
        _ utf8: [UInt8], spans: [StyledSpan], prefersRightToLeft: Bool, fonts: inout FontRuns
    ) -> ShapedParagraphCache.Entry {
        let cache = fonts.library.shapedParagraphs
        let key = ShapedParagraphCache.Key(utf8: utf8, prefersRightToLeft: prefersRightToLeft, spans: spans, slots: fonts.slots())
        if let entry = cache.entry(for: key) {
            fonts.adoptSlots(entry.addedSlots)
            return entry
        }
        let epoch = cache.epoch
        let slotsBefore = fonts.slotCount
        let paragraph = ParagraphText(utf8: utf8)
        let bidi = BidiParagraph(paragraph, prefersRightToLeft: prefersRightToLeft)
        let glyphs = fonts.shape(paragraph, bidi: bidi, spans: spans)
        let entry = ShapedParagraphCache.Entry(
            paragraph: ShapedParagraph(text: paragraph, glyphs: glyphs, scales: fonts.scales, byteOffset: 0), isRightToLeft: bidi.isRightToLeft,
            addedSlots: fonts.slots(from: slotsBefore))
        // A layout that met a problem keeps nothing more: its later paragraphs are shaped again
        // each time too (the problem is then reported again, as a cold layout reports it).
        if !fonts.sawProblem { cache.insert(entry, for: key, epoch: epoch) }
        return entry
    }

    /// The text's paragraphs: the stretches between line feeds. A carriage return and line feed
    /// is one character (`Character`) and does not end a paragraph, as `split(separator:)` by
    /// character has it; found by byte, as a walk by character costs a hundred times more.
    static func paragraphs(of text: String) -> [Substring] {
        var paragraphs: [Substring] = []
        var start = text.startIndex
        var previous: UInt8 = 0
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A, previous != 0x0D {
                paragraphs.append(text[start..<index])
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        paragraphs.append(text[start...])
        return paragraphs
    }

    /// Places the lines top to bottom, spaced by their paragraphs' line and paragraph spacing,
    /// and aligns each within `layoutWidth`. `slotMetrics` (attributed text only) are the
    /// metrics of each font slot.
    private static func place(
        _ lines: inout [TextLine], paragraphs: ParagraphMap, metrics: FontMetrics, slotMetrics: [FontMetrics]?, layoutWidth: Double,
        style: TextStyle
    ) {
        let lineParagraphs = paragraphs.lineParagraphs, paragraphAttributes = paragraphs.paragraphAttributes
        var top = 0.0
        for i in lines.indices {
            let lineMetrics = TextLayout.lineMetrics(of: lines[i], slotMetrics: slotMetrics) ?? metrics
            let paragraph = i < lineParagraphs.count ? lineParagraphs[i] : 0
            let attributes = paragraph < paragraphAttributes.count ? paragraphAttributes[paragraph] : .plain
            if i > 0 {
                let sameParagraph = i - 1 < lineParagraphs.count && lineParagraphs[i - 1] == paragraph
                let previous = lineParagraphs.indices.contains(i - 1) ? paragraphAttributes[lineParagraphs[i - 1]] : .plain
                top += sameParagraph ? Swift.max(0, attributes.lineSpacing ?? 0) : Swift.max(0, previous.paragraphSpacing ?? 0)
            }
            lines[i].ascent = lineMetrics.ascender
            lines[i].height = lineMetrics.lineHeight
            lines[i].baseline = top + lineMetrics.ascender
            top += lineMetrics.lineHeight
            let free = layoutWidth - lines[i].width
            switch attributes.alignment ?? style.alignment {
            case .left: lines[i].originX = 0
            case .center: lines[i].originX = free / 2
            case .right: lines[i].originX = free
            case .natural: lines[i].originX = lines[i].isRightToLeft || style.layoutDirection == .rightToLeft ? free : 0
            }
        }
    }

    /// A line is as tall as the tallest font among its glyphs; `nil` (the layout's font) when
    /// it has none, or when the text is plain (no `slotMetrics`).
    private static func lineMetrics(of line: TextLine, slotMetrics: [FontMetrics]?) -> FontMetrics? {
        guard let slotMetrics else { return nil }
        let slots = Set(line.faces)
        guard !slots.isEmpty else { return nil }
        return FontMetrics(
            ascender: slots.map { slotMetrics[Int($0)].ascender }.max()!,
            descender: slots.map { slotMetrics[Int($0)].descender }.max()!,
            lineGap: slots.map { slotMetrics[Int($0)].lineGap }.max()!)
    }

    /// The stretches of a paragraph (UTF-8 range of the whole text) by font and spacing.
    private static func spans(of text: AttributedText, paragraph: Range<Int>, font: Font) -> [StyledSpan] {
        var spans: [StyledSpan] = []
        guard var index = text.runIndex(atByte: paragraph.lowerBound) else { return spans }
        while index < text.runs.count, text.runs[index].byteRange.lowerBound < paragraph.upperBound {
            let run = text.runs[index]
            let range = run.byteRange.clamped(to: paragraph)
            let a = run.attributes
            let span = StyledSpan(
                range: (range.lowerBound - paragraph.lowerBound)..<(range.upperBound - paragraph.lowerBound), font: a.font ?? font,
                kern: a.kern ?? 0, baselineOffset: a.baselineOffset ?? 0)
            if let last = spans.last, last.font == span.font, last.kern == span.kern, last.baselineOffset == span.baselineOffset,
                last.range.upperBound == span.range.lowerBound
            {
                spans[spans.count - 1].range = last.range.lowerBound..<span.range.upperBound
            } else if !span.range.isEmpty {
                spans.append(span)
            }
            index += 1
        }
        return spans
    }

    /// The size of the text's box: the widest line by the height of all lines.
    public var size: Size {
        guard let last = lines.last else { return Size(width: 0, height: 0) }
        return Size(width: lines.map(\.width).max() ?? 0, height: last.baseline - last.ascent + last.height)
    }

    /// The first line's baseline from the top of the text (the font's ascender when empty).
    public var firstBaseline: Double { lines.first?.baseline ?? metrics.ascender }

    /// The distance from the last line's baseline to the bottom of the text.
    public var lastBaselineFromBottom: Double {
        guard let last = lines.last else { return metrics.descender + metrics.lineGap }
        return size.height - last.baseline
    }

    /// Whether any line was cut short with an ellipsis.
    public var isTruncated: Bool { lines.contains { $0.isTruncated } }
}
