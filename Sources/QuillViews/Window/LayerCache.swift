import QuillFoundation
import QuillGraphics

/// A view's rendered content kept between frames (`View.rasterizesContent`, and every view
/// while an animation moves, fades or transforms it): the view with its background, content,
/// subviews and border, drawn once at the window's scale and composited from here until
/// something inside changes.
struct LayerCache: Sendable {
    /// The pixels, premultiplied; pixel (0, 0) is `extent`'s top-left corner.
    let bitmap: Bitmap
    /// The part of the view's bounds coordinates the bitmap covers: the bounds and whatever
    /// subviews draw outside them (unless the view clips).
    let extent: Rect
    /// Device pixels per point the bitmap was made at.
    let scale: Double

    /// The most pixels a cached layer may have (a 4K window's worth at scale 2); larger views
    /// are drawn directly.
    static let maximumPixels = 3840 * 2160

    /// What a view and its visible subtree cover, in the view's bounds coordinates, on whole
    /// points (so the bitmap maps onto the pixel grid).
    @MainActor static func extent(of view: View) -> Rect {
        var extent = view.bounds
        if !view.clipsToBounds {
            func include(_ subview: View, _ toView: Transform) {
                guard !subview.isHidden, subview.alpha > 0 else { return }
                let transform = subview.transformToSuperview.concatenating(toView)
                extent = extent.union(subview.bounds.applying(transform))
                if subview.clipsToBounds { return }
                for child in subview.subviews { include(child, transform) }
            }
            for subview in view.subviews { include(subview, .identity) }
        }
        guard extent.minX.isFinite, extent.minY.isFinite, extent.maxX.isFinite, extent.maxY.isFinite else { return .null }
        let x0 = extent.minX.rounded(.down), y0 = extent.minY.rounded(.down)
        return Rect(x: x0, y: y0, width: extent.maxX.rounded(.up) - x0, height: extent.maxY.rounded(.up) - y0)
    }

    /// Forgets where the subviews of a cached view were drawn: they are drawn into the cache,
    /// and the view's own device rectangle covers them.
    @MainActor static func forgetPlaces(under view: View) {
        for subview in view.subviews {
            subview.storedDeviceRect = nil
            forgetPlaces(under: subview)
        }
    }
}
