/// One colour scaled by every coverage from 0 to 255 (`scalePixel(color, c)`), made again only
/// when the colour changes: text is mostly drawn in a few colours, glyph after glyph, and each
/// pixel of a glyph's edge then costs a lookup instead of a multiply.
final class ScaledColorTable {
    /// The colour the table holds, premultiplied.
    private(set) var color: UInt32 = 0
    /// 256 entries: `values[c] == scalePixel(color, c)`.
    let values: UnsafeMutablePointer<UInt32>

    init() {
        values = .allocate(capacity: 256)
        for c in 0..<256 { values[c] = 0 }
    }

    deinit { values.deallocate() }

    /// The table for `newColor`, made now if it holds another colour.
    func scaling(_ newColor: UInt32) -> UnsafePointer<UInt32> {
        if newColor != color {
            color = newColor
            for c in 0..<256 { values[c] = scalePixel(newColor, UInt32(c)) }
        }
        return UnsafePointer(values)
    }
}
