/// What the last frame cost: how many views were drawn and how many pixels were redrawn.
public struct FrameStatistics: Hashable, Sendable {
    /// Views whose content was replayed into the framebuffer.
    public var viewsDrawn = 0
    /// Device pixels inside the redrawn regions.
    public var pixelsRedrawn = 0
    /// Regions redrawn.
    public var regions = 0

    /// Creates empty statistics.
    public init() {}
}
