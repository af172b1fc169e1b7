import QuillFoundation

/// One scene of a storyboard: a view controller with its view and the objects beside it, or
/// a reference to a controller of another storyboard.
public struct StoryboardScene: Hashable, Sendable {
    /// The scene's id (`sceneID`).
    public var sceneID: String
    /// The id of the scene's view controller (`nil` for a scene that only references another
    /// storyboard, or one with no controller).
    public var controllerID: String?
    /// The identifier code instantiates the controller by
    /// (`instantiateViewController(withIdentifier:)`).
    public var storyboardIdentifier: String?
    /// The scene's objects as a template: the view controller first (its view a part), then
    /// any other top-level objects (gesture recognizers, custom objects). Its File's Owner is
    /// unused; a storyboard's outlets and actions connect objects of the scene.
    public var document: TemplateDocument
    /// The segues that start in this scene (from the controller, or from a control, cell or
    /// bar button item in it).
    public var segues: [StoryboardSegueDescription]
    /// The prototype cells of the scene's tables and collection views.
    public var prototypes: [StoryboardPrototype]
    /// The ids of the scene's exit placeholder (unwind segues start from it).
    public var exitIDs: [String]
    /// When the scene stands for a controller of another storyboard, which.
    public var reference: StoryboardReference?
    /// Where the scene starts in the file.
    public var location: SourceLocation

    /// Creates a scene.
    public init(
        sceneID: String, controllerID: String?, storyboardIdentifier: String? = nil, document: TemplateDocument, segues: [StoryboardSegueDescription] = [],
        prototypes: [StoryboardPrototype] = [], exitIDs: [String] = [], reference: StoryboardReference? = nil, location: SourceLocation
    ) {
        self.sceneID = sceneID
        self.controllerID = controllerID
        self.storyboardIdentifier = storyboardIdentifier
        self.document = document
        self.segues = segues
        self.prototypes = prototypes
        self.exitIDs = exitIDs
        self.reference = reference
        self.location = location
    }

    /// The scene's view controller as the template describes it.
    public var controller: TemplateObject? {
        guard let controllerID else { return nil }
        return document.objects.first { $0.id == controllerID }
    }

    /// A name for the scene in tools and messages: its storyboard identifier, its controller's
    /// title or custom class, or its id.
    public var displayName: String {
        if let storyboardIdentifier { return storyboardIdentifier }
        if let controller {
            if case .text(let title)? = controller.properties.first(where: { $0.name == "title" })?.value, !title.isEmpty { return title }
            if let custom = controller.customClass { return custom }
            return controller.className
        }
        if let reference { return "→ \(reference.storyboardName ?? "this storyboard")" + (reference.referencedIdentifier.map { ":\($0)" } ?? "") }
        return sceneID
    }
}
