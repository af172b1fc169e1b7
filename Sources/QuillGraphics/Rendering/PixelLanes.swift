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
}
