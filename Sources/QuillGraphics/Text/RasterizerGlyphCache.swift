/// One rasterizer's own copies of the glyph masks it draws. A font face's cache is shared by
/// every thread drawing a band (`BandedRenderer`): each look-up there takes its lock, and the
/// masks it hands out are the same arrays for every thread, so the threads' retains and
/// releases of them fight over the same cache lines (together 7% of a 4K resize frame). Here a
/// mask is copied into storage of this rasterizer's own on first use and found without a lock.
struct RasterizerGlyphCache {
    private struct Key: Hashable {
        let face: ObjectIdentifier
        let glyph: UInt32
        let pixelSize64: Int32
        let subpixel: UInt8

        /// A slot among `recentCount`, from a multiplicative mix of the fields (no `Hasher`).
        var recentSlot: Int {
            var mix = UInt(bitPattern: face) &* 0x9E37_79B9_7F4A_7C15
            mix ^= UInt(glyph) &* 0xC2B2_AE3D_27D4_EB4F
            mix ^= UInt(UInt32(bitPattern: pixelSize64)) &* 0x1656_67B1_9E37_79F9
            mix ^= UInt(subpixel) &* 0x27D4_EB2F_1656_67C5
            return Int(truncatingIfNeeded: mix >> UInt(64 - RasterizerGlyphCache.recentBits))
        }
    }

    /// The masks found last, one a slot: a glyph drawn again (most are, frame after frame) is
    /// found by comparing one key, without hashing it through `Hasher` (SipHash over its
    /// fields cost more than copying the glyph's pixels).
    private static let recentBits = 10
    /// Keys and masks apart: comparing a key copies no mask (a copy retains its arrays).
    private var recentKeys = [Key?](repeating: nil, count: 1 << RasterizerGlyphCache.recentBits)
    private var recentMasks = [GlyphBitmap?](repeating: nil, count: 1 << RasterizerGlyphCache.recentBits)

    /// The most masks kept; past it the cache starts again.
    static let capacity = 4096
    private var masks: [Key: GlyphBitmap] = [:]
    /// The faces of the masks kept, held so that no other face takes one's identity meanwhile.
    private var faces: [ObjectIdentifier: FontFace] = [:]

    /// The mask of `glyph` in `face` (`FontFace.glyphBitmap`), from this cache when it was
    /// drawn before.
    mutating func bitmap(of glyph: UInt32, in face: FontFace, pixelSize: Double, subpixel: Int) -> GlyphBitmap? {
        guard pixelSize.isFinite, pixelSize > 0, pixelSize < 2048 else { return nil }
        let size64 = Int32((pixelSize * 64).rounded())
        guard size64 > 0 else { return nil }
        let key = Key(face: ObjectIdentifier(face), glyph: glyph, pixelSize64: size64, subpixel: UInt8(subpixel & 3))
        let slot = key.recentSlot
        if recentKeys[slot] == key, let mask = recentMasks[slot] { return mask }
        if let mask = masks[key] {
            recentKeys[slot] = key
            recentMasks[slot] = mask
            return mask
        }
        guard let shared = face.glyphBitmap(glyph, pixelSize: pixelSize, subpixel: subpixel) else { return nil }
        if masks.count >= Self.capacity {
            // The faces go with their masks (another face may then take a freed one's
            // identity): the recent masks go too.
            masks.removeAll(keepingCapacity: true)
            faces.removeAll(keepingCapacity: true)
            for index in recentKeys.indices {
                recentKeys[index] = nil
                recentMasks[index] = nil
            }
        }
        faces[key.face] = face
        // New storage: this rasterizer's retains of it touch nothing another thread reads.
        let own = GlyphBitmap(
            width: shared.width, height: shared.height, left: shared.left, top: shared.top,
            coverage: shared.coverage.withUnsafeBufferPointer { [UInt8]($0) },
            colorPixels: shared.colorPixels.map { pixels in pixels.withUnsafeBufferPointer { [UInt32]($0) } })
        masks[key] = own
        recentKeys[slot] = key
        recentMasks[slot] = own
        return own
    }
}
