/// A description of a font: family, size in points, weight and slant.
///
/// Fonts are resolved against the fonts bundled with Quill (never the system's), so text
/// renders to the same pixels everywhere. The system family is DejaVu Sans.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The family name, e.g. `"DejaVu Sans"`.
    public var family: String
    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: FontWeight
    /// Whether the face is italic (oblique).
    public var isItalic: Bool

    /// The family used by `systemFont(ofSize:)`.
    public static let systemFamily = "DejaVu Sans"
    /// The family used by `monospacedSystemFont(ofSize:weight:)`: DejaVu Sans Mono.
    public static let monospacedFamily = "DejaVu Sans Mono"

    /// The family that stands in for Apple's Helvetica, Arial and San Francisco: Liberation
    /// Sans has the same advance widths as Arial/Helvetica, so text from .xib files designed
    /// on iOS fits its frames.
    public static let appleCompatibleFamily = "Liberation Sans"

    /// Apple's system font (San Francisco) as .xib files use it: Liberation Sans's glyphs with
    /// San Francisco's line height (ascender 0.952 em, descender 0.241 em, no gap), so labels
    /// measure as tall as on iOS and constraint layouts match Interface Builder's frames.
    public static let appleSystemFamily = "Apple System"
    /// The size UIKit labels use by default.
    public static let defaultSize = 17.0

    /// Creates a font description.
    public init(family: String = Font.systemFamily, size: Double, weight: FontWeight = .regular, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The system font at a size.
    public static func systemFont(ofSize size: Double, weight: FontWeight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        Font(size: size, weight: .bold)
    }

    /// The monospaced system font at a size (for code and tabular text).
    public static func monospacedSystemFont(ofSize size: Double, weight: FontWeight = .regular) -> Font {
        Font(family: monospacedFamily, size: size, weight: weight)
    }

    /// The italic system font at a size.
    public static func italicSystemFont(ofSize size: Double) -> Font {
        Font(size: size, isItalic: true)
    }

    /// The same font at another size.
    public func withSize(_ size: Double) -> Font {
        var copy = self
        copy.size = size
        return copy
    }

    /// `family sizept`, plus ` bold` and ` italic` when they apply, e.g. `DejaVu Sans 17pt bold`.
    public var description: String {
        "\(family) \(formatCoordinate(size))pt\(weight == .bold ? " bold" : "")\(isItalic ? " italic" : "")"
    }
}
