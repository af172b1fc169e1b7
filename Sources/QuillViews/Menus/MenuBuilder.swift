/// Builds a window's menu bar (UIKit's `UIMenuBuilder`): it starts with the standard menus
/// (File, Edit, View, Window, Help, with their standard commands wired to the responder chain),
/// and `Responder.buildMenu(with:)` adds, replaces or removes menus by identifier.
///
///     override func buildMenu(with builder: MenuBuilder) {
///         builder.insertSibling(Menu(title: "Go", children: [back, forward]), afterMenu: .view)
///         builder.remove(menu: .help)
///     }
@MainActor
public final class MenuBuilder {
    /// The menu bar being built: its children are the top-level menus.
    public let menu: Menu

    /// Starts from a root menu (by default the standard menu bar).
    public init(root: Menu = MenuBuilder.standardMenuBar()) { menu = root }

    /// The menu with an identifier, if the bar has it.
    public func menu(for identifier: MenuIdentifier) -> Menu? { menu.menu(for: identifier) }

    /// Adds an element at the start of a menu.
    public func insertChild(_ element: MenuElement, atStartOfMenu identifier: MenuIdentifier) {
        guard let target = menu(for: identifier) else { return }
        target.setChildren([element] + target.children)
    }

    /// Adds an element at the end of a menu.
    public func insertChild(_ element: MenuElement, atEndOfMenu identifier: MenuIdentifier) {
        guard let target = menu(for: identifier) else { return }
        target.setChildren(target.children + [element])
    }

    /// Adds a menu after another, in the same parent.
    public func insertSibling(_ sibling: Menu, afterMenu identifier: MenuIdentifier) {
        insert(sibling, besides: identifier, offset: 1)
    }

    /// Adds a menu before another, in the same parent.
    public func insertSibling(_ sibling: Menu, beforeMenu identifier: MenuIdentifier) {
        insert(sibling, besides: identifier, offset: 0)
    }

    /// Puts another menu where a menu was.
    public func replace(menu identifier: MenuIdentifier, with replacement: Menu) {
        guard let (parent, index) = locate(identifier) else { return }
        var children = parent.children
        children[index] = replacement
        parent.setChildren(children)
    }

    /// Replaces a menu's children with what a closure makes of them.
    public func replaceChildren(ofMenu identifier: MenuIdentifier, from transform: ([MenuElement]) -> [MenuElement]) {
        guard let target = menu(for: identifier) else { return }
        target.setChildren(transform(target.children))
    }

    /// Removes a menu (and what it holds).
    public func remove(menu identifier: MenuIdentifier) {
        guard let (parent, index) = locate(identifier) else { return }
        var children = parent.children
        children.remove(at: index)
        parent.setChildren(children)
    }

    private func insert(_ sibling: Menu, besides identifier: MenuIdentifier, offset: Int) {
        guard let (parent, index) = locate(identifier) else { return }
        var children = parent.children
        children.insert(sibling, at: index + offset)
        parent.setChildren(children)
    }

    /// The menu holding the one with an identifier, and its place there.
    private func locate(_ identifier: MenuIdentifier, in parent: Menu? = nil) -> (Menu, Int)? {
        let parent = parent ?? menu
        for (index, child) in parent.children.enumerated() {
            guard let submenu = child as? Menu else { continue }
            if submenu.identifier == identifier { return (parent, index) }
            if let found = locate(identifier, in: submenu) { return found }
        }
        return nil
    }

    /// The standard menu bar: File (Close Window Ctrl+W, Quit Ctrl+Q), Edit (Undo Ctrl+Z, Redo
    /// Ctrl+Shift+Z; Cut, Copy, Paste, Delete, Select All), View (Full Screen F11), and Window
    /// and Help, empty until an app fills them (empty menus are not shown).
    public static func standardMenuBar() -> Menu {
        func key(_ title: String, _ action: CommandAction, _ character: Character, _ modifiers: KeyModifiers = .control) -> KeyCommand {
            KeyCommand(title: title, action: action, input: .character(character), modifierFlags: modifiers)
        }
        let file = Menu(title: "File", identifier: .file, children: [
            Menu(identifier: .close, options: .displayInline, children: [key("Close Window", .closeWindow, "w")]),
            Menu(identifier: .quit, options: .displayInline, children: [key("Quit", .quit, "q")]),
        ])
        let edit = Menu(title: "Edit", identifier: .edit, children: [
            Menu(identifier: .undoRedo, options: .displayInline, children: [
                key("Undo", .undo, "z"), key("Redo", .redo, "z", [.control, .shift]),
            ]),
            Menu(identifier: .standardEdit, options: .displayInline, children: [
                key("Cut", .cut, "x"), key("Copy", .copy, "c"), key("Paste", .paste, "v"),
                Command(title: "Delete", action: .delete), key("Select All", .selectAll, "a"),
            ]),
        ])
        let view = Menu(title: "View", identifier: .view, children: [
            Menu(identifier: .fullScreen, options: .displayInline, children: [
                KeyCommand(title: "Full Screen", action: .toggleFullScreen, input: .function(11)),
            ]),
        ])
        return Menu(identifier: .root, children: [
            file, edit, view, Menu(title: "Window", identifier: .window), Menu(title: "Help", identifier: .help),
        ])
    }
}
