import QuillFoundation

/// A premultiplied RGBA pixel packed into 32 bits: red in the lowest byte, alpha in the highest,
/// so the bytes in memory read R, G, B, A on little-endian machines.
public struct PixelColor: Hashable, Sendable, CustomStringConvertible {
    /// The packed value.
    public var packed: UInt32

    /// Wraps a packed premultiplied value.
    public init(packed: UInt32) { self.packed = packed }

    /// Packs premultiplied components.
    @inline(__always)
    public init(premultipliedRed r: UInt32, green g: UInt32, blue b: UInt32, alpha a: UInt32) {
        packed = r | (g << 8) | (b << 16) | (a << 24)
    }

    /// Converts a straight-alpha colour, rounding to the nearest 8-bit value.
    public init(_ color: Color) {
        let a = (color.alpha * 255).rounded()
        let r = (color.red * a).rounded(), g = (color.green * a).rounded(), b = (color.blue * a).rounded()
        self.init(premultipliedRed: UInt32(r), green: UInt32(g), blue: UInt32(b), alpha: UInt32(a))
    }

    /// The red component premultiplied by alpha, 0...255 (never above `alpha`).
    @inline(__always) public var red: UInt32 { packed & 0xFF }
    /// The green component premultiplied by alpha, 0...255.
    @inline(__always) public var green: UInt32 { (packed >> 8) & 0xFF }
    /// The blue component premultiplied by alpha, 0...255.
    @inline(__always) public var blue: UInt32 { (packed >> 16) & 0xFF }
    /// The opacity, 0 (transparent) to 255 (opaque).
    @inline(__always) public var alpha: UInt32 { packed >> 24 }

    /// Transparent black.
    public static let clear = PixelColor(packed: 0)

    /// The straight-alpha 8-bit components (as stored in a PNG).
    public var straightComponents: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let a = alpha
        if a == 0 { return (0, 0, 0, 0) }
        if a == 255 { return (UInt8(red), UInt8(green), UInt8(blue), 255) }
        func un(_ c: UInt32) -> UInt8 { UInt8(Swift.min(255, (c * 255 + a / 2) / a)) }
        return (un(red), un(green), un(blue), UInt8(a))
    }

    /// The pixel as a straight-alpha colour.
    public var color: Color {
        let c = straightComponents
        return Color(red8: c.red, green8: c.green, blue8: c.blue, alpha8: c.alpha)
    }

    /// The straight-alpha colour as `#RRGGBBAA`.
    public var description: String { color.hexString }
}

/// Multiplies two 8-bit fractions exactly rounded: `a * b / 255`.
@inline(__always)
func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a &* b &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// Scales every channel of a packed premultiplied pixel by `factor / 255`.
@inline(__always)
func scalePixel(_ p: UInt32, _ factor: UInt32) -> UInt32 {
    // Red and blue, then green and alpha, two channels per multiply.
    var rb = (p & 0x00FF_00FF) &* factor &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ga = ((p >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ga
}

/// Source-over compositing of premultiplied pixels: `src + dst * (1 - src.alpha)`.
@inline(__always)
func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    let sa = src >> 24
    if sa == 255 { return src }
    if sa == 0 { return dst }
    return src &+ scalePixel(dst, 255 - sa)
}
