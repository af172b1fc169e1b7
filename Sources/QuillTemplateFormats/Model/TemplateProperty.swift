import QuillFoundation

/// A property assignment of a template object: `name = value`, with where it was written.
public struct TemplateProperty: Hashable, Sendable {
    /// The property name in Quill's terms (e.g. `text`, `textColor`, `frame`).
    public var name: String
    public var value: TemplateValue
    public var location: SourceLocation

    /// Creates a property assignment.
    public init(name: String, value: TemplateValue, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}
