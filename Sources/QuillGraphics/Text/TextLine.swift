import QuillFoundation

/// One laid-out line of text: glyphs with positions relative to the line's origin on the
/// baseline, in points.
public struct TextLine: Sendable {
    /// Glyph indices in the face.
    public var glyphs: [UInt32]
    /// Horizontal glyph positions from the line's left edge.
    public var xPositions: [Double]
    /// Vertical glyph offsets from the baseline (positive is up, as in fonts).
    public var yOffsets: [Double]
    /// The UTF-8 byte offset in the source text of each glyph's character cluster (-1 for an
    /// inserted ellipsis), for mapping between text positions and x positions.
    public var clusters: [Int] = []
    /// The advance of each glyph; glyph `i`'s pen position is the sum of the advances before it.
    public var advances: [Double] = []
    /// The bidi embedding level of each glyph: odd levels run right to left.
    public var levels: [UInt8] = []
    /// Which of the layout's `faces` each glyph is drawn with (0 is the font's own face; others
    /// are fallbacks for characters it lacks).
    public var faces: [UInt8] = []
    /// The advance width of the line, trailing spaces excluded.
    public var width: Double
    /// The advance width of the line including trailing spaces (where a caret after them goes).
    public var advanceWidth = 0.0
    /// The left edge of the line within the layout (alignment applied).
    public var originX: Double
    /// The baseline's distance from the top of the layout.
    public var baseline: Double
    /// The line's height above its baseline (its tallest font's ascender).
    public var ascent = 0.0
    /// The line's height: ascender, descender and line gap of its tallest font.
    public var height = 0.0
    /// The UTF-8 byte range of the source text the line shows (before any ellipsis).
    public var byteRange: Range<Int>
    /// Whether an ellipsis replaced part of the text.
    public var isTruncated: Bool
    /// Whether the line's paragraph runs right to left (its first strong character is Arabic,
    /// Hebrew…): `.natural` alignment puts it on the right. Glyphs are in visual order either way.
    public var isRightToLeft = false
}
