import QuillFoundation

extension Rasterizer {
    /// Draws laid-out text with its first line's top-left at `origin` (user space).
    ///
    /// Glyphs are rendered by FreeType at the device size (font size times the transform's
    /// scale) and placed at quarter-pixel horizontal steps on a pixel-aligned baseline.
    /// Rotation is not applied to glyphs; their positions follow the transform.
    public func draw(_ layout: TextLayout, at origin: Point, color: Color) {
        let pixel = PixelColor(color).packed
        guard pixel != 0 else { return }
        let t = state.transform
        let scale = t.verticalScale
        let pixelSize = layout.font.size * scale
        // Glyph positions become pixel indices: text that is not at a finite place of a sane
        // size draws nothing (FontFace refuses sizes past 2048 pixels too).
        guard pixelSize.isFinite, pixelSize > 0, pixelSize < 2048, t.isFinite else { return }
        for line in layout.lines {
            let baselinePoint = Point(x: origin.x + line.originX, y: origin.y + line.baseline).applying(t)
            guard abs(baselinePoint.y) < 1e9 else { continue }
            let baselineY = Int(baselinePoint.y.rounded())
            for i in line.glyphs.indices {
                let p = Point(x: origin.x + line.originX + line.xPositions[i], y: origin.y + line.baseline).applying(t)
                guard abs(p.x) < 1e9 else { continue }
                let quarters = Int((p.x * 4).rounded(.down))
                let penX = quarters >> 2
                let face = i < line.faces.count ? layout.faces[Int(line.faces[i])] : layout.face
                guard let glyph = face.glyphBitmap(line.glyphs[i], pixelSize: pixelSize, subpixel: quarters & 3) else { continue }
                let y = baselineY - glyph.top - Int(saturating: line.yOffsets[i] * scale, rounding: .toNearestOrAwayFromZero)
                if let colors = glyph.colorPixels {
                    blendColorGlyph(glyph, colors: colors, x: penX + glyph.left, y: y, opacity: color.alpha)
                } else {
                    blendMask(glyph, x: penX + glyph.left, y: y, color: pixel)
                }
            }
        }
    }

    /// Composites a colour glyph's premultiplied pixels (source over) with its top-left at a
    /// device pixel, through the clip and mask, at the text colour's opacity.
    func blendColorGlyph(_ glyph: GlyphBitmap, colors: [UInt32], x: Int, y: Int, opacity: Double) {
        let dest = PixelRect(x: x, y: y, width: glyph.width, height: glyph.height).intersection(state.clip)
        if dest.isEmpty { return }
        let mask = state.mask
        let alphaScale = UInt32(max(0, min(255, (opacity * 255).rounded())))
        let width = target.width
        colors.withUnsafeBufferPointer { colors in
            target.pixels.withUnsafeMutableBufferPointer { pixels in
                for py in dest.y..<dest.maxY {
                    for px in dest.x..<dest.maxX {
                        var source = colors[(py - y) * glyph.width + (px - x)]
                        var factor = alphaScale
                        if let mask { factor = mul255(factor, mask.value(x: px, y: py)) }
                        if factor < 255 { source = scalePixel(source, factor) }
                        guard source >> 24 != 0 else { continue }
                        pixels[py * width + px] = sourceOver(source, pixels[py * width + px])
                    }
                }
            }
        }
    }

    /// Blends a coverage mask of one colour with its top-left at a device pixel.
    func blendMask(_ glyph: GlyphBitmap, x: Int, y: Int, color: UInt32) {
        let dest = PixelRect(x: x, y: y, width: glyph.width, height: glyph.height).intersection(state.clip)
        if dest.isEmpty { return }
        let width = target.width
        let mask = state.mask
        let opaque = color >> 24 == 255
        glyph.coverage.withUnsafeBufferPointer { coverage in
            target.pixels.withUnsafeMutableBufferPointer { pixels in
                for py in dest.y..<dest.maxY {
                    let src = (py - y) * glyph.width - x
                    let row = py * width
                    for px in dest.x..<dest.maxX {
                        var c = UInt32(coverage[src + px])
                        if let mask { c = mul255(c, mask.value(x: px, y: py)) }
                        if c == 0 { continue }
                        if c == 255 && opaque {
                            pixels[row + px] = color
                        } else {
                            pixels[row + px] = sourceOver(scalePixel(color, c), pixels[row + px])
                        }
                    }
                }
            }
        }
    }
}
