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
