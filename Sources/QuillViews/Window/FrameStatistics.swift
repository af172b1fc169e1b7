/// What the last frame cost: how many views were drawn, how many pixels were redrawn and how
/// many were moved for scrolled views.
public struct FrameStatistics: Hashable, Sendable {
    /// Views whose content was replayed into the framebuffer.
    public var viewsDrawn = 0
    /// Device pixels inside the redrawn regions.
    public var pixelsRedrawn = 0
    /// Regions redrawn.
    public var regions = 0
    /// Scrolled views whose pixels were moved instead of redrawn.
    public var regionsMoved = 0
    /// Device pixels moved (not redrawn) for scrolled views.
    public var pixelsMoved = 0
    /// Views whose content was rendered into a cached layer (`View.rasterizesContent`, or
    /// while animating).
    public var layersRendered = 0
    /// Views composited from their cached layer instead of being drawn.
    public var layersComposited = 0

    /// Creates empty statistics.
    public init() {}
}
