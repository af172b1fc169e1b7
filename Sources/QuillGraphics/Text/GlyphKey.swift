/// Identifies one rendered glyph in a face's cache.
struct GlyphKey: Hashable {
    /// The glyph index in the face.
    var glyph: UInt32
    /// The pixel size in 1/64 pixel.
    var pixelSize64: Int32
    /// The horizontal sub-pixel offset in quarters of a pixel (0...3).
    var subpixel: UInt8
}
