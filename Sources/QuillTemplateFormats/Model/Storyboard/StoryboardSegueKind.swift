/// What a storyboard segue does, by Interface Builder's `kind`.
public enum StoryboardSegueKind: Hashable, Sendable, CustomStringConvertible {
    /// Pushes the destination on the navigation controller, or presents it when there is none
    /// (`show`, and the older `push`).
    case show
    /// Shows the destination as a split view's detail (`showDetail`, and the older `replace`).
    case showDetail
    /// Presents the destination modally (`presentation`, the older `modal`, and
    /// `popoverPresentation`, which a desktop window presents as a sheet).
    case presentation
    /// Adds the destination as a child controller whose view fills a container view (`embed`).
    case embed
    /// Makes the destination part of a container: a navigation controller's root
    /// (`rootViewController`), a tab bar controller's tab (`viewControllers`), a split view
    /// controller's column (`masterViewController`, `detailViewController`…).
    case relationship(String)
    /// Goes back to the controller up the chain that implements the action (`unwind`).
    case unwind(action: String)
    /// A segue class of the app's own (`custom`).
    case custom

    /// The kind as Interface Builder writes it.
    public var description: String {
        switch self {
        case .show: "show"
        case .showDetail: "showDetail"
        case .presentation: "presentation"
        case .embed: "embed"
        case .relationship(let name): "relationship(\(name))"
        case .unwind(let action): "unwind(\(action))"
        case .custom: "custom"
        }
    }
}
