/// One glyph out of HarfBuzz, in font units.
struct ShapedGlyph: Sendable {
    /// The glyph index in the face.
    var glyph: UInt32
    /// The UTF-8 byte offset of the character cluster the glyph belongs to.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// Which of the layout's faces the glyph is from (0: the font's own face).
    var face: UInt8 = 0
    /// The bidi embedding level of its character (odd: right to left).
    var level: UInt8 = 0
}
