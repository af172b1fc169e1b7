/// A rendered glyph: an 8-bit coverage mask and where it sits relative to the pen position
/// on the baseline, in device pixels.
public struct GlyphBitmap: Sendable {
    /// The mask's width in device pixels (0 for a blank glyph such as a space).
    public let width: Int
    /// The mask's height in device pixels.
    public let height: Int
    /// Pixels from the pen position to the mask's left edge.
    public let left: Int
    /// Pixels from the baseline up to the mask's top edge.
    public let top: Int
    /// `width * height` coverage values, row by row.
    public let coverage: [UInt8]
    /// For a colour glyph (emoji), `width * height` premultiplied RGBA pixels drawn as they are
    /// (the text colour does not apply); `nil` for ordinary glyphs.
    public var colorPixels: [UInt32]? = nil
}

extension GlyphBitmap {
    /// The mask without its rows more than `above` rows above the baseline or `below` rows from
    /// it downwards (row 0 is the first under the baseline): a malformed font's glyph that
    /// reaches past the font's own bounding box is cut to it.
    func limited(toRowsAbove above: Int, below: Int) -> GlyphBitmap {
        // Row i of the mask is i - top rows under the baseline.
        let first = Swift.max(0, top - above), end = Swift.min(height, top + below)
        guard first > 0 || end < height else { return self }
        guard first < end, width > 0 else { return GlyphBitmap(width: 0, height: 0, left: left, top: 0, coverage: []) }
        let rows = (first * width)..<(end * width)
        return GlyphBitmap(
            width: width, height: end - first, left: left, top: top - first, coverage: Array(coverage[rows]),
            colorPixels: colorPixels.map { Array($0[rows]) })
    }
}
