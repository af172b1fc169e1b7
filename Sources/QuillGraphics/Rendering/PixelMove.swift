import QuillFoundation

/// Pixels moved inside a rectangle by whole pixels, as a scrolled view's content moves in the
/// framebuffer (`Bitmap.movePixels(in:dx:dy:)`): what a platform backend repeats where the
/// pixels already are (the X server) instead of sending them again.
public struct PixelMove: Hashable, Sendable {
    /// The rectangle the move happens in; nothing outside it changes.
    public var region: PixelRect
    /// Columns moved right (negative: left).
    public var dx: Int
    /// Rows moved down (negative: up).
    public var dy: Int

    /// Creates a move of the pixels inside `region` by `dx` columns and `dy` rows.
    public init(region: PixelRect, dx: Int, dy: Int) {
        self.region = region
        self.dx = dx
        self.dy = dy
    }

    /// Where the moved pixels land: the part of `region` that the move fills from inside it
    /// (empty when the move is as large as the region).
    public var destination: PixelRect {
        // Magnitudes, not abs(_:), which traps for Int.min.
        guard dx.magnitude < UInt(region.width), dy.magnitude < UInt(region.height) else { return .empty }
        return PixelRect(
            x: region.x + Swift.max(0, dx), y: region.y + Swift.max(0, dy),
            width: region.width - Int(dx.magnitude), height: region.height - Int(dy.magnitude))
    }

    /// Where the moved pixels come from: `destination` shifted back by the move.
    public var source: PixelRect {
        let d = destination
        guard !d.isEmpty else { return .empty }
        return PixelRect(x: d.x - dx, y: d.y - dy, width: d.width, height: d.height)
    }
}
