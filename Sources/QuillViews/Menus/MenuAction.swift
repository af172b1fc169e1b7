/// A menu item that runs a closure when chosen (UIKit's `UIAction`; Quill's `@Action` is the
/// template annotation, hence the longer name).
///
///     MenuAction(title: "Rename", imageName: "pencil") { _ in startRenaming() }
@MainActor
public final class MenuAction: MenuElement {
    /// A name that tells the action apart (the same across rebuilt menus).
    public var identifier: String?
    /// The text a shortcut overview shows, when it differs from the title.
    public var discoverabilityTitle: String?
    /// How the item shows and behaves.
    public var attributes: MenuElementAttributes
    /// Whether the item shows a check mark.
    public var state: MenuElementState
    /// What the item does when chosen.
    public var handler: @MainActor (MenuAction) -> Void
    /// What presented the menu the action was chosen from (the view right-clicked), while the
    /// handler runs.
    public internal(set) weak var sender: AnyObject?

    /// Creates an action.
    public init(
        title: String, subtitle: String? = nil, imageName: String? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
        attributes: MenuElementAttributes = [], state: MenuElementState = .off, handler: @escaping @MainActor (MenuAction) -> Void
    ) {
        self.identifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, imageName: imageName)
    }

    public override var menuAttributes: MenuElementAttributes { attributes }
    public override var menuState: MenuElementState { state }

    /// Runs the handler, with `sender` set while it runs.
    public func perform(sender: AnyObject? = nil) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
