import QuillFoundation

/// A segue of a storyboard as the file describes it: a transition from one scene to another, started by code
/// (`performSegue(withIdentifier:sender:)`) or by the control, cell or bar button item it
/// starts from.
public struct StoryboardSegueDescription: Hashable, Sendable {
    /// The segue's id in the file.
    public var id: String
    /// The identifier code names it by, if it has one.
    public var identifier: String?
    /// What the segue does.
    public var kind: StoryboardSegueKind
    /// The id of the object it starts from: the scene's controller for a segue code performs,
    /// else the button, cell, bar button item or gesture recognizer that triggers it.
    public var sourceID: String
    /// The id of the controller of the scene it starts in.
    public var sceneControllerID: String?
    /// The id of the controller (or storyboard reference) it leads to; `nil` for an unwind
    /// segue, which finds its destination up the chain at run time.
    public var destinationID: String?
    /// The class of a custom segue (`kind="custom"`, or a custom class on another kind).
    public var customClass: String?
    /// Whether the transition animates (`animates="NO"` turns it off).
    public var animates: Bool
    /// Whether a cell's detail button triggers it rather than selecting the cell
    /// (`trigger="accessoryAction"`).
    public var triggersOnAccessory = false
    /// Where the segue is written.
    public var location: SourceLocation

    /// Creates a segue.
    public init(
        id: String, identifier: String?, kind: StoryboardSegueKind, sourceID: String, sceneControllerID: String?, destinationID: String?,
        customClass: String? = nil, animates: Bool = true, location: SourceLocation
    ) {
        self.id = id
        self.identifier = identifier
        self.kind = kind
        self.sourceID = sourceID
        self.sceneControllerID = sceneControllerID
        self.destinationID = destinationID
        self.customClass = customClass
        self.animates = animates
        self.location = location
    }

    /// Whether code or a trigger starts it (relationship and embed segues are part of how the
    /// scene is built instead).
    public var isTriggered: Bool {
        switch kind {
        case .relationship, .embed: false
        default: true
        }
    }
}
