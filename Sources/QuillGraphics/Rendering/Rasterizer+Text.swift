import QuillFoundation

extension Rasterizer {
    /// Draws laid-out text with its first line's top-left at `origin` (user space), in
    /// `color` where the text's runs set no colour of their own.
    ///
    /// Glyphs are rendered by FreeType at the device size (font size times the transform's
    /// scale) and placed at quarter-pixel horizontal steps on a pixel-aligned baseline. Under a
    /// rotation, a mirror or a stretch, glyphs are filled from their outlines instead, so they
    /// turn with the text. Attributed runs add their backgrounds (behind the glyphs), colours,
    /// underlines and strikethroughs.
    public func draw(_ layout: TextLayout, at origin: Point, color: Color) {
        let t = state.transform
        let scale = t.verticalScale
        // Glyph positions become pixel indices: text that is not at a finite place of a sane
        // size draws nothing (FontFace refuses sizes past 2048 pixels too).
        guard scale.isFinite, scale > 0, t.isFinite else { return }
        let attributed = layout.attributedText
        if let attributed { drawDecorations(layout, attributed, at: origin, color: color, behindGlyphs: true) }
        let basePixel = PixelColor(color).packed
        // Bitmaps are upright and unstretched: anything else draws glyph outlines.
        let upright = t.isAxisAligned && t.a > 0 && t.d > 0 && abs(t.a - t.d) <= 1e-9 * t.d
        // The face of the glyph before, kept while glyphs stay in one face: a face is shared by
        // every thread drawing a band, and taking it again for each glyph retained it each time.
        var lastSlot = -1
        var face = layout.face
        let reach = upright ? Self.glyphRowReach(of: layout, scale: scale) : nil
        for line in layout.lines {
            let baselinePoint = Point(x: origin.x + line.originX, y: origin.y + line.baseline).applying(t)
            guard abs(baselinePoint.y) < 1e9 else { continue }
            let baselineY = Int(baselinePoint.y.rounded())
            if let reach, !line.glyphs.isEmpty, !line.reaches(state.clip, baselineY: baselineY, scale: scale, glyphRowReach: reach) {
                textLinesLeftOut += 1
                continue
            }
            var runIndex: Int?
            for i in line.glyphs.indices {
                let (pixel, alpha) = Self.glyphColor(
                    in: attributed, cluster: i < line.clusters.count ? line.clusters[i] : -1, runIndex: &runIndex, otherwise: (basePixel, color.alpha))
                guard pixel != 0 else { continue }
                let slot = i < line.faces.count ? Int(line.faces[i]) : 0
                let pixelSize = (slot < layout.faceSizes.count ? layout.faceSizes[slot] : layout.font.size) * scale
                guard pixelSize.isFinite, pixelSize > 0, pixelSize < 2048 else { continue }
                let p = Point(x: origin.x + line.originX + line.xPositions[i], y: origin.y + line.baseline).applying(t)
                guard abs(p.x) < 1e9 else { continue }
                let quarters = Int((p.x * 4).rounded(.down))
                let penX = quarters >> 2
                if slot != lastSlot {
                    face = slot < layout.faces.count ? layout.faces[slot] : layout.face
                    lastSlot = slot
                }
                if !upright {
                    let size = slot < layout.faceSizes.count ? layout.faceSizes[slot] : layout.font.size
                    let pen = Point(x: origin.x + line.originX + line.xPositions[i], y: origin.y + line.baseline - line.yOffsets[i])
                    drawTransformedGlyph(line.glyphs[i], face: face, size: size, pixelSize: pixelSize, at: pen, color: PixelColor(packed: pixel), alpha: alpha)
                    continue
                }
                guard let glyph = glyphCache.bitmap(of: line.glyphs[i], in: face, pixelSize: pixelSize, subpixel: quarters & 3) else { continue }
                let y = baselineY - glyph.top - Int(saturating: line.yOffsets[i] * scale, rounding: .toNearestOrAwayFromZero)
                if let colors = glyph.colorPixels {
                    blendColorGlyph(glyph, colors: colors, x: penX + glyph.left, y: y, opacity: alpha)
                } else {
                    blendMask(glyph, x: penX + glyph.left, y: y, color: pixel)
                }
            }
        }
        if let attributed { drawDecorations(layout, attributed, at: origin, color: color, behindGlyphs: false) }
    }

    /// The most device rows a glyph of any of the layout's faces reaches above and below its
    /// baseline at `scale` (`FontFace.glyphRowReach`), or `nil` when a face gives no bound
    /// (every line is then drawn).
    private static func glyphRowReach(of layout: TextLayout, scale: Double) -> (above: Int, below: Int)? {
        let faces = layout.faces.isEmpty ? [layout.face] : layout.faces
        var most = (above: 0, below: 0)
        for (slot, face) in faces.enumerated() {
            let size = slot < layout.faceSizes.count ? layout.faceSizes[slot] : layout.font.size
            guard let reach = face.glyphRowReach(pixelSize: size * scale) else { return nil }
            most = (Swift.max(most.above, reach.above), Swift.max(most.below, reach.below))
        }
        return most
    }

    /// The packed colour and alpha of the glyph of `cluster`: its run's foreground colour in
    /// attributed text, `otherwise` the text's. Glyphs are mostly in run order, so the run of the
    /// glyph before (`runIndex`) is tried first.
    private static func glyphColor(
        in attributed: AttributedText?, cluster: Int, runIndex: inout Int?, otherwise: (UInt32, Double)
    ) -> (UInt32, Double) {
        guard let attributed, cluster >= 0 else { return otherwise }
        if runIndex == nil || !attributed.runs[runIndex!].byteRange.contains(cluster) { runIndex = attributed.runIndex(atByte: cluster) }
        guard let runIndex, let own = attributed.runs[runIndex].attributes.foregroundColor else { return otherwise }
        return (PixelColor(own).packed, own.alpha)
    }

    /// Draws one glyph under a transform that bitmaps cannot follow: its outline filled, or a
    /// colour glyph's pixels drawn as an image, with the pen at `pen` on the baseline.
    private func drawTransformedGlyph(_ glyph: UInt32, face: FontFace, size: Double, pixelSize: Double, at pen: Point, color: PixelColor, alpha: Double) {
        if let outline = face.glyphOutline(glyph) {
            guard !outline.elements.isEmpty else { return }
            let k = size / Double(face.unitsPerEm)
            save()
            concatenate(Transform(a: k, b: 0, c: 0, d: -k, tx: pen.x, ty: pen.y))
            fill(outline, with: .color(color.color))
            restore()
            return
        }
        guard let bitmap = face.glyphBitmap(glyph, pixelSize: pixelSize, subpixel: 0), let colors = bitmap.colorPixels, bitmap.width > 0 else { return }
        let perPoint = pixelSize / size
        var pixels = Bitmap(width: bitmap.width, height: bitmap.height)
        pixels.pixels = colors
        let rect = Rect(
            x: pen.x + Double(bitmap.left) / perPoint, y: pen.y - Double(bitmap.top) / perPoint,
            width: Double(bitmap.width) / perPoint, height: Double(bitmap.height) / perPoint)
        draw(Image(bitmap: pixels, scale: perPoint), in: rect, opacity: alpha)
    }

    /// Fills attributed runs' backgrounds (line high, behind the glyphs) or draws their
    /// underlines and strikethroughs (over them), one rectangle per stretch of glyphs that
    /// share a run on screen.
    private func drawDecorations(_ layout: TextLayout, _ text: AttributedText, at origin: Point, color: Color, behindGlyphs: Bool) {
        guard text.runs.contains(where: {
            behindGlyphs ? $0.attributes.backgroundColor != nil : ($0.attributes.underlineStyle ?? .none) != .none || ($0.attributes.strikethroughStyle ?? .none) != .none
        }) else { return }
        for line in layout.lines {
            // Stretches of consecutive glyphs (in visual order) in one run.
            var pen = 0.0
            var stretchStart = 0.0, stretchRun: Int?, stretchSlot = 0
            func finish(until end: Double) {
                guard let run = stretchRun, end > stretchStart else { return }
                let attributes = text.runs[run].attributes
                let slot = stretchSlot
                let face = slot < layout.faces.count ? layout.faces[slot] : layout.face
                let size = slot < layout.faceSizes.count ? layout.faceSizes[slot] : layout.font.size
                let x = origin.x + line.originX + stretchStart, width = end - stretchStart
                let baseline = origin.y + line.baseline
                if behindGlyphs {
                    if let background = attributes.backgroundColor {
                        fill(Rect(x: x, y: origin.y + line.baseline - line.ascent, width: width, height: line.height), with: .color(background))
                    }
                    return
                }
                let ink = attributes.foregroundColor ?? color
                for (style, strike) in [(attributes.underlineStyle ?? .none, false), (attributes.strikethroughStyle ?? .none, true)] where style != .none {
                    let lineColor = (strike ? attributes.strikethroughColor : attributes.underlineColor) ?? ink
                    let metrics = face.decorationLine(strikethrough: strike, size: size)
                    let thickness = metrics.thickness * (style == .thick ? 2 : 1)
                    let centre = baseline + metrics.offsetBelowBaseline
                    let tops = style == .double ? [centre - thickness * 1.5, centre + thickness * 0.5] : [centre - thickness / 2]
                    for top in tops {
                        let line = crispLine(top: top, thickness: thickness)
                        fill(Rect(x: x, y: line.top, width: width, height: line.height), with: .color(lineColor))
                    }
                }
            }
            for i in line.glyphs.indices {
                let advance = i < line.advances.count ? line.advances[i] : 0
                let run = line.clusters[i] >= 0 ? text.runIndex(atByte: line.clusters[i]) : stretchRun
                if run != stretchRun {
                    finish(until: pen)
                    stretchStart = pen
                    stretchRun = run
                    stretchSlot = i < line.faces.count ? Int(line.faces[i]) : 0
                }
                pen += advance
            }
            // Trailing spaces keep no underline (as UIKit's): the stretch ends at the line's width.
            finish(until: Swift.min(pen, line.width))
        }
    }

    /// A horizontal line's top and height moved to whole device pixels (at least one), so an
    /// underline is one crisp row rather than two faint ones.
    private func crispLine(top: Double, thickness: Double) -> (top: Double, height: Double) {
        let t = state.transform
        let scale = t.verticalScale
        guard scale > 0, t.isAxisAligned, t.d > 0 else { return (top, thickness) }
        let deviceTop = (top * t.d + t.ty).rounded()
        let deviceHeight = Swift.max(1, (thickness * scale).rounded())
        return ((deviceTop - t.ty) / t.d, deviceHeight / scale)
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
            withTargetPixels { pixels in
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
        guard usesFastPaths else {
            blendMaskPlainly(glyph, x: x, y: y, color: color, dest: dest)
            return
        }
        // Inside a rounded clip's whole middle (a cell's label in a rounded card) the mask
        // changes nothing; the colour scaled by each coverage comes from a table made once per
        // colour. The same arithmetic as the plain loop.
        let mask = self.mask(over: dest)
        let scaled = scaledColorTable.scaling(color)
        let width = target.width
        let maskValues = mask?.values ?? []
        let portable = usesPortableKernels
        glyph.coverage.withUnsafeBufferPointer { coverage in
            maskValues.withUnsafeBufferPointer { maskBuffer in
                withTargetPixels { pixels in
                    guard let base = pixels.baseAddress, let coverageBase = coverage.baseAddress else { return }
                    // A row at a time through the lane kernel (`PixelKernels.blendMask`), the
                    // row a few further down brought in meanwhile.
                    for py in dest.y..<dest.maxY {
                        PixelKernels.prefetchAhead(in: base, width: width, row: py, columns: dest.x, dest.maxX, endRow: dest.maxY)
                        let source = coverageBase + ((py - y) * glyph.width - x + dest.x)
                        let maskRow = mask.map { maskBuffer.baseAddress! + ($0.rowOrigin(py) + dest.x) }
                        PixelKernels.blendMask(
                            coverage: source, mask: maskRow, color: color, scaled: scaled, into: base + py * width + dest.x, count: dest.width,
                            portable: portable)
                    }
                }
            }
        }
    }

    /// `blendMask`'s plain per-pixel loop, which the fast one is tested against.
    private func blendMaskPlainly(_ glyph: GlyphBitmap, x: Int, y: Int, color: UInt32, dest: PixelRect) {
        let width = target.width
        let mask = state.mask
        let opaque = color >> 24 == 255
        glyph.coverage.withUnsafeBufferPointer { coverage in
            withTargetPixels { pixels in
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
