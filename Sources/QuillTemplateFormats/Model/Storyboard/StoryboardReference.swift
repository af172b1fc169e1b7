import QuillFoundation

/// A scene that stands for a controller of another storyboard (or another scene of this one):
/// Interface Builder's storyboard reference (`<viewControllerPlaceholder>`).
public struct StoryboardReference: Hashable, Sendable {
    /// The id segues lead to.
    public var id: String
    /// The storyboard's name (the file name without `.storyboard`); `nil` for this storyboard.
    public var storyboardName: String?
    /// The storyboard identifier of the controller it stands for; `nil` for the storyboard's
    /// initial controller.
    public var referencedIdentifier: String?
    /// Where it is written.
    public var location: SourceLocation

    /// Creates a reference.
    public init(id: String, storyboardName: String?, referencedIdentifier: String?, location: SourceLocation) {
        self.id = id
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.location = location
    }
}
