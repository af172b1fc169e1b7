import QuillFoundation

extension Rasterizer {
    /// Performs recorded operations in order, from the rasterizer's current state. With `band`,
    /// everything drawn is limited to those device pixels: the clip is narrowed to it at once
    /// and after every state reset, so a recording that starts with a reset draws the band's
    /// pixels exactly as a replay without it would.
    package func replay(_ operations: [RasterOperation], within band: PixelRect? = nil) {
        if let band { clip(toDevice: band) }
        for operation in operations {
            switch operation {
            case .resetState:
                resetState()
                if let band { clip(toDevice: band) }
            case .save: save()
            case .restore: restore()
            case .concatenate(let transform): concatenate(transform)
            case .clipRect(let rect): clip(to: rect)
            case .clipPath(let path): clip(to: path)
            case .clipDevice(let rect): clip(toDevice: rect)
            case .clear(let rect, let color): clear(rect, to: color)
            case .displayList(let list): draw(list)
            case .fillRect(let rect, let paint): fill(rect, with: paint)
            case .fillPath(let path, let paint): fill(path, with: paint)
            case .strokeInside(let rect, let radius, let corners, let width, let paint):
                strokeInside(rect, cornerRadius: radius, corners: corners, lineWidth: width, with: paint)
            case .image(let image, let rect, let interpolation, let opacity):
                draw(image, in: rect, interpolation: interpolation, opacity: opacity)
            case .composite(let bitmap, let x, let y, let opacity): composite(bitmap, x: x, y: y, opacity: opacity)
            case .beginLayer(let opacity): beginTransparencyLayer(opacity: opacity)
            case .endLayer: endTransparencyLayer()
            case .blurDrawnPixels(let rect, let radius): blurDrawnPixels(in: rect, radius: radius)
            }
        }
    }
}
