import QuillFoundation

/// The only code in Quill that touches pixels: draws shapes, gradients, images and glyphs into
/// a bitmap with anti-aliasing, clipping, transforms and group opacity.
///
/// Deterministic: the same calls give the same bytes on any x86-64 machine. The window and
/// the headless test harness use this same rasterizer.
public final class Rasterizer {
    // The stored state is `@exclusivity(unchecked)`: it is touched for every operation, and no
    // code outside the rasterizer runs while it is being changed (the checks cost up to a tenth
    // of a scroll frame).
    /// The pixels drawn so far.
    @exclusivity(unchecked) public internal(set) var target: Bitmap
    /// While a banded render draws (`BandedRenderer`), the pixels of the framebuffer it draws
    /// into, shared by every band's rasterizer, each writing only its band's rows; `target` is
    /// then a stand-in of the framebuffer's size without pixels (`Bitmap.standIn`). Drawing into
    /// a transparency layer still uses the layer's own pixels. `nil` otherwise.
    @exclusivity(unchecked) var sharedPixels: UnsafeMutableBufferPointer<UInt32>?

    struct State {
        var transform: Transform
        var clip: PixelRect
        var mask: ClipMask?
    }

    struct Layer {
        var saved: Bitmap
        var opacity: UInt32
        var stackDepth: Int
        var state: State
    }

    @exclusivity(unchecked) var state: State
    @exclusivity(unchecked) private var stack: [State] = []
    @exclusivity(unchecked) private var layers: [Layer] = []
    @exclusivity(unchecked) private var spareLayers: [Bitmap] = []
    @exclusivity(unchecked) var accumulator = CoverageAccumulator()
    /// Whether the exact fast paths run (coverage rows and opaque spans stored whole, vertical
    /// edges' whole rows added alike, one-colour and scaled-image spans from tables); `false`
    /// takes the plain per-pixel loops, which tests compare them with byte for byte.
    var usesFastPaths = true {
        didSet {
            accumulator.storesRunsWhole = usesFastPaths
            accumulator.addsVerticalRunsWhole = usesFastPaths
        }
    }
    /// Whether the C blending kernels run their plain versions instead of the SSE2 ones (for
    /// the tests, which hold both to the bytes of the per-pixel loops).
    var usesPortableKernels = false

    let resampledCache = ResampledImageCache()
    /// The last text colour scaled by every coverage (`blendMask`).
    let scaledColorTable = ScaledColorTable()
    @exclusivity(unchecked) var coverageRow: [UInt8] = []
    /// The glyph masks this rasterizer drew, its own copies (`RasterizerGlyphCache`).
    @exclusivity(unchecked) var glyphCache = RasterizerGlyphCache()
    /// How many replayed clears were left out because fills after them set every pixel they
    /// would have (for tests and benchmarks).
    @exclusivity(unchecked) package var clearsLeftOut = 0
    /// How many replayed drawing operations were left out whole because opaque fills after
    /// them cover what they would draw (`OcclusionPlanner`; for tests and benchmarks).
    @exclusivity(unchecked) package var operationsLeftOut = 0
    /// How many lines of text were left out because no glyph of theirs reaches the clip (for
    /// tests and benchmarks).
    @exclusivity(unchecked) package var textLinesLeftOut = 0
    /// How many replayed drawing operations were drawn only where they show.
    @exclusivity(unchecked) package var operationsTrimmed = 0
    /// Whether replays leave out what opaque fills recorded later cover (`OcclusionPlanner`,
    /// with the fast paths on); tests compare both ways byte for byte.
    package var usesOcclusionPlans = true
    /// The least pixels a replayed region needs for its occlusion to be planned (tests lower it
    /// to plan small scenes).
    package var leastPixelsToPlanOcclusion = OcclusionPlanner.minimumPixels

    /// Creates a rasterizer over a bitmap.
    public init(target: Bitmap) {
        self.target = target
        state = State(transform: .identity, clip: target.bounds, mask: nil)
    }

    /// Creates a rasterizer over a new transparent bitmap.
    public convenience init(width: Int, height: Int) {
        self.init(target: Bitmap(width: width, height: height))
    }

    /// Replaces the target (for example after a window resize) and resets all state.
    public func setTarget(_ bitmap: Bitmap) {
        target = bitmap
        resetState()
    }

    /// Gives the target bitmap away, leaving an empty one (avoids a copy when presenting).
    public func takeTarget() -> Bitmap {
        let bitmap = target
        target = Bitmap(width: 0, height: 0)
        return bitmap
    }

    /// Gives the target another size in place, keeping its storage when it is large enough (see
    /// `Bitmap.reshapeKeepingStorage`), and resets all state.
    package func reshapeTarget(width: Int, height: Int) {
        var bitmap = takeTarget()
        bitmap.reshapeKeepingStorage(width: width, height: height)
        setTarget(bitmap)
    }

    /// Calls `body` with the pixels drawing goes to now: the shared framebuffer's while a banded
    /// render draws outside any layer, the target's own otherwise.
    @inline(__always)
    func withTargetPixels<Result>(_ body: (inout UnsafeMutableBufferPointer<UInt32>) throws -> Result) rethrows -> Result {
        if layers.isEmpty, var shared = sharedPixels { return try body(&shared) }
        return try target.pixels.withUnsafeMutableBufferPointer(body)
    }

    /// Draws from now on into `pixels`, a framebuffer of `width` x `height` pixels shared with
    /// other rasterizers drawing other rows of it (`BandedRenderer`), until `stopSharing()`.
    /// The target becomes a stand-in of that size; state is reset (a layer left open dropped).
    func drawShared(into pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int) {
        precondition(pixels.count == width * height, "a shared framebuffer is drawn into whole")
        resetState()
        target = Bitmap.standIn(width: width, height: height)
        state.clip = target.bounds
        sharedPixels = pixels
    }

    /// Stops drawing into a shared framebuffer, the target becoming `target` again.
    func stopSharing(returning target: Bitmap) {
        sharedPixels = nil
        self.target = target
    }

    /// Forgets transforms, clips, saved states and layers.
    public func resetState() {
        stack.removeAll()
        // Layers left open (a recording that began one and never ended it) are dropped, and
        // drawing goes to the target they were begun over again.
        if let base = layers.first {
            spareLayers.append(target)
            target = base.saved
        }
        layers.removeAll()
        state = State(transform: .identity, clip: target.bounds, mask: nil)
    }

    // MARK: State

    /// The user-to-device transform.
    public var transform: Transform { state.transform }
    /// The device pixels drawing may touch.
    public var clipBounds: PixelRect { state.clip }

    /// How many saved states are on the stack.
    var saveDepth: Int { stack.count }

    /// Pushes the transform and clip.
    public func save() { stack.append(state) }

    /// Pops the transform and clip saved last; unbalanced calls are ignored.
    public func restore() {
        // Only the last layer's depth is read (`layers.last` copied the whole layer, its
        // bitmap and saved state, at every restore).
        if !layers.isEmpty, layers[layers.count - 1].stackDepth == stack.count { return }
        if !stack.isEmpty { state = stack.removeLast() }
    }

    /// Applies a transform before the current one (moves the user space).
    public func concatenate(_ t: Transform) { state.transform = t.concatenating(state.transform) }

    /// Moves the user space.
    public func translate(x: Double, y: Double) { concatenate(Transform(translationX: x, y: y)) }

    /// Limits drawing to a rectangle in user space. An axis-aligned rectangle clips at whole
    /// pixels (rounded to the nearest); any other is clipped with an anti-aliased mask.
    public func clip(to rect: Rect) {
        if state.transform.isAxisAligned {
            intersectClip(Rasterizer.snappedClip(rect, transform: state.transform))
        } else {
            clip(to: Path(rect: rect))
        }
    }

    /// The device pixels an axis-aligned clip to `rect` keeps: its edges rounded to the nearest
    /// pixel (none when one is not a number).
    static func snappedClip(_ rect: Rect, transform: Transform) -> PixelRect {
        let r = rect.applying(transform)
        guard !(r.minX.isNaN || r.minY.isNaN || r.maxX.isNaN || r.maxY.isNaN) else { return .empty }
        let x0 = Int(saturating: r.minX, rounding: .toNearestOrAwayFromZero), y0 = Int(saturating: r.minY, rounding: .toNearestOrAwayFromZero)
        let x1 = Int(saturating: r.maxX, rounding: .toNearestOrAwayFromZero), y1 = Int(saturating: r.maxY, rounding: .toNearestOrAwayFromZero)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Limits drawing to the inside of a path in user space, with anti-aliased edges.
    public func clip(to path: Path) {
        clip(to: path, wholeInside: [])
    }

    /// Limits drawing to the inside of a rounded rectangle in user space (a view clipping to its
    /// rounded corners): `clip(to:)` with its path, and the mask then knows the pixels inside
    /// its straight edges are whole, so drawing wholly inside them skips the mask.
    package func clip(toRoundedRect rect: Rect, cornerRadius: Double, corners: RectCorner = .allCorners) {
        let inside = RoundedRectInterior.pixels(of: rect, cornerRadius: cornerRadius, corners: corners, transform: state.transform)
        clip(to: Path(roundedRect: rect, cornerRadius: cornerRadius, corners: corners), wholeInside: inside)
    }

    /// `clip(to:)`, with the device pixels the path is known to cover whole (`wholeInside`).
    private func clip(to path: Path, wholeInside: [PixelRect]) {
        let bounds = PixelRect(covering: path.boundingBox.applying(state.transform))
        intersectClip(bounds)
        let rect = state.clip
        guard !rect.isEmpty else { return }
        var (values, rowStarts) = maskRows(of: path, over: rect)
        if let previous = state.mask { (values, rowStarts) = Rasterizer.combine(values, rowStarts: rowStarts, over: rect, with: previous) }
        let interior = Rasterizer.maskInterior(wholeInside, clip: rect, previous: state.mask.map(\.interior))
        state.mask = ClipMask(rect: rect, values: values, rowStarts: rowStarts, interior: interior)
    }

    /// A path's coverage over `rect` as a mask's rows (`ClipMask`): a row with the coverage of
    /// the one above shares its storage, and rows the path leaves empty share one row of zeros.
    private func maskRows(of path: Path, over rect: PixelRect) -> (values: [UInt8], rowStarts: [Int]) {
        var values = [UInt8](repeating: 0, count: rect.width)
        var rowStarts = [Int](repeating: 0, count: rect.height)
        rasterizeCoverageRows(path, in: rect, targetBounds: target.bounds) { y, x0, x1, coverage, repeatsAbove, _ in
            let row = y - rect.y
            if repeatsAbove, row > 0 {
                rowStarts[row] = rowStarts[row - 1]
                return
            }
            let start = values.count
            values.append(contentsOf: repeatElement(0, count: rect.width))
            values.withUnsafeMutableBufferPointer { stored in
                (stored.baseAddress! + start + (x0 - rect.x)).update(from: coverage + (x0 - rect.x), count: x1 - x0)
            }
            rowStarts[row] = start
        }
        return (values, rowStarts)
    }

    /// A new mask's rows (`values`, `rowStarts`, over `rect`) multiplied by the mask already
    /// in place, which covers `rect`; neighbouring rows whose two sources are both shared stay
    /// shared.
    static func combine(_ values: [UInt8], rowStarts: [Int], over rect: PixelRect, with previous: ClipMask) -> ([UInt8], [Int]) {
        var combined: [UInt8] = []
        var starts = [Int](repeating: 0, count: rect.height)
        var lastSources: (Int, Int)?
        for row in 0..<rect.height {
            let y = rect.y + row
            let sources = (rowStarts[row], previous.rowOrigin(y))
            if let lastSources, lastSources == sources {
                starts[row] = starts[row - 1]
                continue
            }
            lastSources = sources
            starts[row] = combined.count
            for x in rect.x..<rect.maxX {
                combined.append(UInt8(mul255(UInt32(values[sources.0 + x - rect.x]), UInt32(previous.values[sources.1 + x]))))
            }
        }
        return (combined, starts)
    }

    /// Where a new mask is known to be whole: where its shape is (`shape`), inside the clip,
    /// and where the mask before it (`previous`, nil when there was none) was whole too.
    static func maskInterior(_ shape: [PixelRect], clip: PixelRect, previous: [PixelRect]?) -> [PixelRect] {
        var parts = shape.map { $0.intersection(clip) }.filter { !$0.isEmpty }
        if let previous { parts = parts.flatMap { part in previous.map { part.intersection($0) } }.filter { !$0.isEmpty } }
        return parts
    }

    /// Limits drawing to a rectangle of device pixels.
    public func clip(toDevice rect: PixelRect) {
        intersectClip(rect)
    }

    private func intersectClip(_ rect: PixelRect) {
        state.clip = state.clip.intersection(rect)
        if let mask = state.mask, !mask.rect.contains(state.clip) {
            state.clip = state.clip.intersection(mask.rect)
        }
    }

    // MARK: Layers

    /// Starts drawing into a transparent layer that `endTransparencyLayer` blends down with
    /// `opacity`, so overlapping shapes inside fade as one (UIKit's view alpha).
    public func beginTransparencyLayer(opacity: Double) {
        var layerBitmap = spareLayers.popLast() ?? Bitmap(width: target.width, height: target.height)
        if layerBitmap.width != target.width || layerBitmap.height != target.height {
            layerBitmap = Bitmap(width: target.width, height: target.height)
        } else {
            layerBitmap.fill(state.clip, with: .clear)
        }
        let alpha = UInt32((Swift.min(1, Swift.max(0, opacity)) * 255).rounded())
        layers.append(Layer(saved: target, opacity: alpha, stackDepth: stack.count, state: state))
        target = layerBitmap
    }

    /// Blends the layer begun last onto what lies beneath it.
    public func endTransparencyLayer() {
        guard var layer = layers.popLast() else { return }
        while stack.count > layer.stackDepth { stack.removeLast() }
        let layerBitmap = target
        target = layer.saved
        // The popped record must not keep sharing the pixels: writing them below would copy
        // the whole target first (a 4K frame for every translucent view).
        layer.saved = Bitmap(width: 0, height: 0)
        state = layer.state
        blendRows(of: state.clip, from: layerBitmap, originX: 0, originY: 0, factor: layer.opacity)
        spareLayers.append(layerBitmap)
    }

    // MARK: Moving

    /// Moves the target's pixels inside a device rectangle by whole pixels (a scrolled view's
    /// content): see `Bitmap.movePixels(in:dx:dy:)`.
    public func movePixels(in rect: PixelRect, dx: Int, dy: Int) {
        target.movePixels(in: rect, dx: dx, dy: dy)
    }

    /// `movePixels(in:dx:dy:)` on up to `threadCount` threads when the move is large
    /// (`Bitmap.movePixels(in:dx:dy:threadCount:)`): the same bytes.
    package func movePixels(in rect: PixelRect, dx: Int, dy: Int, threadCount: Int) {
        target.movePixels(in: rect, dx: dx, dy: dy, threadCount: threadCount)
    }

    /// Blends a bitmap of premultiplied pixels with its top-left corner at a device pixel,
    /// scaled by `opacity`, within the clip (a cached layer composited in place).
    public func composite(_ bitmap: Bitmap, x originX: Int, y originY: Int, opacity: Double) {
        let rect = PixelRect(x: originX, y: originY, width: bitmap.width, height: bitmap.height).intersection(state.clip)
        guard !rect.isEmpty, opacity > 0 else { return }
        let factor = UInt32((Swift.min(1, opacity) * 255).rounded())
        blendRows(of: rect, from: bitmap, originX: originX, originY: originY, factor: factor)
    }

    /// Blends `rect` (inside the clip) of a bitmap whose top-left pixel lies at device pixel
    /// (`originX`, `originY`) onto the target, scaled by `factor` and the clip's mask
    /// (`PixelKernels.blend`, row by row).
    private func blendRows(of rect: PixelRect, from bitmap: Bitmap, originX: Int, originY: Int, factor: UInt32) {
        guard !rect.isEmpty else { return }
        guard usesFastPaths else {
            blendRowsPlainly(of: rect, from: bitmap, originX: originX, originY: originY, factor: factor)
            return
        }
        let mask = state.mask
        let width = target.width, sourceWidth = bitmap.width
        let maskValues = mask?.values ?? []
        bitmap.pixels.withUnsafeBufferPointer { src in
            withTargetPixels { dst in
                maskValues.withUnsafeBufferPointer { maskBuffer in
                    guard let from = src.baseAddress, let to = dst.baseAddress else { return }
                    for y in rect.y..<rect.maxY {
                        let maskRow = mask.map { maskBuffer.baseAddress! + ($0.rowOrigin(y) + rect.x) }
                        PixelKernels.blend(
                            from + (y - originY) * sourceWidth + (rect.x - originX), over: to + y * width + rect.x, count: rect.width,
                            factor: factor, mask: maskRow, portable: usesPortableKernels)
                    }
                }
            }
        }
    }

    /// `blendRows`, one pixel at a time (what the tests compare the lanes with).
    private func blendRowsPlainly(of rect: PixelRect, from bitmap: Bitmap, originX: Int, originY: Int, factor: UInt32) {
        let mask = state.mask
        let width = target.width, sourceWidth = bitmap.width
        bitmap.pixels.withUnsafeBufferPointer { src in
            withTargetPixels { dst in
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX {
                        var p = src[(y - originY) * sourceWidth + (x - originX)]
                        if p == 0 { continue }
                        var f = factor
                        if let mask { f = mul255(f, mask.value(x: x, y: y)) }
                        if f != 255 { p = scalePixel(p, f) }
                        dst[y * width + x] = sourceOver(p, dst[y * width + x])
                    }
                }
            }
        }
    }

    // MARK: Clearing

    /// Replaces the pixels of a device rectangle (within the clip) with one colour.
    public func clear(_ rect: PixelRect, to color: Color) {
        let area = rect.intersection(state.clip).intersection(target.bounds)
        let width = target.width
        withTargetPixels { pixels in Bitmap.fill(area, with: PixelColor(color), in: pixels, width: width) }
    }
}
