import QuillFoundation

/// Takes the calls a `Rasterizer` would, under the same names, and keeps them as a list of
/// `RasterOperation`s to replay later (`Rasterizer.replay(_:)`, `BandedRenderer`). The
/// compositor draws a window's damaged region into one, so the view tree is walked once, on
/// the main thread, and the pixels can be drawn on any.
package final class RasterRecorder {
    /// The operations so far, in order.
    @exclusivity(unchecked) package private(set) var operations: [RasterOperation] = []
    /// Whether an operation reads pixels drawn before it outside its own clip (a backdrop
    /// blur): such a recording is drawn in one piece.
    @exclusivity(unchecked) package private(set) var readsDrawnPixels = false

    /// Creates an empty recorder.
    package init() {}

    /// Forgets the operations recorded, keeping the storage.
    package func removeAll() {
        operations.removeAll(keepingCapacity: true)
        readsDrawnPixels = false
    }

    /// Whether the operations start with a state reset, so they draw the same whatever state
    /// the rasterizer replaying them was left in.
    package var startsWithStateReset: Bool {
        guard case .resetState? = operations.first else { return false }
        return true
    }

    /// Whether the operations start by replacing every pixel of `region` (a state reset, then
    /// a clear covering it): what lies in the target beforehand then never shows.
    package func startsByClearing(_ region: PixelRect) -> Bool {
        guard operations.count >= 2, case .resetState = operations[0], case .clear(let rect, _) = operations[1] else { return false }
        return rect.contains(region)
    }

    /// Records `Rasterizer.resetState()`.
    package func resetState() { operations.append(.resetState) }
    /// Records `Rasterizer.save()`.
    package func save() { operations.append(.save) }
    /// Records `Rasterizer.restore()`.
    package func restore() { operations.append(.restore) }
    /// Records `Rasterizer.concatenate(_:)`.
    package func concatenate(_ transform: Transform) { operations.append(.concatenate(transform)) }
    /// Records `Rasterizer.clip(to:)` with a rectangle.
    package func clip(to rect: Rect) { operations.append(.clipRect(rect)) }
    /// Records `Rasterizer.clip(to:)` with a path.
    package func clip(to path: Path) { operations.append(.clipPath(path)) }
    /// Records `Rasterizer.clip(toRoundedRect:cornerRadius:corners:)`.
    package func clip(toRoundedRect rect: Rect, cornerRadius: Double, corners: RectCorner = .allCorners) {
        operations.append(.clipRoundedRect(rect, cornerRadius: cornerRadius, corners: corners))
    }
    /// Records `Rasterizer.clip(toDevice:)`.
    package func clip(toDevice rect: PixelRect) { operations.append(.clipDevice(rect)) }
    /// Records `Rasterizer.clear(_:to:)`.
    package func clear(_ rect: PixelRect, to color: Color) { operations.append(.clear(rect, color)) }
    /// Records `Rasterizer.draw(_:)` with a display list.
    package func draw(_ list: DisplayList) { operations.append(.displayList(list)) }
    /// Records `Rasterizer.fill(_:with:)` with a rectangle.
    package func fill(_ rect: Rect, with paint: Paint) { operations.append(.fillRect(rect, paint)) }
    /// Records `Rasterizer.fill(_:with:)` with a path.
    package func fill(_ path: Path, with paint: Paint) { operations.append(.fillPath(path, paint)) }
    /// Records `Rasterizer.fill(roundedRect:cornerRadius:corners:with:)`.
    package func fill(roundedRect rect: Rect, cornerRadius: Double, corners: RectCorner = .allCorners, with paint: Paint) {
        operations.append(.fillRoundedRect(rect, cornerRadius: cornerRadius, corners: corners, paint))
    }

    /// Records `Rasterizer.strokeInside(_:cornerRadius:corners:lineWidth:with:)`.
    package func strokeInside(_ rect: Rect, cornerRadius: Double, corners: RectCorner = .allCorners, lineWidth: Double, with paint: Paint) {
        operations.append(.strokeInside(rect, cornerRadius: cornerRadius, corners: corners, lineWidth: lineWidth, paint))
    }

    /// Records `Rasterizer.draw(_:in:interpolation:opacity:)`.
    package func draw(_ image: Image, in rect: Rect, interpolation: ImageInterpolation = .bilinear, opacity: Double = 1) {
        operations.append(.image(image, in: rect, interpolation: interpolation, opacity: opacity))
    }

    /// Records `Rasterizer.composite(_:x:y:opacity:)`.
    package func composite(_ bitmap: Bitmap, x: Int, y: Int, opacity: Double) {
        operations.append(.composite(bitmap, x: x, y: y, opacity: opacity))
    }

    /// Records `Rasterizer.beginTransparencyLayer(opacity:)`.
    package func beginTransparencyLayer(opacity: Double) { operations.append(.beginLayer(opacity: opacity)) }
    /// Records `Rasterizer.endTransparencyLayer()`.
    package func endTransparencyLayer() { operations.append(.endLayer) }

    /// Records `Rasterizer.blurDrawnPixels(in:radius:)`.
    package func blurDrawnPixels(in rect: PixelRect, radius: Int) {
        operations.append(.blurDrawnPixels(rect, radius: radius))
        readsDrawnPixels = true
    }
}
