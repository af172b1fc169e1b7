import QuillFoundation
import QuillGraphics

/// Draws a window's view tree into its framebuffer, one damaged region at a time: clears the
/// region, then replays the cached display list of every visible view that touches it, back
/// to front, with each view's transform, clip and opacity.
///
/// The view tree is walked on the main thread into a recording of the rasterizer's calls; a
/// large region's pixels are then drawn in bands on several threads (`BandedRenderer`), with
/// the bytes one thread would draw.
@MainActor
struct Compositor {
    /// Device pixels per point of the window being drawn.
    var baseScale = 1.0
    /// Where each region's drawing is recorded (kept, with its storage, between regions).
    private let recorder = RasterRecorder()
    /// Draws recorded regions, on several threads when they are large.
    let renderer = BandedRenderer(threadCount: 1)

    /// Redraws one region of a window.
    func composite(_ window: Window, region: PixelRect, baseTransform: Transform, rasterizer: Rasterizer, statistics: inout FrameStatistics) {
        recorder.removeAll()
        recorder.resetState()
        // Cleared first, in device pixels: a band drawn on another thread then needs nothing
        // from the frame before.
        recorder.clear(region, to: window.backgroundColor ?? .white)
        recorder.concatenate(baseTransform)
        recorder.clip(to: region.rect.applying(baseTransform.inverted() ?? .identity))
        statistics.regions += 1
        statistics.pixelsRedrawn += region.area
        // The window's own background is the clear colour; its content and subviews follow.
        window.lastDeviceRect = rasterizer.target.bounds
        window.displayIfNeeded()
        if let list = window.displayList, !list.isEmpty { recorder.draw(list) }
        let shift = window.placesShift
        window.subviews.forEachUnretained { subview in
            draw(subview, parentTransform: baseTransform, region: region, canvas: recorder, statistics: &statistics, ancestorsShift: shift)
        }
        renderer.render(recorder, region: region, into: rasterizer)
    }

    /// Draws a view and its subviews, as they look now, into pixels of their own (a drag's
    /// picture), without touching the window's frame; at most `limit` points of it, from its
    /// top-left corner.
    static func snapshot(of view: View, scale: Double, limit: Size) -> Bitmap {
        let size = Size(width: Swift.min(view.bounds.width, limit.width), height: Swift.min(view.bounds.height, limit.height))
        let width = Swift.max(1, Int((size.width * scale).rounded(.up))), height = Swift.max(1, Int((size.height * scale).rounded(.up)))
        let layer = Rasterizer(width: width, height: height)
        let transform = Transform(translationX: -view.bounds.minX, y: -view.bounds.minY).concatenating(Transform(scaleX: scale, y: scale))
        let recorder = RasterRecorder()
        recorder.concatenate(transform)
        var compositor = Compositor()
        compositor.baseScale = scale
        var statistics = FrameStatistics()
        compositor.drawContents(
            view, transform: transform, touchesRegion: true, region: layer.target.bounds, canvas: recorder, statistics: &statistics, recordsPlaces: false,
            ancestorsShift: .zero)
        layer.replay(recorder.operations)
        return layer.target
    }

    /// Draws a view and its subtree; `ancestorsShift` is the sum of its ancestors'
    /// `placesShift` (the places it notes are stored less that: see `View.lastDeviceRect`).
    private func draw(
        _ view: View, parentTransform: Transform, region: PixelRect, canvas: RasterRecorder, statistics: inout FrameStatistics,
        recordsPlaces: Bool = true, ancestorsShift: PixelShift
    ) {
        if view.isHidden || view.alpha <= 0 { return }
        let local = view.transformToSuperview
        let transform = local.concatenating(parentTransform)
        // A view keeping its rendered content is composited from it (not inside another
        // view's cached content, which is drawn once anyway).
        if recordsPlaces, view.rasterizesContentNow,
            drawCached(view, transform: transform, region: region, canvas: canvas, statistics: &statistics, ancestorsShift: ancestorsShift)
        {
            return
        }
        let rect = Compositor.deviceRect(of: view, transform: transform)
        if recordsPlaces {
            view.storedDeviceRect = rect.offsetBy(-ancestorsShift)
            view.drawnFromLayerCache = false
        }
        let touchesRegion = rect.intersects(region)
        if !touchesRegion {
            // A subtree inside a view that misses the region misses it too (a table's or a
            // grid's cells, when a scroll redraws a strip elsewhere): it is not walked.
            if view.clipsToBounds || view.subviews.isEmpty || view.subtreeStaysInBounds { return }
            // A subtree none of whose views touches the region draws nothing: only its places
            // are noted (a scrolled strip's frame recorded, and replayed, a save, a transform
            // and a restore for every view on screen).
            if !Self.subtreeTouches(view, transform: transform, region: region, recordsPlaces: recordsPlaces, shift: ancestorsShift + view.placesShift) {
                return
            }
        }

        canvas.save()
        canvas.concatenate(local)
        let grouped = view.alpha < 1
        if grouped {
            // The group's layer is cleared and blended only where the subtree can draw.
            let extent = PixelRect(covering: LayerCache.extent(of: view).applying(transform))
            canvas.clip(toDevice: PixelRect(x: extent.x - 1, y: extent.y - 1, width: extent.width + 2, height: extent.height + 2))
            canvas.beginTransparencyLayer(opacity: view.alpha)
        }
        drawContents(
            view, transform: transform, touchesRegion: touchesRegion, region: region, canvas: canvas, statistics: &statistics,
            recordsPlaces: recordsPlaces, ancestorsShift: ancestorsShift)
        if grouped { canvas.endTransparencyLayer() }
        canvas.restore()
    }

    /// Whether any view below `view` (drawn with `transform`) would touch `region`, noting each
    /// one's place as `draw` does on the way (with `recordsPlaces`). Stops at the first that
    /// touches (`draw` then walks the subtree again) and at a view keeping its rendered content
    /// (said to touch: `drawCached` notes its places). A subview whose own subtree stays
    /// inside its bounds (`subtreeStaysInBounds`) is not walked below when it misses the region
    /// itself: nothing under it can reach it, and its places are left as they were.
    /// `shift` is the sum of the `placesShift` of the subviews' ancestors.
    private static func subtreeTouches(_ view: View, transform: Transform, region: PixelRect, recordsPlaces: Bool, shift: PixelShift) -> Bool {
        view.subviews.firstUnretained { subview in
            if subview.isHidden || subview.alpha <= 0 { return false }
            let subviewTransform = subview.transformToSuperview.concatenating(transform)
            if recordsPlaces, subview.rasterizesContentNow { return true }
            let rect = deviceRect(of: subview, transform: subviewTransform)
            if recordsPlaces {
                subview.storedDeviceRect = rect.offsetBy(-shift)
                subview.drawnFromLayerCache = false
            }
            if rect.intersects(region) { return true }
            return !subview.clipsToBounds && !subview.subtreeStaysInBounds
                && subtreeTouches(subview, transform: subviewTransform, region: region, recordsPlaces: recordsPlaces, shift: shift + subview.placesShift)
        } != nil
    }

    /// Draws a view's background, content, subviews and border; the rasterizer's transform
    /// maps the view's bounds (`transform` is the same, for finding subviews' device rects).
    private func drawContents(
        _ view: View, transform: Transform, touchesRegion: Bool, region: PixelRect, canvas: RasterRecorder,
        statistics: inout FrameStatistics, recordsPlaces: Bool, ancestorsShift: PixelShift
    ) {
        let bounds = view.bounds
        if touchesRegion, recordsPlaces, view.backdropBlurRadius > 0, let rect = view.storedDeviceRect?.offsetBy(ancestorsShift) {
            // A material blurs what is drawn behind it (not inside a cached layer, which has no
            // backdrop); its whole rectangle is redrawn whenever any of it is (see
            // `Window.damageBackdrops`).
            canvas.blurDrawnPixels(in: rect, radius: Int((view.backdropBlurRadius * baseScale).rounded()))
        }
        if touchesRegion {
            if let background = view.backgroundColor, background.alpha > 0 {
                if view.cornerRadius > 0 {
                    canvas.fill(roundedRect: bounds, cornerRadius: view.cornerRadius, corners: view.maskedCorners, with: .color(background))
                } else {
                    canvas.fill(bounds, with: .color(background))
                }
            }
            view.displayIfNeeded()
            if let list = view.displayList, !list.isEmpty {
                canvas.save()
                // A view that clips to rounded corners clips its own content too (as a layer
                // with masksToBounds does): an image view with a corner radius is round.
                if view.clipsToBounds, view.cornerRadius > 0 {
                    canvas.clip(toRoundedRect: bounds, cornerRadius: view.cornerRadius, corners: view.maskedCorners)
                } else {
                    canvas.clip(to: bounds)
                }
                canvas.draw(list)
                canvas.restore()
                statistics.viewsDrawn += 1
            }
        }
        if !view.subviews.isEmpty {
            canvas.save()
            if view.clipsToBounds {
                if view.cornerRadius > 0 {
                    canvas.clip(toRoundedRect: bounds, cornerRadius: view.cornerRadius, corners: view.maskedCorners)
                } else {
                    canvas.clip(to: bounds)
                }
            }
            let shift = ancestorsShift + view.placesShift
            if recordsPlaces, view.subviews.count >= SubviewBox.minimumSubviewCount {
                drawSubviewsTouching(
                    region, of: view, transform: transform, canvas: canvas, statistics: &statistics, ancestorsShift: shift)
            } else {
                view.subviews.forEachUnretained { subview in
                    draw(
                        subview, parentTransform: transform, region: region, canvas: canvas, statistics: &statistics, recordsPlaces: recordsPlaces,
                        ancestorsShift: shift)
                }
            }
            canvas.restore()
        }
        if touchesRegion, view.borderWidth > 0, view.borderColor.alpha > 0 {
            canvas.strokeInside(bounds, cornerRadius: view.cornerRadius, corners: view.maskedCorners, lineWidth: view.borderWidth, with: .color(view.borderColor))
        }
    }

    /// Draws the subviews of a view with many (a table's or a grid's cells), passing over those
    /// whose boxes (`View.subviewBoxes`) say they are hidden or hold their whole subtree away
    /// from the region, without visiting them. Their noted places stay right without being
    /// noted again: a view's place changes only when it or an ancestor moves, which damages
    /// where it is (and so it touches a region and is visited), or when a scroll moves its
    /// pixels, which `placesShift` accounts for.
    private func drawSubviewsTouching(
        _ region: PixelRect, of view: View, transform: Transform, canvas: RasterRecorder, statistics: inout FrameStatistics,
        ancestorsShift: PixelShift
    ) {
        let boxes = view.currentSubviewBoxes()
        let subviews = view.subviews
        let far = Self.farBeyond(region, through: transform)
        for index in boxes.indices {
            let box = boxes[index]
            if box.isHidden { continue }
            if box.holdsSubtree {
                // Wholly beyond the region by a pixel more than the test below asks: passed over
                // without mapping the box to device pixels (most boxes of a grid, most frames).
                if let far, box.frame.maxY <= far.minY || box.frame.minY >= far.maxY || box.frame.maxX <= far.minX || box.frame.minX >= far.maxX {
                    continue
                }
                let device = box.frame.applying(transform)
                // Two pixels or more away from the region (a pixel of rounding out, a pixel of
                // the margin `deviceRect(of:transform:)` gives for anti-aliasing): passed over
                // without working out its pixels (most boxes, most frames).
                if device.maxX + 2 <= Double(region.x) || device.minX - 2 >= Double(region.maxX) || device.maxY + 2 <= Double(region.y)
                    || device.minY - 2 >= Double(region.maxY)
                {
                    continue
                }
                let covered = Self.deviceRect(covering: device)
                if covered.isEmpty || !covered.intersects(region) { continue }
            }
            draw(subviews[index], parentTransform: transform, region: region, canvas: canvas, statistics: &statistics, ancestorsShift: ancestorsShift)
        }
    }

    /// The edges, in the coordinates `transform` maps to device pixels, that a box must cross
    /// to come within three pixels of `region` (one more than `drawSubviewsTouching`'s own test,
    /// so rounding cannot make this one pass over a box that test keeps); `nil` unless the
    /// transform only scales up by positive factors and moves.
    static func farBeyond(_ region: PixelRect, through transform: Transform) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 else { return nil }
        return (
            (Double(region.x) - 3 - transform.tx) / transform.a, (Double(region.y) - 3 - transform.ty) / transform.d,
            (Double(region.maxX) + 3 - transform.tx) / transform.a, (Double(region.maxY) + 3 - transform.ty) / transform.d
        )
    }

    /// Composites a view from its cached content, rendering the cache first when it is missing
    /// or was made at another scale. Returns `false` when the view is too large to cache (it is
    /// then drawn directly).
    private func drawCached(
        _ view: View, transform: Transform, region: PixelRect, canvas: RasterRecorder, statistics: inout FrameStatistics, ancestorsShift: PixelShift
    ) -> Bool {
        let baseScale = self.baseScale
        let axisAligned = transform.b == 0 && transform.c == 0 && transform.a > 0 && transform.d > 0
        // A turned layer resamples every pixel through the general image shader, which costs
        // more than drawing the subtree: an animation that turns a view draws it directly;
        // `rasterizesContent` asks for it. One that scales it composites the layer through
        // sampling tables (as UIKit scales a layer's bitmap).
        if !axisAligned && !view.rasterizesContent { return false }
        let scale = baseScale * Self.layerMagnification(of: transform, baseScale: baseScale, axisAligned: axisAligned)
        let movesOnly = axisAligned && transform.a == baseScale && transform.d == baseScale
        let extent = LayerCache.extent(of: view)
        let pixelWidth = Int((extent.width * scale).rounded(.up)), pixelHeight = Int((extent.height * scale).rounded(.up))
        guard !extent.isNull, pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight <= LayerCache.maximumPixels else { return false }
        let rect = Self.deviceRect(covering: extent.applying(transform))
        if view.storedDeviceRect == nil || view.layerCache == nil || !view.drawnFromLayerCache { LayerCache.forgetPlaces(under: view) }
        view.storedDeviceRect = rect.offsetBy(-ancestorsShift)
        view.drawnFromLayerCache = true
        guard rect.intersects(region) else { return true }
        let cache: LayerCache
        if let existing = view.layerCache, existing.scale == scale, existing.extent == extent {
            cache = existing
        } else {
            let layer = Rasterizer(width: pixelWidth, height: pixelHeight)
            let contentTransform = Transform(translationX: -extent.minX, y: -extent.minY).concatenating(Transform(scaleX: scale, y: scale))
            let recorder = RasterRecorder()
            recorder.concatenate(contentTransform)
            drawContents(
                view, transform: contentTransform, touchesRegion: true, region: layer.target.bounds, canvas: recorder,
                statistics: &statistics, recordsPlaces: false, ancestorsShift: .zero)
            layer.replay(recorder.operations)
            cache = LayerCache(bitmap: layer.target, extent: extent, scale: scale)
            view.layerCache = cache
            statistics.layersRendered += 1
        }
        // Moved and scaled only by whole pixels: blended as it is (snapped to the pixel grid
        // while it moves); turned or scaled: drawn as an image through the transform.
        if movesOnly {
            let origin = Point(x: extent.minX, y: extent.minY).applying(transform)
            canvas.composite(cache.bitmap, x: Int(saturating: origin.x, rounding: .toNearestOrAwayFromZero), y: Int(saturating: origin.y, rounding: .toNearestOrAwayFromZero), opacity: view.alpha)
        } else {
            canvas.save()
            canvas.concatenate(view.transformToSuperview)
            canvas.draw(Image(bitmap: cache.bitmap, scale: scale), in: extent, interpolation: .bilinear, opacity: view.alpha)
            canvas.restore()
        }
        statistics.layersComposited += 1
        return true
    }

    /// How many times the window's scale a layer is rendered at for a transform: 1 up to a
    /// quarter larger (a card growing by 10% samples its layer up a little, as UIKit's would),
    /// beyond that the magnification rounded up to a half, so the layer stays sharp and is
    /// rendered again only when the scale has moved by half a step.
    static func layerMagnification(of transform: Transform, baseScale: Double, axisAligned: Bool) -> Double {
        guard axisAligned, baseScale > 0 else { return 1 }
        let magnification = Swift.max(transform.a, transform.d) / baseScale
        guard magnification.isFinite, magnification > 1.25 else { return 1 }
        return Swift.min(4, (magnification * 2).rounded(.up) / 2)
    }

    /// The device pixels a view's bounds cover, with a pixel of margin for anti-aliasing.
    static func deviceRect(of view: View, transform: Transform) -> PixelRect {
        deviceRect(covering: view.bounds.applying(transform))
    }

    /// The device pixels a rectangle already in device coordinates covers, with a pixel of
    /// margin for anti-aliasing (empty for an empty rectangle).
    static func deviceRect(covering device: Rect) -> PixelRect {
        let r = PixelRect(covering: device)
        if r.isEmpty { return r }
        return PixelRect(x: r.x - 1, y: r.y - 1, width: r.width + 2, height: r.height + 2)
    }

    /// Merges overlapping damage into few rectangles; when they cover most of the window,
    /// one full redraw is cheaper. Two rectangles that meet are merged only when their union is
    /// not much larger than they are (a scroll indicator beside a strip across the window stays
    /// apart from it); regions may then overlap, and the overlap is drawn twice, the same way.
    /// Not isolated to the main actor: its closures would check the executor at each call.
    nonisolated static func merge(_ rects: [PixelRect], within bounds: PixelRect) -> [PixelRect] {
        var pending = withoutContained(rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty })
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

    /// The rectangles not inside another one (of equal ones, the first), in their order. A
    /// view's damage holds its subviews' rectangles, mostly inside its own: a row of cells
    /// brought into a grid damages each cell and each of its subviews, and merging pairs
    /// of them one by one went over every pair again after each merge.
    nonisolated static func withoutContained(_ rects: [PixelRect]) -> [PixelRect] {
        guard rects.count > 1 else { return rects }
        // The largest first, found in one pass: it often holds nearly all the others (the
        // window's own rectangle when it is resized or a page is switched: thousands of views'
        // rectangles, which sorting whole cost more than merging them).
        var largest = 0
        for index in rects.indices where rects[index].area > rects[largest].area { largest = index }
        let outer = rects[largest]
        var outside: [Int] = []
        for index in rects.indices where index != largest && !outer.contains(rects[index]) { outside.append(index) }
        // The others larger first, so each is checked against the few kept before it.
        outside.sort { rects[$0].area != rects[$1].area ? rects[$0].area > rects[$1].area : $0 < $1 }
        var kept: [PixelRect] = [outer]
        var keeps = [Bool](repeating: false, count: rects.count)
        keeps[largest] = true
        for index in outside where !kept.contains(where: { $0.contains(rects[index]) }) {
            kept.append(rects[index])
            keeps[index] = true
        }
        if kept.count == rects.count { return rects }
        return rects.indices.compactMap { keeps[$0] ? rects[$0] : nil }
    }

    nonisolated private static func touching(_ a: PixelRect, _ b: PixelRect) -> Bool {
        PixelRect(x: a.x - 1, y: a.y - 1, width: a.width + 2, height: a.height + 2).intersects(b)
    }
}
