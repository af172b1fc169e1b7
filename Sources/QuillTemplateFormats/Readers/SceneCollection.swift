import QuillFoundation

/// What the .xib reader collects while it reads one storyboard scene, besides the objects:
/// segues, prototype cells, and the controller's top and bottom layout guides (which
/// constraints name and which become the view's safe area or edges).
struct SceneCollection {
    /// The segues read, in document order.
    var segues: [StoryboardSegueDescription] = []
    /// Prototype cells, with the table or collection view each belongs to.
    var prototypes: [(containerID: String, cell: TemplateObject)] = []
    /// A controller's `viewControllerLayoutGuide`s by id: whether it is the top one, the
    /// id of the controller's view, and the id of that view's safe area guide.
    var controllerGuides: [String: (isTop: Bool, viewID: String, safeAreaID: String)] = [:]
    /// Views that need a safe area guide the file does not declare (an older storyboard with
    /// top and bottom layout guides instead), with the id it is given.
    var syntheticSafeAreas: [String: String] = [:]
    /// The id of the scene's controller, once read.
    var controllerID: String?
}
