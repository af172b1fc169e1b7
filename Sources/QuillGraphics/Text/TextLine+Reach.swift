import QuillFoundation

extension TextLine {
    /// Whether any glyph of the line, drawn upright with its baseline on device row
    /// `baselineY`, can touch a pixel of `clip`: each glyph reaches at most `glyphRowReach`
    /// rows above and below its baseline, moved by its own vertical offset (rounded as the
    /// glyphs are placed).
    func reaches(_ clip: PixelRect, baselineY: Int, scale: Double, glyphRowReach reach: (above: Int, below: Int)) -> Bool {
        guard !clip.isEmpty, !glyphs.isEmpty else { return false }
        var highest = 0.0, lowest = 0.0
        for offset in yOffsets {
            highest = Swift.max(highest, offset)
            lowest = Swift.min(lowest, offset)
        }
        // A glyph's rows start at baselineY - offset - top; rounding is monotonic, so the
        // extreme offsets give the extreme rows.
        let top = baselineY - Int(saturating: highest * scale, rounding: .toNearestOrAwayFromZero) - reach.above
        let bottom = baselineY - Int(saturating: lowest * scale, rounding: .toNearestOrAwayFromZero) + reach.below
        return bottom > clip.y && top < clip.maxY
    }
}
