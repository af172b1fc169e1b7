import QuillFoundation

/// A layout guide a template's constraints refer to by id: a view's safe area or margins guide
/// (a .xib's `viewLayoutGuide`).
public struct TemplateLayoutGuide: Hashable, Sendable {
    /// Which of the view's guides it is.
    public enum Kind: String, Hashable, Sendable {
        case safeArea, margins
    }

    /// The id constraints use.
    public var id: String
    public var kind: Kind
    public var location: SourceLocation

    /// Creates a guide reference.
    public init(id: String, kind: Kind, location: SourceLocation) {
        self.id = id
        self.kind = kind
        self.location = location
    }
}
