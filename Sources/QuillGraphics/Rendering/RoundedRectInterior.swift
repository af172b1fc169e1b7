import QuillFoundation

/// The pixels a rounded rectangle covers whole, whatever its corners: the two rectangles inside
/// its straight edges (inset by the radius across, then down), as a clip's mask or a fill's
/// coverage holds them. Each is cut to the pixels lying wholly inside it, so the anti-aliased
/// edges, and the corners, are never in them.
enum RoundedRectInterior {
    /// The whole-coverage rectangles of `rect` rounded by `cornerRadius` (capped at half the
    /// shorter side, as `Path(roundedRect:)` does), drawn under `transform`; empty when the
    /// transform is not axis-aligned (the shape is then turned) or the rectangle is degenerate.
    static func pixels(of rect: Rect, cornerRadius: Double, corners: RectCorner, transform: Transform) -> [PixelRect] {
        guard transform.isAxisAligned, !rect.isNull else { return [] }
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, cornerRadius.isFinite || corners.isEmpty else { return [] }
        let radius = corners.isEmpty ? 0 : Swift.max(0, Swift.min(cornerRadius, Swift.min(r.width, r.height) / 2))
        let across = Rect(x: r.minX + radius, y: r.minY, width: r.width - 2 * radius, height: r.height)
        let down = Rect(x: r.minX, y: r.minY + radius, width: r.width, height: r.height - 2 * radius)
        return [across, down].compactMap { part -> PixelRect? in
            let inside = PixelRect(inside: part.applying(transform))
            return inside.isEmpty ? nil : inside
        }
    }
}
