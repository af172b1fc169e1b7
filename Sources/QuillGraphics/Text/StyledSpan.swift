import QuillFoundation

/// A stretch of a paragraph laid out in one font with one spacing: what `FontRuns` needs of an
/// attributed text's runs (colours and lines are drawn later, from the runs themselves).
struct StyledSpan: Hashable {
    /// UTF-8 offsets from the paragraph's start.
    var range: Range<Int>
    var font: Font
    /// Extra advance after each character, in points.
    var kern: Double
    /// How far glyphs are raised, in points.
    var baselineOffset: Double
}
