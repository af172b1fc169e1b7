import QuillFoundation

/// A property assignment of a template object: `name = value`, with where it was written.
public struct TemplateProperty: Hashable, Sendable {
    /// The property name in Quill's terms (e.g. `text`, `textColor`, `frame`).
    public var name: String
    /// The value as the file wrote it: raw text from a native template, a typed value from a .xib.
    /// The property it is assigned to interprets it.
    public var value: TemplateValue
    /// Where the assignment was written; an error about the value points here.
    public var location: SourceLocation

    /// Creates a property assignment.
    public init(name: String, value: TemplateValue, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}
