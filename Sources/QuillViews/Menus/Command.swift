/// A menu item that sends an action up the responder chain when chosen (UIKit's `UICommand`):
/// the first responder that can perform the action does, and the item is disabled while none
/// can. Responders may change its title, state or attributes in `validate(_:)` just before it
/// shows.
///
///     Command(title: "Copy", action: .copy)
@MainActor
open class Command: MenuElement {
    /// The action sent up the responder chain.
    public let action: CommandAction
    /// A value telling apart several commands with one action (read by the performer).
    public var propertyList: String?
    /// The text a shortcut overview shows, when it differs from the title.
    public var discoverabilityTitle: String?
    /// How the item shows and behaves.
    public var attributes: MenuElementAttributes
    /// Whether the item shows a check mark.
    public var state: MenuElementState

    /// Creates a command.
    public init(
        title: String, imageName: String? = nil, action: CommandAction, propertyList: String? = nil, discoverabilityTitle: String? = nil,
        attributes: MenuElementAttributes = [], state: MenuElementState = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, imageName: imageName)
    }

    open override var menuAttributes: MenuElementAttributes { attributes }
    open override var menuState: MenuElementState { state }
}
