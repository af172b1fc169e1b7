import QuillFoundation

extension Rasterizer {
    /// Fills a path with a paint, anti-aliased.
    public func fill(_ path: Path, with paint: Paint) {
        guard let shader = Shader(paint: paint, transform: state.transform) else { return }
        let area = PixelRect(covering: path.boundingBox.applying(state.transform)).intersection(state.clip)
        guard !area.isEmpty else { return }
        withoutWholeMask(over: area) {
            // The rows go straight to the pixels, everything the same for each row worked out
            // once (`SpanBlender`).
            let bounds = target.bounds
            let blender = spanBlender(for: shader)
            let width = target.width
            withTargetPixels { pixels in
                guard let base = pixels.baseAddress else { return }
                rasterizeCoverageRows(path, in: area, targetBounds: bounds, splitsIntoStretches: true) { y, x0, x1, coverage, _, full in
                    if full {
                        blender.blendFull(into: base, y: y, x0: x0, x1: x1, coverage: coverage, coverageOrigin: area.x)
                    } else {
                        // An edge's pixels a few rows down (the same columns, for the straight
                        // sides of a large shape) come in while these are blended.
                        PixelKernels.prefetchAhead(in: base, width: width, row: y, columns: x0, x1, endRow: area.maxY)
                        blender.blend(into: base, y: y, x0: x0, x1: x1, coverage: coverage, coverageOrigin: area.x)
                    }
                }
            }
        }
    }

    /// Fills a rectangle with a paint; axis-aligned rectangles take an exact fast path.
    public func fill(_ rect: Rect, with paint: Paint) {
        guard state.transform.isAxisAligned else {
            fill(Path(rect: rect), with: paint)
            return
        }
        guard let shader = Shader(paint: paint, transform: state.transform) else { return }
        let device = rect.standardized.applying(state.transform)
        let area = PixelRect(covering: device).intersection(state.clip)
        guard !area.isEmpty else { return }
        withoutWholeMask(over: area) { fillAxisAligned(device: device, area: area, shader: shader) }
    }

    /// The clip's mask as drawing over `area` needs it: none where the mask is whole over all of
    /// it (a cell's background or label inside a rounded card's straight edges), with the fast
    /// paths on.
    func mask(over area: PixelRect) -> ClipMask? {
        guard let mask = state.mask, !(usesFastPaths && mask.isWhole(in: area)) else { return nil }
        return mask
    }

    /// Runs `body` with the clip's mask set aside when it is whole over `area` (`mask(over:)`):
    /// the fill then takes the unmasked paths, which give the same bytes there.
    private func withoutWholeMask(over area: PixelRect, _ body: () -> Void) {
        let mask = state.mask
        state.mask = self.mask(over: area)
        body()
        state.mask = mask
    }

    /// Fills a rounded rectangle in user space (a view's rounded background): `fill(_:with:)`
    /// with its path.
    package func fill(roundedRect rect: Rect, cornerRadius: Double, corners: RectCorner = .allCorners, with paint: Paint) {
        fill(Path(roundedRect: rect, cornerRadius: cornerRadius, corners: corners), with: paint)
    }

    /// What blends a fill's rows now (`SpanBlender`): the target's width, the clip's mask, the
    /// fast paths, and whether long runs go past the caches.
    private func spanBlender(for shader: Shader) -> SpanBlender {
        let streams = usesFastPaths && target.width * target.height >= PixelKernels.streamingTargetPixels
        return SpanBlender(shader: shader, width: target.width, mask: state.mask, usesFastPaths: usesFastPaths, streams: streams)
    }

    /// Per-column coverage of a device rectangle's horizontal extent across `area`, shared by
    /// every row of an axis-aligned fill.
    /// Columns wholly inside the rectangle are 255 without working it out (their overlap is
    /// exactly 1), so a wide fill's columns cost a store each.
    static func columnCoverage(of device: Rect, across area: PixelRect) -> [UInt8] {
        var columns = [UInt8](repeating: 0, count: area.width)
        // Column i is whole when area.x + i >= minX and area.x + i + 1 <= maxX (none when an
        // edge is not finite: every column is then worked out).
        let finite = device.minX.isFinite && device.maxX.isFinite
        let wholeStart = finite ? Swift.max(0, Swift.min(area.width, Int(saturating: device.minX, rounding: .up) - area.x)) : 0
        let wholeEnd = finite ? Swift.max(wholeStart, Swift.min(area.width, Int(saturating: device.maxX, rounding: .down) - area.x)) : 0
        columns.withUnsafeMutableBufferPointer { buffer in
            func workOut(_ range: Range<Int>) {
                for i in range {
                    let x = Double(area.x + i)
                    let covered = Swift.min(x + 1, device.maxX) - Swift.max(x, device.minX)
                    buffer[i] = UInt8((Swift.max(0, Swift.min(1, covered)) * 255).rounded())
                }
            }
            (buffer.baseAddress! + wholeStart).update(repeating: 255, count: wholeEnd - wholeStart)
            workOut(0..<wholeStart)
            workOut(wholeEnd..<area.width)
        }
        return columns
    }

    /// `fill(_:with:)` for a rectangle whose device rectangle is `device`, touching `area`.
    private func fillAxisAligned(device: Rect, area: PixelRect, shader: Shader) {
        let columns = Self.columnCoverage(of: device, across: area)
        var row = [UInt8](repeating: 0, count: area.width)
        // A picture scaled off the pixel grid (or a layer an animation scales) samples from
        // tables made once for the whole rectangle.
        let sampler = usesFastPaths ? AxisAlignedImageSampler(shader, area: area) : nil
        // Opaque solid fills without a mask store fully covered pixels directly.
        let solid = state.mask == nil ? shader.opaqueSolid : nil
        let firstFull = columns.firstIndex(of: 255) ?? area.width
        let endFull = (columns.lastIndex(of: 255) ?? -1) + 1
        // Everything the same for each row worked out once (`SpanBlender`), the rows written
        // straight to the pixels.
        let width = target.width
        let mask = state.mask
        let blender = spanBlender(for: shader)
        let maskValues = mask?.values ?? []
        let portable = usesPortableKernels
        let streams = blender.streams
        func blendRow(_ y: Int, _ coverage: UnsafePointer<UInt8>, into base: UnsafeMutablePointer<UInt32>) {
            guard let sampler else {
                blender.blend(into: base, y: y, x0: area.x, x1: area.maxX, coverage: coverage, coverageOrigin: area.x)
                return
            }
            let maskRow = mask.map { $0.rowOrigin(y) } ?? 0
            maskValues.withUnsafeBufferPointer { maskBuffer in
                sampler.blend(
                    into: base, rowStart: y * width, y: y, x0: area.x, x1: area.maxX, coverage: coverage, coverageOrigin: area.x,
                    mask: mask == nil ? nil : maskBuffer.baseAddress, maskRow: maskRow, portable: portable)
            }
        }
        withTargetPixels { pixels in
            guard let base = pixels.baseAddress else { return }
            for y in area.y..<area.maxY {
                let covered = Swift.min(Double(y + 1), device.maxY) - Swift.max(Double(y), device.minY)
                let rowCoverage = UInt32((Swift.max(0, Swift.min(1, covered)) * 255).rounded())
                if rowCoverage == 0 { continue }
                if rowCoverage == 255, let solid, firstFull < endFull {
                    PixelKernels.fill(base + y * width + area.x + firstFull, count: endFull - firstFull, with: solid, streams: streams)
                    columns.withUnsafeBufferPointer { c in
                        if firstFull > 0 {
                            blender.blend(into: base, y: y, x0: area.x, x1: area.x + firstFull, coverage: c.baseAddress!, coverageOrigin: area.x)
                        }
                        if endFull < area.width {
                            blender.blend(into: base, y: y, x0: area.x + endFull, x1: area.maxX, coverage: c.baseAddress!, coverageOrigin: area.x)
                        }
                    }
                } else if rowCoverage == 255 {
                    columns.withUnsafeBufferPointer { blendRow(y, $0.baseAddress!, into: base) }
                } else {
                    for i in 0..<area.width { row[i] = UInt8(mul255(UInt32(columns[i]), rowCoverage)) }
                    row.withUnsafeBufferPointer { blendRow(y, $0.baseAddress!, into: base) }
                }
            }
        }
    }

    /// Strokes the inside edge of a rounded rectangle (how UIKit draws a view's border).
    /// Only `corners` are rounded.
    public func strokeInside(_ rect: Rect, cornerRadius: Double, corners: RectCorner = .allCorners, lineWidth: Double, with paint: Paint) {
        guard lineWidth > 0 else { return }
        var path = Path(roundedRect: rect, cornerRadius: cornerRadius, corners: corners)
        let inner = rect.insetBy(dx: lineWidth, dy: lineWidth)
        if !inner.isNull, !inner.isEmpty {
            path.addRoundedRect(inner, cornerRadius: Swift.max(0, cornerRadius - lineWidth), corners: corners, clockwise: false)
        }
        fill(path, with: paint)
    }

    /// Strokes a straight line with butt caps.
    public func strokeLine(from start: Point, to end: Point, lineWidth: Double, with paint: Paint) {
        var path = Path()
        path.addLineSegment(from: start, to: end, width: lineWidth)
        fill(path, with: paint)
    }

    /// Draws an image stretched into a rectangle in user space.
    public func draw(_ image: Image, in rect: Rect, interpolation: ImageInterpolation = .bilinear, opacity: Double = 1) {
        if blitResampled(image, in: rect, interpolation: interpolation, opacity: opacity) { return }
        let paint = Paint.image(image, rect: rect, interpolation: interpolation, opacity: opacity)
        fill(rect, with: paint)
    }

    /// Draws an image whose device rectangle has whole-pixel edges by blending a copy resampled
    /// once to that size (kept in a small cache): icons drawn in every cell of a scrolling list
    /// cost a copy, not a resampling, per frame. Returns `false` when the fast path does not apply.
    private func blitResampled(_ image: Image, in rect: Rect, interpolation: ImageInterpolation, opacity: Double) -> Bool {
        let t = state.transform
        guard t.isAxisAligned, t.a > 0, t.d > 0, opacity > 0 else { return false }
        let device = rect.standardized.applying(t)
        func whole(_ v: Double) -> Int? {
            let r = v.rounded()
            return abs(v - r) < 1e-6 && abs(r) < 1e7 ? Int(r) : nil
        }
        guard let x0 = whole(device.minX), let y0 = whole(device.minY), let w = whole(device.width), let h = whole(device.height),
            w > 0, h > 0, w * h <= 1 << 22
        else { return false }
        // Nothing of it in the clip (a band of the frame above or below it): nothing to resample.
        guard PixelRect(x: x0, y: y0, width: w, height: h).intersects(state.clip) else { return true }
        let resampled = resampledCache.bitmap(for: image, width: w, height: h, interpolation: interpolation)
        composite(resampled, x: x0, y: y0, opacity: opacity)
        return true
    }

    /// Rasterizes a path's coverage inside `area` for a target of `targetBounds` (reading
    /// nothing of the target itself: its pixels may be held for writing meanwhile) and hands
    /// each non-empty row to `body` as `(y, firstX, endX, coverage, repeatsAbove, isFull)`, where
    /// `coverage[0]` is the pixel at `area.x`. Coverage is computed on a grid anchored at the
    /// path's own extent, so it is the same for any `area`.
    ///
    /// `repeatsAbove` says a row repeats the one handed over just before, the row above, whose
    /// coverage and columns it has (only with the fast paths on). With `splitsIntoStretches`
    /// (and the fast paths), a row is handed over in pieces (`CoverageAccumulator.minimumStretch`):
    /// long stretches without coverage between covered ones are left out (a border's inside is
    /// not read), and long stretches of full coverage come as pieces of their own, `isFull` (a
    /// shape's inside is stored without reading its coverage).
    func rasterizeCoverageRows(
        _ path: Path, in area: PixelRect, targetBounds: PixelRect, splitsIntoStretches: Bool = false,
        _ body: (Int, Int, Int, UnsafePointer<UInt8>, Bool, Bool) -> Void
    ) {
        let extent = PixelRect(covering: path.boundingBox.applying(state.transform)).intersection(targetBounds).union(area)
        // The accumulator is taken out of the rasterizer while it works (and put back after):
        // each edge added to a stored property was a run-time exclusivity check.
        var resolved = CoverageAccumulator()
        swap(&resolved, &accumulator)
        defer { swap(&resolved, &accumulator) }
        resolved.reset(extent: extent, rows: area.y..<area.maxY)
        path.flattened(with: state.transform) { a, b in
            resolved.addEdge(x0: a.x, y0: a.y, x1: b.x, y1: b.y)
        }
        if coverageRow.count < extent.width { coverageRow = [UInt8](repeating: 0, count: extent.width) }
        let columns = (area.x - extent.x)..<(area.maxX - extent.x)
        let splits = splitsIntoStretches && usesFastPaths
        var stretches: [Int] = []
        coverageRow.withUnsafeMutableBufferPointer { row in
            var above: (first: Int, last: Int)?
            for r in 0..<resolved.height {
                // A row like the one above (fast paths): the coverage still in `row` is its own,
                // and so are its stretches.
                let repeats = usesFastPaths && resolved.repeatsRowAbove(r)
                let span = repeats ? above : resolved.resolveRow(r, columns: columns, into: row.baseAddress!, stretches: &stretches)
                above = span
                guard let (first, last) = span else { continue }
                let y = extent.y + resolved.firstRow + r, coverage = UnsafePointer(row.baseAddress! + columns.lowerBound)
                guard splits, !stretches.isEmpty else {
                    body(y, extent.x + first, extent.x + last, coverage, repeats, false)
                    continue
                }
                var start = first
                for index in stride(from: 0, to: stretches.count, by: 3) {
                    let (stretchStart, stretchEnd) = (stretches[index], stretches[index + 1])
                    if stretchStart > start { body(y, extent.x + start, extent.x + stretchStart, coverage, repeats, false) }
                    if stretches[index + 2] != 0 { body(y, extent.x + stretchStart, extent.x + stretchEnd, coverage, repeats, true) }
                    start = stretchEnd
                }
                if last > start { body(y, extent.x + start, extent.x + last, coverage, repeats, false) }
            }
        }
    }
}
