#if canImport(Glibc)
import Glibc
#endif
internal import CPixelMove
import Dispatch
import QuillFoundation

/// A rectangle of premultiplied RGBA pixels in memory: what the rasterizer draws into, what a
/// window presents and what a snapshot test compares.
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public private(set) var width: Int
    /// Height in pixels.
    public private(set) var height: Int
    /// Packed premultiplied pixels, row by row, `width * height` of them (see `PixelColor`).
    public var pixels: [UInt32]

    /// The widest or tallest bitmap Quill makes, in pixels.
    public static let maximumDimension = 16_384
    /// The most pixels in one bitmap: 64 Mi pixels (256 MiB), a 7680x4320 window at scale 1
    /// or a 3840x2160 one at scale 2 with room to spare.
    public static let maximumPixelCount = 64 << 20

    /// Whether a bitmap of `width` x `height` pixels (finite, non-negative) is within
    /// `maximumDimension` and `maximumPixelCount`; callers that take sizes from files or users
    /// check this first and say so, since `init(width:height:fill:)` clamps what is larger.
    public static func fits(width: Double, height: Double) -> Bool {
        width.isFinite && height.isFinite && width >= 0 && height >= 0
            && width <= Double(maximumDimension) && height <= Double(maximumDimension)
            && width * height <= Double(maximumPixelCount)
    }

    /// Creates a bitmap filled with one colour (transparent by default). Sizes beyond
    /// `maximumDimension` or `maximumPixelCount` are clamped (the height gives way first) rather
    /// than overflowing or exhausting memory.
    public init(width: Int, height: Int, fill: PixelColor = .clear) {
        let w = Swift.min(Bitmap.maximumDimension, Swift.max(0, width))
        var h = Swift.min(Bitmap.maximumDimension, Swift.max(0, height))
        if w > 0, w * h > Bitmap.maximumPixelCount { h = Bitmap.maximumPixelCount / w }
        self.width = w
        self.height = h
        pixels = Bitmap.pixelStorage(count: self.width * self.height, fill: fill.packed)
    }

    /// The fewest bytes for which new pixel memory is asked for whole (`pixelStorage`).
    static let leastBytesToPopulate = 1 << 20

    /// `count` pixels of one value. A large buffer's pages are asked of the kernel in one
    /// call before they are filled (`MADV_POPULATE_WRITE`), instead of a page fault for every
    /// 4 KiB the fill first writes: a third less time for a window's framebuffer (1.8 -> 1.2 ms
    /// at 1180x760, 17.6 -> 11.8 ms at 3840x2160). Where the kernel refuses the advice
    /// (before Linux 5.14), the pages come one fault at a time as before.
    static func pixelStorage(count: Int, fill: UInt32) -> [UInt32] {
        guard count * MemoryLayout<UInt32>.stride >= leastBytesToPopulate else { return [UInt32](repeating: fill, count: count) }
        return [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            quill_populate_pages(buffer.baseAddress, count * MemoryLayout<UInt32>.stride)
            buffer.initialize(repeating: fill)
            initialized = count
        }
    }

    /// Creates a bitmap from packed premultiplied pixels; returns `nil` when the count is wrong.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width >= 0, height >= 0, width <= Bitmap.maximumDimension, height <= Bitmap.maximumDimension,
            pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The whole bitmap as a pixel rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at a position; positions outside give transparent black.
    public subscript(x: Int, y: Int) -> PixelColor {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return .clear }
            return PixelColor(packed: pixels[y * width + x])
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            pixels[y * width + x] = newValue.packed
        }
    }

    /// Gives the bitmap another size, keeping its storage when it is large enough (no new
    /// allocation, no page faults): for bitmaps whose pixels are all drawn again. The pixels
    /// afterwards are the old ones, rows reflowed, then transparent ones where it grew.
    package mutating func reshapeKeepingStorage(width newWidth: Int, height newHeight: Int) {
        // Clamped as `init(width:height:fill:)` clamps.
        let w = Swift.max(0, Swift.min(Bitmap.maximumDimension, newWidth))
        var h = Swift.max(0, Swift.min(Bitmap.maximumDimension, newHeight))
        if w > 0, w * h > Bitmap.maximumPixelCount { h = Bitmap.maximumPixelCount / w }
        let count = w * h
        if count < pixels.count {
            pixels.removeLast(pixels.count - count)
        } else if count > pixels.count {
            pixels.append(contentsOf: repeatElement(0, count: count - pixels.count))
        }
        width = w
        height = h
    }

    /// Fills a rectangle with one colour, replacing what was there.
    public mutating func fill(_ rect: PixelRect, with color: PixelColor) {
        let r = rect.intersection(bounds)
        if r.isEmpty { return }
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { buffer in Bitmap.fill(r, with: color, in: buffer, width: width) }
    }

    /// Fills `rect` (within the pixels) of a buffer of rows `width` pixels wide with one colour.
    static func fill(_ rect: PixelRect, with color: PixelColor, in buffer: UnsafeMutableBufferPointer<UInt32>, width: Int) {
        guard !rect.isEmpty, let base = buffer.baseAddress else { return }
        let value = color.packed
        let streams = buffer.count >= PixelKernels.streamingTargetPixels
        for y in rect.y..<rect.maxY { PixelKernels.fill(base + y * width + rect.x, count: rect.width, with: value, streams: streams) }
    }

    /// A bitmap of a size with no pixels, standing for a framebuffer whose pixels a rasterizer
    /// reaches another way while a banded render draws (`Rasterizer.sharedPixels`): anything
    /// reading its pixels instead fails at once rather than drawing somewhere unseen.
    static func standIn(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: 0, height: 0)
        bitmap.width = width
        bitmap.height = height
        return bitmap
    }

    /// Copies a rectangle of another bitmap of the same size into this one.
    public mutating func copy(_ rect: PixelRect, from source: Bitmap) {
        precondition(source.width == width && source.height == height, "bitmaps differ in size")
        let r = rect.intersection(bounds)
        if r.isEmpty { return }
        pixels.withUnsafeMutableBufferPointer { dst in
            source.pixels.withUnsafeBufferPointer { src in
                for y in r.y..<r.maxY {
                    let start = y * width + r.x
                    for i in start..<(start + r.width) { dst[i] = src[i] }
                }
            }
        }
    }

    /// Moves the pixels inside `rect` by `dx`, `dy` pixels, as a scrolled view's content
    /// moves: each pixel of `rect` whose source (`x - dx`, `y - dy`) is also inside takes that
    /// source's value; the rest (the strip the move exposes) keep their old pixels for the
    /// caller to redraw. Nothing outside `rect` changes.
    public mutating func movePixels(in rect: PixelRect, dx: Int, dy: Int) {
        movePixels(in: rect, dx: dx, dy: dy, threadCount: 1)
    }

    /// The fewest pixels a move splits between threads: a smaller move (a 1280x800 window's
    /// rows, 4 MB) stays in the processor's cache and was slower split in two; a 4K window's
    /// (33 MB) streams to memory and takes a fifth less time in two.
    package static let minimumPixelsToSplitMove = 2_000_000

    /// `movePixels(in:dx:dy:)` on up to `threadCount` threads when the move is large and
    /// straight: a vertical move in columns side by side (no column reads another's pixels),
    /// a horizontal one in bands of rows, each piece at least `piecePixels` pixels. The same
    /// bytes as one thread; a diagonal move, or a small one, is made on the calling thread.
    package mutating func movePixels(
        in rect: PixelRect, dx: Int, dy: Int, threadCount: Int, piecePixels: Int = Bitmap.minimumPixelsToSplitMove
    ) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, dx != 0 || dy != 0, abs(dx) < r.width, abs(dy) < r.height else { return }
        let parts = Swift.min(threadCount, r.area / Swift.max(1, piecePixels))
        // Columns of a vertical move are at least 16 pixels wide; rows of a horizontal one at
        // least one.
        let splits = parts > 1 && (dx == 0 ? r.width >= 32 : dy == 0 && r.height >= 2)
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            guard splits else {
                Self.move(r, dx: dx, dy: dy, base: base, width: width)
                return
            }
            let pieces: [PixelRect]
            if dx == 0 {
                // Each piece moves within its own columns (`quill_move_rows` aligns each row's
                // streaming stores itself).
                let step = Swift.max(16, (r.width / parts + 15) / 16 * 16)
                pieces = stride(from: r.x, to: r.maxX, by: step).map { PixelRect(x: $0, y: r.y, width: Swift.min(step, r.maxX - $0), height: r.height) }
            } else {
                // Each piece moves within its own rows.
                let step = Swift.max(1, (r.height + parts - 1) / parts)
                pieces = stride(from: r.y, to: r.maxY, by: step).map { PixelRect(x: r.x, y: $0, width: r.width, height: Swift.min(step, r.maxY - $0)) }
            }
            let shared = MovedPixels(base: base)
            DispatchQueue.concurrentPerform(iterations: pieces.count) { index in
                Self.move(pieces[index], dx: dx, dy: dy, base: shared.base, width: width)
            }
        }
    }

    /// Moves the pixels of `r` (inside a bitmap `width` pixels wide at `base`) by `dx`, `dy`,
    /// as `movePixels(in:dx:dy:)` describes, on the calling thread.
    private static func move(_ r: PixelRect, dx: Int, dy: Int, base: UnsafeMutablePointer<UInt32>, width: Int) {
        let rowLength = r.width - abs(dx)
        let sourceX = r.x + Swift.max(0, -dx), destinationX = r.x + Swift.max(0, dx)
        // Rows are visited so that no source row is overwritten before it is read.
        func moveRow(_ y: Int) { memmoveBlock(base + y * width + destinationX, base + (y - dy) * width + sourceX, rowLength) }
        if dx == 0 {
            // Vertical: whole rows of the rectangle, streamed when large.
            let rows = r.height - abs(dy)
            let destinationRow = r.y + Swift.max(0, dy), sourceRow = r.y + Swift.max(0, -dy)
            quill_move_rows(base, width, destinationRow, sourceRow, rows, r.x, r.width)
        } else if dy > 0 {
            for y in stride(from: r.maxY - 1, through: r.y + dy, by: -1) { moveRow(y) }
        } else {
            for y in r.y..<(r.maxY + dy) { moveRow(y) }
        }
    }

    /// The pixels of a sub-rectangle as a new bitmap.
    public func cropped(to rect: PixelRect) -> Bitmap {
        let r = rect.intersection(bounds)
        var out = Bitmap(width: r.width, height: r.height)
        for y in 0..<r.height {
            for x in 0..<r.width { out.pixels[y * r.width + x] = pixels[(r.y + y) * width + r.x + x] }
        }
        return out
    }

    /// The pixels as straight-alpha bytes R, G, B, A (the layout PNG files use).
    public func straightRGBABytes() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<pixels.count {
            let c = PixelColor(packed: pixels[i]).straightComponents
            bytes[i * 4] = c.red; bytes[i * 4 + 1] = c.green; bytes[i * 4 + 2] = c.blue; bytes[i * 4 + 3] = c.alpha
        }
        return bytes
    }

    /// Creates a bitmap from straight-alpha RGBA bytes; returns `nil` when the count is wrong.
    public init?(width: Int, height: Int, straightRGBA bytes: [UInt8]) {
        guard width >= 0, height >= 0, width <= Bitmap.maximumDimension, height <= Bitmap.maximumDimension,
            bytes.count == width * height * 4 else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for i in 0..<pixels.count {
            let a = UInt32(bytes[i * 4 + 3])
            pixels[i] = PixelColor(
                premultipliedRed: mul255(UInt32(bytes[i * 4]), a), green: mul255(UInt32(bytes[i * 4 + 1]), a),
                blue: mul255(UInt32(bytes[i * 4 + 2]), a), alpha: a).packed
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

/// Copies `count` pixels between possibly overlapping places (memmove).
@inline(__always)
private func memmoveBlock(_ destination: UnsafeMutablePointer<UInt32>, _ source: UnsafeMutablePointer<UInt32>, _ count: Int) {
    guard count > 0 else { return }
    _ = memmove(destination, source, count * 4)
}
