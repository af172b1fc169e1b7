/// Vertical metrics of a font at a size, in points.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the tallest glyphs.
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the lowest glyphs (positive).
    public var descender: Double
    /// Extra space between lines recommended by the font.
    public var lineGap: Double

    /// The distance between the baselines of consecutive lines.
    public var lineHeight: Double { ascender + descender + lineGap }
}
