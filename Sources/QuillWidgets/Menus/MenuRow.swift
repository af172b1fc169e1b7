import QuillViews

/// One line of a shown menu: an item, a submenu or a separator, as the menu was validated when
/// it opened.
@MainActor
struct MenuRow {
    enum Kind {
        /// An action or command.
        case item(MenuElement)
        /// A submenu.
        case submenu(Menu)
        /// A line between inline sections.
        case separator
    }

    let kind: Kind
    /// The menu the element belongs to (for single selection).
    let parent: Menu?
    var title = ""
    var shortcut: String?
    var isEnabled = false
    var state = MenuElementState.off
    var isDestructive = false

    var isSeparator: Bool {
        if case .separator = kind { return true }
        return false
    }

    /// The rows a menu shows in a window now: inline sections between separators, hidden and
    /// untitled elements left out, each command enabled only while a responder performs it
    /// (its target validates it first), a submenu only while it shows something.
    static func rows(for menu: Menu, in window: Window?, depth: Int = 0) -> [MenuRow] {
        var rows: [MenuRow] = []
        append(menu.children, of: menu, to: &rows, window: window, depth: depth)
        // No separator first, last or twice in a row.
        var cleaned: [MenuRow] = []
        for row in rows {
            if row.isSeparator, cleaned.last?.isSeparator ?? true { continue }
            cleaned.append(row)
        }
        if cleaned.last?.isSeparator == true { cleaned.removeLast() }
        return cleaned
    }

    private static func append(_ elements: [MenuElement], of parent: Menu, to rows: inout [MenuRow], window: Window?, depth: Int) {
        guard depth < 32 else { return }
        for element in elements where !element.menuAttributes.contains(.hidden) {
            if let menu = element as? Menu {
                if menu.options.contains(.displayInline) {
                    rows.append(MenuRow(kind: .separator, parent: parent))
                    append(menu.children, of: menu, to: &rows, window: window, depth: depth + 1)
                    rows.append(MenuRow(kind: .separator, parent: parent))
                } else if !menu.title.isEmpty {
                    let shows = MenuRow.rows(for: menu, in: window, depth: depth + 1).contains { !$0.isSeparator }
                    rows.append(MenuRow(
                        kind: .submenu(menu), parent: parent, title: menu.title, isEnabled: shows,
                        isDestructive: menu.options.contains(.destructive)))
                }
            } else if let command = element as? Command {
                let enabled = window?.validatedTarget(for: command) != nil
                guard !command.title.isEmpty, !command.attributes.contains(.hidden) else { continue }
                rows.append(MenuRow(
                    kind: .item(command), parent: parent, title: command.title, shortcut: (command as? KeyCommand)?.shortcutDescription,
                    isEnabled: enabled, state: command.state, isDestructive: command.attributes.contains(.destructive)))
            } else if !element.title.isEmpty {
                let attributes = element.menuAttributes
                rows.append(MenuRow(
                    kind: .item(element), parent: parent, title: element.title, isEnabled: !attributes.contains(.disabled),
                    state: element.menuState, isDestructive: attributes.contains(.destructive)))
            }
        }
    }
}
