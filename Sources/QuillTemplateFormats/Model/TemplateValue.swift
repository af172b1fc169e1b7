import QuillFoundation

/// A property value as read from a template. Native templates give raw `text` that is
/// interpreted by the property it is assigned to; XIB readers give typed values.
public indirect enum TemplateValue: Hashable, Sendable {
    /// Unparsed text (a YAML scalar), or a string.
    case text(String)
    /// A number: typed by a .xib reader (`alpha`, `tag`, a spacing in points), or a plain number
    /// in a native template's list (`frame: [0, 0, 320, 44]`).
    case number(Double)
    /// A flag a .xib reader typed from `YES` / `NO`.
    case bool(Bool)
    /// A colour a .xib gave as components or as a named colour resource.
    case color(Color)
    /// A font a .xib reader built from the file's font description (`fontDescription`).
    case font(Font)
    /// A rectangle in points, such as a .xib's stored `frame` (in its superview's coordinates).
    case rect(Rect)
    /// A point (x, y) in points.
    case point(Point)
    /// A width and height in points.
    case size(Size)
    /// Edge insets in points (top, left, bottom, right), such as a .xib's `layoutMargins`.
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
    /// The name the value is written under: a map key (`red` in a colour), or a control state
    /// (`normal`, `highlighted`) for a per-state value.
    public var key: String
    /// The value under `key`; it may itself be a list or a map.
    public var value: TemplateValue
    /// Where the entry was written, or `nil` for one made in code (the entry `entries(defaultKey:)`
    /// wraps a plain value in).
    public var location: SourceLocation?

    /// Creates an entry.
    public init(key: String, value: TemplateValue, location: SourceLocation? = nil) {
        self.key = key
        self.value = value
        self.location = location
    }
}
