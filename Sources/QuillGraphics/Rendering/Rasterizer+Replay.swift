import QuillFoundation

extension Rasterizer {
    /// Performs recorded operations in order, from the rasterizer's current state. With `band`,
    /// everything drawn is limited to those device pixels: the clip is narrowed to it at once
    /// and after every state reset, so a recording that starts with a reset draws the band's
    /// pixels exactly as a replay without it would.
    package func replay(_ operations: [RasterOperation], within band: PixelRect? = nil) {
        if let band { clip(toDevice: band) }
        // A clear waits for the next operation that draws: when that is an opaque fill covering
        // every pixel the clear would set (a window's or a controller's background over the
        // region just cleared), the clear is left out (with fast paths on), since the fill
        // sets those pixels anyway. Operations that only change the state touch no pixel.
        var pendingClear: (area: PixelRect, color: PixelColor)?
        for operation in operations {
            if let clear = pendingClear, operation.drawsPixels {
                pendingClear = nil
                if usesFastPaths && fillCoversEveryPixel(of: clear.area, operation) {
                    clearsLeftOut += 1
                } else {
                    target.fill(clear.area, with: clear.color)
                }
            }
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
            case .clear(let rect, let color): pendingClear = (rect.intersection(state.clip), PixelColor(color))
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
        if let clear = pendingClear { target.fill(clear.area, with: clear.color) }
    }

    /// Whether `operation`, drawn now, sets every pixel of `area` to one opaque colour whatever
    /// they held: an opaque solid rectangle fill, axis-aligned, with no clip mask, whose
    /// rectangle covers each of those pixels whole and whose clip holds them all (the fill's
    /// fast path then stores its colour in every one).
    private func fillCoversEveryPixel(of area: PixelRect, _ operation: RasterOperation) -> Bool {
        guard case .fillRect(let rect, let paint) = operation, !area.isEmpty, state.mask == nil, state.transform.isAxisAligned,
            Shader(paint: paint, transform: state.transform)?.opaqueSolid != nil
        else { return false }
        let device = rect.standardized.applying(state.transform)
        return device.minX <= Double(area.x) && device.maxX >= Double(area.maxX) && device.minY <= Double(area.y)
            && device.maxY >= Double(area.maxY) && state.clip.contains(area)
    }
}
