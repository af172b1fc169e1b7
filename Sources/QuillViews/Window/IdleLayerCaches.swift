/// Cached layers kept after the animations that made them ended, so the view's next animation
/// composites from them at once instead of rendering its subtree again in its first frame (as
/// Core Animation keeps a layer's backing store). A view at rest is still drawn directly (its
/// pixels exact); its idle cache goes as soon as anything inside it changes, like any cache.
/// Idle caches share a budget of pixels; past it the oldest are let go.
@MainActor
struct IdleLayerCaches {
    /// The most pixels idle caches hold together by default: a 4K window's worth (32 MB).
    static let defaultMaximumPixels = LayerCache.maximumPixels
    /// The most pixels idle caches hold together; past it the oldest are let go.
    var maximumPixels = IdleLayerCaches.defaultMaximumPixels

    /// Views whose cache was kept, oldest first.
    private var views: [WeakViewReference] = []

    /// How many views' caches are kept now.
    var count: Int {
        views.filter { $0.view.map(Self.holdsIdleCache) ?? false }.count
    }

    /// Keeps `view`'s cache (its last layer animation just ended), letting the oldest idle
    /// caches go while they hold more than `maximumPixels` together.
    mutating func keep(_ view: View) {
        views.removeAll { $0.view === view }
        views.append(WeakViewReference(view: view))
        // Caches dropped since (something inside changed), or in use again, no longer count.
        views.removeAll { !($0.view.map(Self.holdsIdleCache) ?? false) }
        var total = views.reduce(0) { $0 + ($1.view?.layerCache?.bitmap.pixels.count ?? 0) }
        while total > maximumPixels, let oldest = views.first?.view {
            total -= oldest.layerCache?.bitmap.pixels.count ?? 0
            oldest.layerCache = nil
            views.removeFirst()
        }
    }

    /// Whether `view` holds a cache it is not composited from.
    private static func holdsIdleCache(_ view: View) -> Bool {
        view.layerCache != nil && !view.rasterizesContentNow
    }
}
