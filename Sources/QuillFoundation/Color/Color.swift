/// A colour in the sRGB space with straight (non-premultiplied) alpha; components in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1 (sRGB, not premultiplied by alpha).
    public var red: Double
    /// The green component, 0...1 (sRGB, not premultiplied by alpha).
    public var green: Double
    /// The blue component, 0...1 (sRGB, not premultiplied by alpha).
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// Creates a colour from sRGB components in 0...1; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// Creates a grey from a white level in 0...1.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from 8-bit components.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
            alpha: Double(alpha8) / 255)
    }

    /// Creates a colour from a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    /// Returns `nil` when the string is not one of those forms.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(red8: UInt8(r * 17), green8: UInt8(g * 17), blue8: UInt8(b * 17))
        case 6:
            self.init(red8: UInt8((value >> 16) & 0xFF), green8: UInt8((value >> 8) & 0xFF), blue8: UInt8(value & 0xFF))
        case 8:
            self.init(
                red8: UInt8(value >> 24), green8: UInt8((value >> 16) & 0xFF),
                blue8: UInt8((value >> 8) & 0xFF), alpha8: UInt8(value & 0xFF))
        default:
            return nil
        }
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour mixed with another by `fraction` (0 gives `self`, 1 gives `other`).
    public func interpolated(to other: Color, fraction: Double) -> Color {
        let t = Color.clamp(fraction)
        return Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// Whether the colour is fully transparent.
    public var isClear: Bool { alpha == 0 }

    /// The colour as `#RRGGBBAA`.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }

    /// The colour as `hexString` (`#RRGGBBAA`).
    public var description: String { hexString }

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
}

extension Color {
    /// Transparent black (`UIColor.clear`).
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// A grey of white level 1/3 (`UIColor.darkGray`).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// A grey of white level 0.5 (`UIColor.gray`).
    public static let gray = Color(white: 0.5)
    /// A grey of white level 2/3 (`UIColor.lightGray`).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Pure sRGB red (1, 0, 0); for UI use `systemRed`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure sRGB green (0, 1, 0); for UI use `systemGreen`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure sRGB blue (0, 0, 1); for UI use `systemBlue`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Pure sRGB yellow (1, 1, 0); for UI use `systemYellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Orange (1, 0.5, 0), as `UIColor.orange`; for UI use `systemOrange`.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)

    /// The accent colour of controls (UIKit's system blue).
    public static let systemBlue = Color(red8: 0, green8: 122, blue8: 255)
    /// The "on" colour of switches (UIKit's system green).
    public static let systemGreen = Color(red8: 52, green8: 199, blue8: 89)
    /// UIKit's system red: destructive alert buttons and error text.
    public static let systemRed = Color(red8: 255, green8: 59, blue8: 48)
    /// UIKit's system orange.
    public static let systemOrange = Color(red8: 255, green8: 149, blue8: 0)
    /// UIKit's system yellow.
    public static let systemYellow = Color(red8: 255, green8: 204, blue8: 0)
    /// UIKit's system purple.
    public static let systemPurple = Color(red8: 175, green8: 82, blue8: 222)
    /// UIKit's system pink.
    public static let systemPink = Color(red8: 255, green8: 45, blue8: 85)
    /// UIKit's system teal.
    public static let systemTeal = Color(red8: 48, green8: 176, blue8: 199)
    /// UIKit's system indigo.
    public static let systemIndigo = Color(red8: 88, green8: 86, blue8: 214)
    /// UIKit's system grey (#8E8E93): what disabled buttons draw in (text, or a filled one's fill).
    public static let systemGray = Color(red8: 142, green8: 142, blue8: 147)
    /// UIKit's fourth system grey (#D1D1D6), lighter than `systemGray`: e.g. a pressed bordered button's fill.
    public static let systemGray4 = Color(red8: 209, green8: 209, blue8: 214)
    /// UIKit's fifth system grey (#E5E5EA), between `systemGray4` and `systemGray6`.
    public static let systemGray5 = Color(red8: 229, green8: 229, blue8: 234)
    /// UIKit's lightest system grey (#F2F2F7): e.g. a bordered button's fill.
    public static let systemGray6 = Color(red8: 242, green8: 242, blue8: 247)
    /// The colour of primary text.
    public static let label = Color.black
    /// The colour of secondary text.
    public static let secondaryLabel = Color(red8: 60, green8: 60, blue8: 67, alpha8: 153)
    /// The colour of a window's content background.
    public static let systemBackground = Color.white
    /// The colour of thin separator lines.
    public static let separator = Color(red8: 60, green8: 60, blue8: 67, alpha8: 74)
}
