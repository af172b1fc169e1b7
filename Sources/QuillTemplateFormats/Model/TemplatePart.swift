/// An object in a keyed slot of another: `cell.backgroundView = object`, or the description of
/// a part the owner creates itself (a table cell's `contentView`).
public struct TemplatePart: Hashable, Sendable {
    /// The slot name, e.g. `contentView` or `backgroundView`.
    public var key: String
    /// The object.
    public var object: TemplateObject

    /// Creates a part.
    public init(key: String, object: TemplateObject) {
        self.key = key
        self.object = object
    }
}
