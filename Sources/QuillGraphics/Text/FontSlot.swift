import QuillFoundation

/// One slot of a layout's fonts (`FontRuns`): a face at a size, asked for by a font, with the
/// line metrics its glyphs ask for. Two slots are equal when they are the same face (the same
/// object) at the same size for the same font, with the same metrics: what a paragraph's
/// shaping depends on.
struct FontSlot: Hashable {
    let face: FontFace
    let size: Double
    /// Points per font unit.
    let scale: Double
    let metrics: FontMetrics
    /// The font the slot was asked for by (a fallback slot: the font it stands in for).
    let requestedFont: Font

    static func == (a: FontSlot, b: FontSlot) -> Bool {
        a.face === b.face && a.size == b.size && a.scale == b.scale && a.metrics == b.metrics && a.requestedFont == b.requestedFont
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(size)
        hasher.combine(requestedFont)
    }
}
