import QuillFoundation
import QuillGraphics

/// Moves a scrolled view's pixels inside the window's framebuffer instead of redrawing them:
/// when only a view's bounds origin changed since the last frame (its content scrolled), the
/// pixels already drawn move by the same amount and only what that cannot make right is
/// damaged: the strip the move exposes, views drawn above the scrolled view (overlays,
/// translucent bars, borders), and damage that was already pending (it moves with the pixels
/// it covers). Views inside the scrolled view that changed (sticky headers, scroll indicators,
/// reused cells) are damaged by the window as usual, at positions moved along.
///
/// The move is exact, byte for byte the same as a full redraw, and so it is only made where
/// that holds: the view's pixels are its own (an opaque background without rounded corners, no
/// translucent ancestor; the corners of rounded clips above it are redrawn), its rectangle lies on whole device pixels
/// and has not moved, the window's transform down to it is a translation and the window's
/// scale, and both the old and the new origin lie on the device pixel grid (so content is
/// drawn at the same sub-pixel phase). Otherwise the window redraws the view as it would any
/// change.
@MainActor
struct ScrolledContentMover {
    let window: Window
    let baseTransform: Transform

    /// Moves the pixels of `view`, scrolled from `oldOrigin`; returns `false` when the view must
    /// be redrawn instead.
    func move(_ view: View, from oldOrigin: Point, statistics: inout FrameStatistics) -> Bool {
        guard view !== window, view.window === window, view.isVisibleInTree else { return false }
        let transform = view.transformToWindow.concatenating(baseTransform)
        guard let offset = Self.pixelOffset(of: view, from: oldOrigin, transform: transform) else { return false }
        let (dx, dy) = offset
        if dx == 0 && dy == 0 { return true }
        guard let region = movableRegion(of: view, transform: transform) else { return false }
        let (visible, roundedCorners) = region
        guard !view.rasterizesContentNow, abs(dx) < visible.width, abs(dy) < visible.height else { return false }
        // Pixels left stale by moves only the presenter made cannot be moved here: redrawn.
        let leavesMoveToPresenter = window.presenterMovesPixels
        guard leavesMoveToPresenter || !window.stalePixels.intersects(visible) else { return false }

        movePendingDamage(within: visible, dx: dx, dy: dy)
        if leavesMoveToPresenter {
            // The presenter moves them where they are shown; here they are out of date, but
            // for what this frame draws again.
            window.markStale(visible)
        } else {
            window.rasterizer.movePixels(in: visible, dx: dx, dy: dy, threadCount: window.windowContext.renderingThreadCount)
        }
        window.recordMove(PixelMove(region: visible, dx: dx, dy: dy))
        statistics.regionsMoved += 1
        statistics.pixelsMoved += visible.area - abs(dx) * visible.height - abs(dy) * visible.width + abs(dx * dy)
        damageExposedStrips(of: visible, dx: dx, dy: dy)
        for corner in roundedCorners { damageBoth(corner, within: visible, dx: dx, dy: dy) }
        // The subtree's pixels are where they moved to (every place below the view moves).
        view.placesShift = view.placesShift + PixelShift(dx: dx, dy: dy)
        damageDrawnAbove(view, within: visible, dx: dx, dy: dy)
        return true
    }

    /// How far the view's content moved on screen, in whole device pixels; `nil` when the
    /// window's transform down to the view is not a translation and one positive scale, or an
    /// origin is off the pixel grid.
    private static func pixelOffset(of view: View, from oldOrigin: Point, transform: Transform) -> (dx: Int, dy: Int)? {
        // Pixels keep their size and shape: a translation and one positive scale.
        guard transform.b == 0, transform.c == 0, transform.a > 0, transform.a == transform.d else { return nil }
        let scale = transform.a
        let origin = view.bounds.origin
        guard let newX = wholePixels(origin.x * scale), let newY = wholePixels(origin.y * scale),
            let oldX = wholePixels(oldOrigin.x * scale), let oldY = wholePixels(oldOrigin.y * scale)
        else { return nil }
        return (oldX - newX, oldY - newY)
    }

    /// The device pixels of the view that can move (its rectangle, cut by the clips above it)
    /// and the corner squares of rounded clips above it, which must be redrawn; `nil` when the
    /// view's pixels are not its own or do not lie on whole pixels where it was drawn last frame.
    private func movableRegion(of view: View, transform: Transform) -> (visible: PixelRect, roundedCorners: [PixelRect])? {
        // The view's own rectangle, on whole pixels, where it was drawn last frame.
        let exact = view.bounds.applying(transform)
        guard let x0 = Self.wholePixels(exact.minX), let y0 = Self.wholePixels(exact.minY),
            let x1 = Self.wholePixels(exact.maxX), let y1 = Self.wholePixels(exact.maxY),
            view.lastDeviceRect == Compositor.deviceRect(of: view, transform: transform)
        else { return nil }
        // Its pixels are its own: nothing behind shows through, nothing fades it as a group.
        guard view.alpha >= 1, view.cornerRadius == 0, let background = view.backgroundColor, background.alpha >= 1 else { return nil }
        var visible = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(window.drawnFramebuffer.bounds)
        // Rounded clips above: their corners blend with what lies behind, so those squares are
        // redrawn; elsewhere the clip keeps whole pixels (its edges must lie on the grid).
        var roundedCorners: [PixelRect] = []
        var ancestor = view.superview
        while let current = ancestor, current !== window {
            guard current.alpha >= 1, !current.rasterizesContentNow else { return nil }
            if current.clipsToBounds {
                let clip = current.bounds.applying(current.transformToWindow.concatenating(baseTransform))
                visible = visible.intersection(Self.snappedClip(clip))
                if current.cornerRadius > 0 {
                    guard let left = Self.wholePixels(clip.minX), let top = Self.wholePixels(clip.minY),
                        let right = Self.wholePixels(clip.maxX), let bottom = Self.wholePixels(clip.maxY)
                    else { return nil }
                    let side = Int((current.cornerRadius * transform.a).rounded(.up)) + 1
                    roundedCorners += [
                        PixelRect(x: left, y: top, width: side, height: side), PixelRect(x: right - side, y: top, width: side, height: side),
                        PixelRect(x: left, y: bottom - side, width: side, height: side),
                        PixelRect(x: right - side, y: bottom - side, width: side, height: side),
                    ]
                }
            }
            ancestor = current.superview
        }
        return (visible, roundedCorners)
    }

    /// Moves the window's pending damage with the pixels it covers. Damage already pending
    /// covers stale pixels: where they move, it follows (and where they were now holds moved
    /// pixels, valid unless their own source was stale).
    private func movePendingDamage(within visible: PixelRect, dx: Int, dy: Int) {
        var pending: [PixelRect] = []
        pending.reserveCapacity(window.damage.count + 1)
        for rect in window.damage {
            let inside = rect.intersection(visible)
            if !visible.contains(rect) { pending.append(rect) }
            if !inside.isEmpty {
                let moved = inside.offsetBy(dx: dx, dy: dy).intersection(visible)
                if !moved.isEmpty { pending.append(moved) }
            }
        }
        window.damage = pending
    }

    /// Damages the strips the move exposes.
    private func damageExposedStrips(of visible: PixelRect, dx: Int, dy: Int) {
        if dy > 0 { window.addDamage(PixelRect(x: visible.x, y: visible.y, width: visible.width, height: dy)) }
        if dy < 0 { window.addDamage(PixelRect(x: visible.x, y: visible.maxY + dy, width: visible.width, height: -dy)) }
        if dx > 0 { window.addDamage(PixelRect(x: visible.x, y: visible.y, width: dx, height: visible.height)) }
        if dx < 0 { window.addDamage(PixelRect(x: visible.maxX + dx, y: visible.y, width: -dx, height: visible.height)) }
    }

    /// Damages what is drawn above the view, which did not move: it is redrawn where it is
    /// and where its pixels went. The view's own border is drawn above its content, and so
    /// are the later siblings of the view and of each ancestor, and the ancestors' borders.
    private func damageDrawnAbove(_ view: View, within visible: PixelRect, dx: Int, dy: Int) {
        if view.borderWidth > 0 { damageBorder(of: view, within: visible, dx: dx, dy: dy) }
        var child = view
        while let parent = child.superview {
            if let index = parent.subviews.firstIndex(where: { $0 === child }) {
                let shift = parent.ancestorsPlacesShift + parent.placesShift
                for sibling in parent.subviews[(index + 1)...] { damageDrawn(sibling, within: visible, dx: dx, dy: dy, ancestorsShift: shift) }
            }
            if parent === window { break }
            if parent.borderWidth > 0 { damageBorder(of: parent, within: visible, dx: dx, dy: dy) }
            child = parent
        }
    }

    /// Damages a rectangle inside `visible` and the place its pixels moved to.
    private func damageBoth(_ rect: PixelRect, within visible: PixelRect, dx: Int, dy: Int) {
        let inside = rect.intersection(visible)
        guard !inside.isEmpty else { return }
        window.addDamage(inside)
        window.addDamage(inside.offsetBy(dx: dx, dy: dy).intersection(visible))
    }

    /// Damages everything a view and its subtree drew last frame inside `visible`, before and
    /// after the move.
    /// `ancestorsShift` is the sum of the view's ancestors' `placesShift`.
    private func damageDrawn(_ view: View, within visible: PixelRect, dx: Int, dy: Int, ancestorsShift: PixelShift) {
        guard let rect = view.storedDeviceRect?.offsetBy(ancestorsShift) else { return }
        damageBoth(rect, within: visible, dx: dx, dy: dy)
        if view.clipsToBounds && !rect.intersects(visible) { return }
        let shift = ancestorsShift + view.placesShift
        view.subviews.forEachUnretained { damageDrawn($0, within: visible, dx: dx, dy: dy, ancestorsShift: shift) }
    }

    /// Damages the ring a view's border covers (its edges, as wide as the border and the
    /// anti-aliasing pixel), before and after the move.
    private func damageBorder(of view: View, within visible: PixelRect, dx: Int, dy: Int) {
        guard let rect = view.lastDeviceRect else { return }
        let width = Int((view.borderWidth * baseTransform.a).rounded(.up)) + 2
        let edges = [
            PixelRect(x: rect.x, y: rect.y, width: rect.width, height: width),
            PixelRect(x: rect.x, y: rect.maxY - width, width: rect.width, height: width),
            PixelRect(x: rect.x, y: rect.y, width: width, height: rect.height),
            PixelRect(x: rect.maxX - width, y: rect.y, width: width, height: rect.height),
        ]
        for edge in edges { damageBoth(edge, within: visible, dx: dx, dy: dy) }
    }

    /// A device coordinate as a whole pixel, when it is one.
    private static func wholePixels(_ value: Double) -> Int? {
        let rounded = value.rounded()
        guard value.isFinite, abs(value - rounded) < 1e-7, abs(rounded) < Double(1 << 40) else { return nil }
        return Int(rounded)
    }

    /// The pixels an axis-aligned clip keeps (the rasterizer rounds its edges to the nearest pixel).
    private static func snappedClip(_ rect: Rect) -> PixelRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return .empty }
        let x0 = Int(saturating: rect.minX, rounding: .toNearestOrAwayFromZero), y0 = Int(saturating: rect.minY, rounding: .toNearestOrAwayFromZero)
        let x1 = Int(saturating: rect.maxX, rounding: .toNearestOrAwayFromZero), y1 = Int(saturating: rect.maxY, rounding: .toNearestOrAwayFromZero)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
