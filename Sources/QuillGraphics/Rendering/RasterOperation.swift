import QuillFoundation

/// One call to a `Rasterizer`, recorded by a `RasterRecorder` so that a frame can be drawn
/// later, once or band by band on several threads (`BandedRenderer`).
package enum RasterOperation: Sendable {
    /// `Rasterizer.resetState()`.
    case resetState
    /// `Rasterizer.save()`.
    case save
    /// `Rasterizer.restore()`.
    case restore
    /// `Rasterizer.concatenate(_:)`.
    case concatenate(Transform)
    /// `Rasterizer.clip(to:)` with a rectangle in user space.
    case clipRect(Rect)
    /// `Rasterizer.clip(to:)` with a path in user space.
    case clipPath(Path)
    /// `Rasterizer.clip(toDevice:)`.
    case clipDevice(PixelRect)
    /// `Rasterizer.clip(toRoundedRect:cornerRadius:corners:)`: a rounded rectangle's clip, whose
    /// mask is known to be whole inside its straight edges.
    case clipRoundedRect(Rect, cornerRadius: Double, corners: RectCorner)
    /// `Rasterizer.clear(_:to:)`.
    case clear(PixelRect, Color)
    /// `Rasterizer.draw(_:)` with a view's display list.
    case displayList(DisplayList)
    /// `Rasterizer.fill(_:with:)` with a rectangle.
    case fillRect(Rect, Paint)
    /// `Rasterizer.fill(_:with:)` with a path.
    case fillPath(Path, Paint)
    /// `Rasterizer.fill(roundedRect:cornerRadius:corners:with:)`: a rounded rectangle, which
    /// sets every pixel inside its straight edges (a view's rounded background).
    case fillRoundedRect(Rect, cornerRadius: Double, corners: RectCorner, Paint)
    /// `Rasterizer.strokeInside(_:cornerRadius:corners:lineWidth:with:)`.
    case strokeInside(Rect, cornerRadius: Double, corners: RectCorner, lineWidth: Double, Paint)
    /// `Rasterizer.draw(_:in:interpolation:opacity:)`.
    case image(Image, in: Rect, interpolation: ImageInterpolation, opacity: Double)
    /// `Rasterizer.composite(_:x:y:opacity:)`.
    case composite(Bitmap, x: Int, y: Int, opacity: Double)
    /// `Rasterizer.beginTransparencyLayer(opacity:)`.
    case beginLayer(opacity: Double)
    /// `Rasterizer.endTransparencyLayer()`.
    case endLayer
    /// `Rasterizer.blurDrawnPixels(in:radius:)`: reads pixels around the rectangle, so a
    /// recording holding it is never split into bands.
    case blurDrawnPixels(PixelRect, radius: Int)

    /// Whether the operation may change pixels (state changes, clips included, do not).
    var drawsPixels: Bool {
        switch self {
        case .resetState, .save, .restore, .concatenate, .clipRect, .clipPath, .clipDevice, .clipRoundedRect: false
        default: true
        }
    }
}
