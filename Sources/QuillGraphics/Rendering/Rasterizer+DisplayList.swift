import QuillFoundation

extension Rasterizer {
    /// Replays a display list under the current transform and clip; state changes inside the
    /// list do not leak out of it.
    public func draw(_ list: DisplayList) {
        let depth = saveDepth
        var openLayers = 0
        save()
        // Each command is read where it lies (a copy out of the array went through the enum's
        // value witnesses).
        list.commands.withUnsafeBufferPointer { commands in
            for index in commands.indices {
                switch commands[index] {
                case .fillRect(let rect, let paint): fill(rect, with: paint)
                case .fillPath(let path, let paint): fill(path, with: paint)
                case .strokeInside(let rect, let radius, let width, let paint):
                    strokeInside(rect, cornerRadius: radius, lineWidth: width, with: paint)
                case .strokeLine(let a, let b, let width, let paint): strokeLine(from: a, to: b, lineWidth: width, with: paint)
                case .image(let image, let rect, let interpolation, let opacity):
                    draw(image, in: rect, interpolation: interpolation, opacity: opacity)
                case .text(let layout, let origin, let color): draw(layout, at: origin, color: color)
                case .save: save()
                case .restore: if saveDepth > depth + 1 { restore() }
                case .concatenate(let t): concatenate(t)
                case .clipRect(let rect): clip(to: rect)
                case .clipPath(let path): clip(to: path)
                case .beginLayer(let opacity):
                    beginTransparencyLayer(opacity: opacity)
                    openLayers += 1
                case .endLayer:
                    if openLayers > 0 {
                        endTransparencyLayer()
                        openLayers -= 1
                    }
                }
            }
        }
        while openLayers > 0 {
            endTransparencyLayer()
            openLayers -= 1
        }
        while saveDepth > depth { restore() }
    }
}
