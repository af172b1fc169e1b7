import QuillFoundation

/// A parsed Interface Builder storyboard: its scenes (each a view controller and the objects
/// around it, read like a .xib), the segues between them, and which controller it starts at.
public struct StoryboardDocument: Hashable, Sendable {
    /// The file it was read from.
    public var path: String
    /// The id of the controller the storyboard starts at (`initialViewController`), if any.
    public var initialViewControllerID: String?
    /// The scenes, in document order.
    public var scenes: [StoryboardScene]
    /// Warnings about the storyboard as a whole (each scene's own are in its document).
    public var diagnostics: [TemplateDiagnostic]
    /// The device the storyboard was designed on (`retina4_7`…).
    public var designDevice: String?
    /// The version of Interface Builder that last saved it.
    public var designToolsVersion: Int?

    /// Creates a document.
    public init(path: String, initialViewControllerID: String? = nil, scenes: [StoryboardScene] = [], diagnostics: [TemplateDiagnostic] = []) {
        self.path = path
        self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes
        self.diagnostics = diagnostics
    }

    /// The storyboard's name: the file name without its extension (`Main`).
    public var name: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = file.lastIndex(of: ".") { return String(file[..<dot]) }
        return file
    }

    /// The scene whose controller (or storyboard reference) has an id.
    public func scene(withControllerID controllerID: String) -> StoryboardScene? {
        scenes.first { $0.controllerID == controllerID || $0.reference?.id == controllerID }
    }

    /// The scene whose controller has a storyboard identifier (`storyboardIdentifier`).
    public func scene(withIdentifier identifier: String) -> StoryboardScene? {
        scenes.first { $0.storyboardIdentifier == identifier }
    }

    /// The scene a storyboard starts at.
    public var initialScene: StoryboardScene? { initialViewControllerID.flatMap(scene(withControllerID:)) }

    /// Every segue of every scene.
    public var allSegues: [StoryboardSegueDescription] { scenes.flatMap(\.segues) }
}
