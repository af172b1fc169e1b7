import QuillFoundation

/// A layout guide a template's constraints refer to by id: a view's safe area or margins guide
/// (a .xib's `viewLayoutGuide`).
public struct TemplateLayoutGuide: Hashable, Sendable {
    /// Which of the view's guides it is.
    public enum Kind: String, Hashable, Sendable {
        /// The view's `safeAreaLayoutGuide` (a .xib's `safeArea` key), or its `layoutMarginsGuide`
        /// (inset by the view's `layoutMargins`).
        case safeArea, margins
    }

    /// The id constraints use.
    public var id: String
    /// Which of the view's two guides the id stands for.
    public var kind: Kind
    /// Where the guide was declared; diagnostics about it point here.
    public var location: SourceLocation

    /// Creates a guide reference.
    public init(id: String, kind: Kind, location: SourceLocation) {
        self.id = id
        self.kind = kind
        self.location = location
    }
}
