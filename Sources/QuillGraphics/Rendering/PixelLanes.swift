/// Pixel arithmetic on two pixels at a time, each channel in a 16-bit lane (red, green, blue,
/// alpha of the first pixel, then of the second), with the integer sums of the scalar helpers
/// (`mul255`, `scalePixel`, `sourceOver`): the same bytes, a vector instruction doing the work
/// of eight. Only the baseline instructions of x86-64 (SSE2) and AArch64 are needed.
enum PixelLanes {
    /// Two pixels, a channel a lane.
    typealias Pair = SIMD8<UInt16>

    /// Every channel scaled by `factor / 255`, rounded as `mul255` rounds (every product of two
    /// bytes plus 128 fits in a lane).
    @inline(__always)
    static func scale(_ value: Pair, by factor: Pair) -> Pair {
        let t = value &* factor &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Each pixel's alpha in the four lanes of its channels.
    @inline(__always)
    static func spreadAlpha(_ value: Pair) -> Pair {
        Pair(value[3], value[3], value[3], value[3], value[7], value[7], value[7], value[7])
    }

    /// One byte for each of a pixel's four channels (its coverage, say) in those lanes.
    @inline(__always)
    static func spread(_ first: UInt16, _ second: UInt16) -> Pair {
        Pair(lowHalf: SIMD4(repeating: first), highHalf: SIMD4(repeating: second))
    }

    /// Two pixels unpacked from their bytes.
    @inline(__always)
    static func unpack(_ bytes: SIMD8<UInt8>) -> Pair { Pair(truncatingIfNeeded: bytes) }

    /// Four pixels packed back to bytes (every lane holds a byte's value).
    @inline(__always)
    static func pack(_ first: Pair, _ second: Pair) -> SIMD4<UInt32> {
        let bytes = SIMD16<UInt8>(lowHalf: SIMD8(truncatingIfNeeded: first), highHalf: SIMD8(truncatingIfNeeded: second))
        return unsafeBitCast(bytes, to: SIMD4<UInt32>.self)
    }

    /// Four premultiplied pixels over four others, as `sourceOver` composites them: the packed
    /// source plus the destination scaled by what the source's alpha leaves (a source of alpha
    /// 255 scales it by 0, so the source stands), and the destination alone where the source's
    /// alpha is 0.
    @inline(__always)
    static func sourceOver(_ first: Pair, _ second: Pair, over destination: SIMD16<UInt8>) -> SIMD4<UInt32> {
        let under0 = scale(unpack(destination.lowHalf), by: 255 &- spreadAlpha(first))
        let under1 = scale(unpack(destination.highHalf), by: 255 &- spreadAlpha(second))
        let source = pack(first, second)
        let kept = unsafeBitCast(destination, to: SIMD4<UInt32>.self)
        return (source &+ pack(under0, under1)).replacing(with: kept, where: source &>> 24 .== 0)
    }

    /// Blends `count` premultiplied pixels over as many others, each scaled by `factor`
    /// (0 to 255) times its mask byte when there is a mask: a layer or a cached bitmap
    /// composited down, with the bytes of the scalar loop (`scalePixel`, then `sourceOver`;
    /// transparent pixels leave what is beneath). Four pixels at a time, the rest one by one.
    static func blend(
        _ source: UnsafePointer<UInt32>, over destination: UnsafeMutablePointer<UInt32>, count: Int, factor: UInt32, mask: UnsafePointer<UInt8>?
    ) {
        let factorLanes = SIMD4<UInt16>(repeating: UInt16(factor))
        var i = 0
        while i + 4 <= count {
            let pixels = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD16<UInt8>.self)
            // Runs of transparent pixels (a layer's margins) are skipped four at a time.
            if pixels == .zero {
                i += 4
                continue
            }
            var first = unpack(pixels.lowHalf), second = unpack(pixels.highHalf)
            if factor != 255 || mask != nil {
                var f = factorLanes
                if let mask {
                    let m = SIMD4<UInt16>(truncatingIfNeeded: UnsafeRawPointer(mask + i).loadUnaligned(as: SIMD4<UInt8>.self))
                    let t = f &* m &+ 128
                    f = (t &+ (t &>> 8)) &>> 8
                }
                first = scale(first, by: spread(f[0], f[1]))
                second = scale(second, by: spread(f[2], f[3]))
            }
            let under = UnsafeRawPointer(destination + i).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(destination + i).storeBytes(of: sourceOver(first, second, over: under), as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < count {
            var p = source[i]
            if p != 0 {
                var f = factor
                if let mask { f = mul255(f, UInt32(mask[i])) }
                if f != 255 { p = scalePixel(p, f) }
                destination[i] = QuillGraphics.sourceOver(p, destination[i])
            }
            i += 1
        }
    }
}
