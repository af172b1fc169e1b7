import QuillFoundation
import QuillGraphics

/// Draws a window's view tree into its framebuffer, one damaged region at a time: clears the
/// region, then replays the cached display list of every visible view that touches it, back
/// to front, with each view's transform, clip and opacity.
@MainActor
struct Compositor {
    /// Redraws one region of a window.
    func composite(_ window: Window, region: PixelRect, baseTransform: Transform, rasterizer: Rasterizer, statistics: inout FrameStatistics) {
        rasterizer.resetState()
        rasterizer.concatenate(baseTransform)
        rasterizer.clip(to: region.rect.applying(baseTransform.inverted() ?? .identity))
        rasterizer.clear(region, to: window.backgroundColor ?? .white)
        statistics.regions += 1
        statistics.pixelsRedrawn += region.area
        // The window's own background is the clear colour; its content and subviews follow.
        window.lastDeviceRect = rasterizer.target.bounds
        window.displayIfNeeded()
        if let list = window.displayList, !list.isEmpty { rasterizer.draw(list) }
        for subview in window.subviews {
            draw(subview, parentTransform: baseTransform, region: region, rasterizer: rasterizer, statistics: &statistics)
        }
    }

    private func draw(_ view: View, parentTransform: Transform, region: PixelRect, rasterizer: Rasterizer, statistics: inout FrameStatistics) {
        if view.isHidden || view.alpha <= 0 { return }
        let local = view.transformToSuperview
        let transform = local.concatenating(parentTransform)
        let rect = Compositor.deviceRect(of: view, transform: transform)
        view.lastDeviceRect = rect
        let touchesRegion = rect.intersects(region)
        if !touchesRegion && (view.clipsToBounds || view.subviews.isEmpty) { return }

        rasterizer.save()
        rasterizer.concatenate(local)
        let grouped = view.alpha < 1
        if grouped { rasterizer.beginTransparencyLayer(opacity: view.alpha) }
        let bounds = view.bounds
        if touchesRegion {
            if let background = view.backgroundColor, background.alpha > 0 {
                if view.cornerRadius > 0 {
                    rasterizer.fill(Path(roundedRect: bounds, cornerRadius: view.cornerRadius), with: .color(background))
                } else {
                    rasterizer.fill(bounds, with: .color(background))
                }
            }
            view.displayIfNeeded()
            if let list = view.displayList, !list.isEmpty {
                rasterizer.save()
                // A view that clips to rounded corners clips its own content too (as a layer
                // with masksToBounds does): an image view with a corner radius is round.
                if view.clipsToBounds, view.cornerRadius > 0 {
                    rasterizer.clip(to: Path(roundedRect: bounds, cornerRadius: view.cornerRadius))
                } else {
                    rasterizer.clip(to: bounds)
                }
                rasterizer.draw(list)
                rasterizer.restore()
                statistics.viewsDrawn += 1
            }
        }
        if !view.subviews.isEmpty {
            rasterizer.save()
            if view.clipsToBounds {
                if view.cornerRadius > 0 {
                    rasterizer.clip(to: Path(roundedRect: bounds, cornerRadius: view.cornerRadius))
                } else {
                    rasterizer.clip(to: bounds)
                }
            }
            for subview in view.subviews {
                draw(subview, parentTransform: transform, region: region, rasterizer: rasterizer, statistics: &statistics)
            }
            rasterizer.restore()
        }
        if touchesRegion, view.borderWidth > 0, view.borderColor.alpha > 0 {
            rasterizer.strokeInside(bounds, cornerRadius: view.cornerRadius, lineWidth: view.borderWidth, with: .color(view.borderColor))
        }
        if grouped { rasterizer.endTransparencyLayer() }
        rasterizer.restore()
    }

    /// The device pixels a view's bounds cover, with a pixel of margin for anti-aliasing.
    static func deviceRect(of view: View, transform: Transform) -> PixelRect {
        let r = PixelRect(covering: view.bounds.applying(transform))
        if r.isEmpty { return r }
        return PixelRect(x: r.x - 1, y: r.y - 1, width: r.width + 2, height: r.height + 2)
    }

    /// Merges overlapping damage into few rectangles; when they cover most of the window,
    /// one full redraw is cheaper. Two rectangles that meet are merged only when their union is
    /// not much larger than they are (a scroll indicator beside a strip across the window stays
    /// apart from it); regions may then overlap, and the overlap is drawn twice, the same way.
    static func merge(_ rects: [PixelRect], within bounds: PixelRect) -> [PixelRect] {
        var pending = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        var merged: [PixelRect] = []
        while let next = pending.popLast() {
            var current = next
            var changed = true
            while changed {
                changed = false
                for i in stride(from: merged.count - 1, through: 0, by: -1) where merged[i].intersects(current) || touching(merged[i], current) {
                    let union = current.union(merged[i])
                    if merged[i].contains(current) || current.contains(merged[i]) || union.area * 3 <= (current.area + merged[i].area) * 4 {
                        current = union
                        merged.remove(at: i)
                        changed = true
                    }
                }
            }
            merged.append(current)
        }
        let total = merged.reduce(0) { $0 + $1.area }
        if total * 10 >= bounds.area * 6 { return bounds.isEmpty ? [] : [bounds] }
        return merged.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    private static func touching(_ a: PixelRect, _ b: PixelRect) -> Bool {
        PixelRect(x: a.x - 1, y: a.y - 1, width: a.width + 2, height: a.height + 2).intersects(b)
    }
}
