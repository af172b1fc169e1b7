/// The one reading of UTF-8 sequences byte by byte that text layout needs where the standard
/// library's views would cost more (a paragraph decoded once, combining marks counted in linear
/// time).
enum UTF8Sequence {
    /// The length of the sequence a lead byte starts (1 for ASCII, and for a stray continuation
    /// byte, which then stands alone).
    @inline(__always)
    static func length(lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    }

    /// The scalar value of the sequence `utf8[start..<end]`; `nil` when a continuation byte is
    /// not one or the length is not 2 to 4.
    static func value(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt32? {
        var value: UInt32
        switch end - start {
        case 2: value = UInt32(utf8[start] & 0x1F)
        case 3: value = UInt32(utf8[start] & 0x0F)
        case 4: value = UInt32(utf8[start] & 0x07)
        default: return nil
        }
        for offset in (start + 1)..<end {
            let byte = utf8[offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return value
    }
}
