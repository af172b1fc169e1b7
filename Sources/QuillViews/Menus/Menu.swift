/// A list of menu elements, shown as a submenu or inline between separators (UIKit's
/// `UIMenu`). Menus are values a window's menu bar, a context menu or a button shows.
///
///     Menu(title: "Sort", options: .singleSelection, children: [byName, byDate])
@MainActor
public final class Menu: MenuElement {
    /// The name a menu builder finds the menu by.
    public let identifier: MenuIdentifier
    /// How the menu shows inside its parent.
    public var options: MenuOptions
    /// The items, submenus and inline sections, in order.
    public private(set) var children: [MenuElement]

    /// Creates a menu.
    public init(
        title: String = "", imageName: String? = nil, identifier: MenuIdentifier? = nil, options: MenuOptions = [], children: [MenuElement] = []
    ) {
        self.identifier = identifier ?? MenuIdentifier(rawValue: "quill.menu.\(title)")
        self.options = options
        self.children = children
        super.init(title: title, imageName: imageName)
    }

    /// A copy of the menu with other children (UIKit's `replacingChildren(_:)`).
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, imageName: imageName, identifier: identifier, options: options, children: newChildren)
    }

    /// Replaces the children in place (a menu builder's edits).
    func setChildren(_ newChildren: [MenuElement]) { children = newChildren }

    /// The menu with this identifier: this one or one nested in it, depth first.
    public func menu(for identifier: MenuIdentifier) -> Menu? {
        if self.identifier == identifier { return self }
        for case let child as Menu in children {
            if let found = child.menu(for: identifier) { return found }
        }
        return nil
    }

    /// Every key command in the menu and its submenus, in order, hidden ones included.
    public var keyCommands: [KeyCommand] {
        children.flatMap { child -> [KeyCommand] in
            if let command = child as? KeyCommand { return [command] }
            if let menu = child as? Menu { return menu.keyCommands }
            return []
        }
    }
}
