/// Which operations of a recording are hidden, whole or in part, by opaque fills recorded after
/// them (`OcclusionPlanner`): a page's background under its cards, a card's background under
/// its cells. Drawing only the parts that stay visible gives the same bytes, since whatever a
/// hidden part drew is set again by the fill over it.
struct OcclusionPlan {
    /// For each operation: nil to draw it as recorded, empty to leave it out, or the device
    /// rectangles to draw it in (each under a clip of its own).
    var visibleParts: [[PixelRect]?]
    /// How many drawing operations are left out whole.
    var leftOut = 0
    /// How many are drawn only in their visible parts.
    var trimmed = 0
}
