import QuillTemplateFormats
import QuillFoundation

/// A type whose values a template can write, for `@Inspectable` properties.
public protocol TemplateDecodable {
    /// Reads a value; throws when the template value does not fit.
    static func decode(from value: TemplateValue) throws(TemplateValueError) -> Self
}

extension String: TemplateDecodable {
    /// Reads text; a number or a flag is taken as its text (`TemplateValue.asString()`).
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> String { try value.asString() }
}

extension Double: TemplateDecodable {
    /// Reads a finite number; numeric text is parsed, and a flag reads as 1 or 0
    /// (`TemplateValue.asNumber()`).
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Double { try value.asNumber() }
}

extension Int: TemplateDecodable {
    /// Reads a whole number under 10¹⁵ in magnitude; a fraction throws
    /// (`TemplateValue.asInteger()`).
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Int { try value.asInteger() }
}

extension Bool: TemplateDecodable {
    /// Reads a flag: `true`/`false`, `yes`/`no`, `on`/`off` in any case, or `1`/`0`
    /// (`TemplateValue.asBool()`).
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Bool { try value.asBool() }
}

extension Color: TemplateDecodable {
    /// Reads a colour as `TemplateValue.asColor()` does (hex, a name, or components), but throws
    /// where that gives `nil` (`null`, `none`): declare the property `Color?` to allow clearing it.
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Color {
        guard let color = try value.asColor() else { throw TemplateValueError(expected: "a colour", found: "null") }
        return color
    }
}

extension Font: TemplateDecodable {
    /// Reads a font: a size in points (`17`), `bold 17`, `italic 15`, or a map of `family`, `size`,
    /// `weight` and `italic` (`TemplateValue.asFont()`).
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Font { try value.asFont() }
}

extension Rect: TemplateDecodable {
    /// Reads a rectangle `[x, y, width, height]` in points, each within
    /// ±`TemplateLimits.maximumCoordinate` (`TemplateValue.asRect()`).
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Rect { try value.asRect() }
}

extension Point: TemplateDecodable {
    /// Reads a point `[x, y]` in points, each within ±`TemplateLimits.maximumCoordinate`
    /// (`TemplateValue.asPoint()`).
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Point { try value.asPoint() }
}

extension Size: TemplateDecodable {
    /// Reads a size `[width, height]` in points, each within ±`TemplateLimits.maximumCoordinate`
    /// (`TemplateValue.asSize()`).
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Size { try value.asSize() }
}

extension EdgeInsets: TemplateDecodable {
    /// Reads insets `[top, left, bottom, right]` in points, or one number for every edge
    /// (`TemplateValue.asInsets()`).
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> EdgeInsets { try value.asInsets() }
}

extension Optional: TemplateDecodable where Wrapped: TemplateDecodable {
    /// Reads `null` (a native template's plain `null` or `~`) as `nil`, and any other value as
    /// `Wrapped` reads it.
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Wrapped? {
        if case .null = value { return nil }
        return try Wrapped.decode(from: value)
    }
}
