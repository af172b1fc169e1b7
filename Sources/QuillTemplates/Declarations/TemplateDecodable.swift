import QuillTemplateFormats
import QuillFoundation

/// A type whose values a template can write, for `@Inspectable` properties.
public protocol TemplateDecodable {
    /// Reads a value; throws when the template value does not fit.
    static func decode(from value: TemplateValue) throws(TemplateValueError) -> Self
}

extension String: TemplateDecodable {
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> String { try value.asString() }
}

extension Double: TemplateDecodable {
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Double { try value.asNumber() }
}

extension Int: TemplateDecodable {
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Int { try value.asInteger() }
}

extension Bool: TemplateDecodable {
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Bool { try value.asBool() }
}

extension Color: TemplateDecodable {
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Color {
        guard let color = try value.asColor() else { throw TemplateValueError(expected: "a colour", found: "null") }
        return color
    }
}

extension Font: TemplateDecodable {
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Font { try value.asFont() }
}

extension Rect: TemplateDecodable {
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Rect { try value.asRect() }
}

extension Point: TemplateDecodable {
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Point { try value.asPoint() }
}

extension Size: TemplateDecodable {
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Size { try value.asSize() }
}

extension EdgeInsets: TemplateDecodable {
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> EdgeInsets { try value.asInsets() }
}

extension Optional: TemplateDecodable where Wrapped: TemplateDecodable {
    public static func decode(from value: TemplateValue) throws(TemplateValueError) -> Wrapped? {
        if case .null = value { return nil }
        return try Wrapped.decode(from: value)
    }
}
