import QuillFoundation

extension Rasterizer {
    /// Performs recorded operations in order, from the rasterizer's current state. With `band`,
    /// everything drawn is limited to those device pixels: the clip is narrowed to it at once
    /// and after every state reset, so a recording that starts with a reset draws the band's
    /// pixels exactly as a replay without it would.
    ///
    /// With the fast paths on, what opaque fills recorded later cover is not drawn
    /// (`OcclusionPlanner`): a clear or a page's background under its cards is left out, or
    /// drawn only where it shows; the bytes are the same.
    package func replay(_ operations: [RasterOperation], within band: PixelRect? = nil) {
        if let band { clip(toDevice: band) }
        guard usesFastPaths, usesOcclusionPlans,
            let plan = OcclusionPlanner.plan(operations, bounds: target.bounds, band: band, leastPixels: leastPixelsToPlanOcclusion)
        else {
            // Each operation is read where it lies: `for operation in operations` copied every
            // one out of the array (a multi-payload enum's copy and destruction go through its
            // value witnesses, about 180 instructions an operation).
            operations.withUnsafeBufferPointer { operations in
                for index in operations.indices { perform(operations[index], band: band) }
            }
            return
        }
        operationsLeftOut += plan.leftOut
        operationsTrimmed += plan.trimmed
        operations.withUnsafeBufferPointer { operations in
            // The plan has a part list for each operation.
            for index in 0..<min(operations.count, plan.visibleParts.count) {
                guard let parts = plan.visibleParts[index] else {
                    perform(operations[index], band: band)
                    continue
                }
                if parts.isEmpty, case .clear = operations[index] { clearsLeftOut += 1 }
                for part in parts {
                    save()
                    clip(toDevice: part)
                    perform(operations[index], band: band)
                    restore()
                }
            }
        }
    }

    /// Performs one recorded operation.
    private func perform(_ operation: RasterOperation, band: PixelRect?) {
        switch operation {
        case .resetState:
            resetState()
            if let band { clip(toDevice: band) }
        case .save: save()
        case .restore: restore()
        case .concatenate(let transform): concatenate(transform)
        case .clipRect(let rect): clip(to: rect)
        case .clipPath(let path): clip(to: path)
        case .clipRoundedRect(let rect, let radius, let corners): clip(toRoundedRect: rect, cornerRadius: radius, corners: corners)
        case .clipDevice(let rect): clip(toDevice: rect)
        case .clear(let rect, let color): clear(rect, to: color)
        case .displayList(let list): draw(list)
        case .fillRect(let rect, let paint): fill(rect, with: paint)
        case .fillPath(let path, let paint): fill(path, with: paint)
        case .fillRoundedRect(let rect, let radius, let corners, let paint):
            fill(roundedRect: rect, cornerRadius: radius, corners: corners, with: paint)
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
