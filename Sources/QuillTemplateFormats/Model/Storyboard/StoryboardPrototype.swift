import QuillFoundation

/// A prototype cell of a table or collection view in a storyboard scene: registered on its
/// view by reuse identifier when the scene loads.
public struct StoryboardPrototype: Hashable, Sendable {
    /// The id of the table or collection view it belongs to.
    public var containerID: String
    /// The reuse identifier cells are dequeued by.
    public var reuseIdentifier: String
    /// The cell as a template of its own: the cell the only top-level object; connections from
    /// inside it to the scene's controller go to File's Owner, which is that controller when
    /// the cell is made.
    public var document: TemplateDocument

    /// Creates a prototype.
    public init(containerID: String, reuseIdentifier: String, document: TemplateDocument) {
        self.containerID = containerID
        self.reuseIdentifier = reuseIdentifier
        self.document = document
    }
}
