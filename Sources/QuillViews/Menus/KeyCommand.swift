/// A keyboard shortcut that sends an action up the responder chain (UIKit's `UIKeyCommand`).
/// Responders offer them through `keyCommands`; a menu shows each with its shortcut beside it.
/// A shortcut with Ctrl, Alt or the Super key (or a function key) is matched before the focused
/// view sees the key; a plain key only when no view in the chain took it.
///
///     KeyCommand(title: "Find", action: "find", input: .character("f"), modifierFlags: .control)
@MainActor
public final class KeyCommand: Command {
    /// The key.
    public let input: Key
    /// The modifier keys held with it.
    public let modifierFlags: KeyModifiers
    /// Whether the shortcut wins over what the focused view would do with the key (a plain key
    /// a text field would type, say). Shortcuts with Ctrl, Alt or Super always do.
    public var wantsPriorityOverSystemBehavior = false

    /// Creates a key command with a title, shown in menus.
    public init(
        title: String = "", imageName: String? = nil, action: CommandAction, input: Key, modifierFlags: KeyModifiers = [],
        propertyList: String? = nil, discoverabilityTitle: String? = nil, attributes: MenuElementAttributes = [], state: MenuElementState = .off
    ) {
        self.input = KeyCommand.normalized(input)
        self.modifierFlags = modifierFlags
        super.init(
            title: title, imageName: imageName, action: action, propertyList: propertyList, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state)
    }

    /// Creates an untitled key command, as `UIKeyCommand(input:modifierFlags:action:)` does.
    public convenience init(input: Key, modifierFlags: KeyModifiers = [], action: CommandAction) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Whether a key press is this shortcut: the same key (letters in either case) with exactly
    /// these modifiers.
    public func matches(_ event: KeyEvent) -> Bool {
        KeyCommand.normalized(event.key) == input && event.modifiers == modifierFlags
    }

    /// Whether the shortcut takes the key before the focused view does.
    var takesPriority: Bool {
        if wantsPriorityOverSystemBehavior || !modifierFlags.isDisjoint(with: [.control, .alt, .meta]) { return true }
        if case .function = input { return true }
        return false
    }

    /// The shortcut as menus show it: "Ctrl+Shift+Z", "F5", "Alt+Enter".
    public var shortcutDescription: String {
        var parts: [String] = []
        if modifierFlags.contains(.control) { parts.append("Ctrl") }
        if modifierFlags.contains(.alt) { parts.append("Alt") }
        if modifierFlags.contains(.meta) { parts.append("Super") }
        if modifierFlags.contains(.shift) { parts.append("Shift") }
        parts.append(KeyCommand.name(of: input))
        return parts.joined(separator: "+")
    }

    /// A key's name as shortcuts show it.
    static func name(of key: Key) -> String {
        switch key {
        case .character(let c): c == " " ? "Space" : String(c).uppercased()
        case .return: "Enter"
        case .tab: "Tab"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .space: "Space"
        case .left: "Left"
        case .right: "Right"
        case .up: "Up"
        case .down: "Down"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .function(let n): "F\(n)"
        case .contextMenu: "Menu"
        case .other(let code): "Key \(code)"
        }
    }

    /// Letters compare in lower case (Shift is a modifier, not another key).
    private static func normalized(_ key: Key) -> Key {
        if case .character(let c) = key { return .character(Character(c.lowercased())) }
        return key
    }
}
