import QuillFoundation

/// A property value as read from a template. Native templates give raw `text` that is
/// interpreted by the property it is assigned to; XIB readers give typed values.
public indirect enum TemplateValue: Hashable, Sendable {
    /// Unparsed text (a YAML scalar), or a string.
    case text(String)
    case number(Double)
    case bool(Bool)
    case color(Color)
    case font(Font)
    case rect(Rect)
    case point(Point)
    case size(Size)
    case insets(EdgeInsets)
    /// An image by name, resolved in the template's bundle.
    case image(String)
    /// A list of values.
    case list([TemplateValue])
    /// Named values in order (also how per-state values are written).
    case map([TemplateEntry])
    /// An explicit "none".
    case null
}

/// One named value of a `TemplateValue.map`, with where it was written.
public struct TemplateEntry: Hashable, Sendable {
    public var key: String
    public var value: TemplateValue
    public var location: SourceLocation?

    /// Creates an entry.
    public init(key: String, value: TemplateValue, location: SourceLocation? = nil) {
        self.key = key
        self.value = value
        self.location = location
    }
}
