internal import CPixelLanes

/// The blending kernels written in C (`CPixelLanes`): a scaled picture's bilinear samples and
/// layers blended down, on 16-bit lanes with SSE2 where the machine has it, with the integer
/// arithmetic of the rasterizer's per-pixel loops (the same bytes). `portable` runs the plain C
/// versions instead, which the tests hold to the same bytes.
enum PixelKernels {
    /// Blends `count` pixels of `source` over `destination`, each scaled by `factor` (0...255)
    /// times its byte of `mask` when there is one (`scalePixel`, then `sourceOver`).
    static func blend(
        _ source: UnsafePointer<UInt32>, over destination: UnsafeMutablePointer<UInt32>, count: Int, factor: UInt32, mask: UnsafePointer<UInt8>?,
        portable: Bool = false
    ) {
        if portable {
            quill_blend_scaled_portable(source, destination, count, factor, mask)
        } else {
            quill_blend_scaled(source, destination, count, factor, mask)
        }
    }

    /// Blends `count` pixels of one colour through a row of coverage (a glyph's), each times its
    /// byte of `mask` when there is one: full coverage of an opaque colour stores it, other
    /// coverage blends `scaled[c]` (`ScaledColorTable`) with `sourceOver`, none leaves the pixel.
    static func blendMask(
        coverage: UnsafePointer<UInt8>, mask: UnsafePointer<UInt8>?, color: UInt32, scaled: UnsafePointer<UInt32>,
        into pixels: UnsafeMutablePointer<UInt32>, count: Int, portable: Bool = false
    ) {
        if portable {
            quill_blend_mask_portable(coverage, mask, color, scaled, pixels, count)
        } else {
            quill_blend_mask(coverage, mask, color, scaled, pixels, count)
        }
    }

    /// The fewest pixels a target has for long runs of one colour to be stored past the caches
    /// (`fill`): 16 MB, twice this machine's last-level cache, a 4K window's framebuffer.
    static let streamingTargetPixels = 4 << 20
    /// The shortest run `fill` stores past the caches.
    static let streamingRunPixels = 256

    /// How many rows ahead blending brings pixels into the cache.
    static let prefetchRows = 4

    /// Before columns `x0..<x1` of row `y` are blended, brings the same columns' ends
    /// `prefetchRows` rows further down into the cache (`quill_prefetch_for_writing`), unless
    /// that row is at or past `endRow`: rows lie pages apart, beyond what the hardware foresees,
    /// and the pixels under edges and glyphs were mostly streamed past the caches.
    @inline(__always)
    static func prefetchAhead(in pixels: UnsafeMutablePointer<UInt32>, width: Int, row y: Int, columns x0: Int, _ x1: Int, endRow: Int) {
        let ahead = y + prefetchRows
        guard ahead < endRow else { return }
        quill_prefetch_for_writing(pixels + (ahead * width + x0))
        if x1 - x0 > 16 { quill_prefetch_for_writing(pixels + (ahead * width + (x1 - 1))) }
    }

    /// Sets `count` pixels to `value`; in a target of at least `streamingTargetPixels`, runs of at
    /// least `streamingRunPixels` bypass the caches (`streams`). The same bytes either way.
    @inline(__always)
    static func fill(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, with value: UInt32, streams: Bool) {
        if streams && count >= streamingRunPixels {
            quill_fill_streaming(pixels, count, value)
        } else if count >= 8 {
            // (Swift's own loop stores one pixel at a time.)
            quill_fill(pixels, count, value)
        } else {
            pixels.update(repeating: value, count: count)
        }
    }

    /// Mixes `count` pixels of two source rows, weighted `256 - weight` and `weight`, into
    /// `vertical`: eight values a column, the sums' high bytes then their low bytes.
    static func mixRows(
        _ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>, count: Int, weight: UInt32, into vertical: UnsafeMutablePointer<UInt16>,
        portable: Bool = false
    ) {
        if portable {
            quill_mix_rows_portable(upper, lower, count, weight, vertical)
        } else {
            quill_mix_rows(upper, lower, count, weight, vertical)
        }
    }

    /// Where a run of bilinear samples reads: the columns `mixRows` mixed (the first being
    /// `firstColumn`), and for each pixel its two columns and the second's weight (0...256).
    struct Taps {
        let vertical: UnsafePointer<UInt16>
        let firstColumn: Int
        let firsts: UnsafePointer<Int>
        let seconds: UnsafePointer<Int>
        let weights: UnsafePointer<UInt16>
    }

    /// Blends `count` bilinear samples over `pixels`, scaled by `opacity`, the coverage and the
    /// mask (when there is one), as `Rasterizer.blendSpan` does with the image shader.
    static func blendSamples(
        _ taps: Taps, opacity: UInt32, coverage: UnsafePointer<UInt8>, mask: UnsafePointer<UInt8>?, into pixels: UnsafeMutablePointer<UInt32>,
        count: Int, portable: Bool = false
    ) {
        if portable {
            quill_blend_sampled_portable(
                taps.vertical, taps.firstColumn, taps.firsts, taps.seconds, taps.weights, opacity, coverage, mask, pixels, count)
        } else {
            quill_blend_sampled(taps.vertical, taps.firstColumn, taps.firsts, taps.seconds, taps.weights, opacity, coverage, mask, pixels, count)
        }
    }
}
