import QuillFoundation

/// A layout guide a template's constraints refer to by id: one of a view's own guides (a
/// .xib's `viewLayoutGuide` or `keyboardLayoutGuide`).
public struct TemplateLayoutGuide: Hashable, Sendable {
    /// Which of the view's guides it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The view's `safeAreaLayoutGuide` (a .xib's `safeArea` key).
        case safeArea
        /// The view's `layoutMarginsGuide`, inset by its margins.
        case margins
        /// The view's `readableContentGuide`: its margins, narrowed to a readable line length.
        case readableContent
        /// The view's `keyboardLayoutGuide` (a .xib's `<keyboardLayoutGuide key="keyboard">`).
        case keyboard
        /// A scroll view's `contentLayoutGuide`: the scrollable content, sized by constraints.
        case content
        /// A scroll view's `frameLayoutGuide`: the scroll view's own rectangle.
        case frame

        /// The name of the view property that gives the guide, which native templates also
        /// accept after a view's id (`card.readableContentGuide`).
        public var propertyName: String {
            switch self {
            case .safeArea: "safeAreaLayoutGuide"
            case .margins: "layoutMarginsGuide"
            case .readableContent: "readableContentGuide"
            case .keyboard: "keyboardLayoutGuide"
            case .content: "contentLayoutGuide"
            case .frame: "frameLayoutGuide"
            }
        }
    }

    /// The id constraints use.
    public var id: String
    /// Which of the view's guides the id stands for.
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
