/// The name of an action that a menu command or key command sends up the responder chain
/// (what an Objective-C selector such as `copy:` is in UIKit). The first responder in the chain
/// whose `canPerformAction(_:withSender:)` answers yes performs it.
///
///     extension CommandAction { static let toggleSidebar = CommandAction("toggleSidebar") }
public struct CommandAction: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name.
    public let rawValue: String
    /// Creates an action name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an action name.
    public init(_ name: String) { self.rawValue = name }
    /// Creates an action name from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The name.
    public var description: String { rawValue }

    /// Removes the selection and puts it on the clipboard (Edit ▸ Cut, Ctrl+X).
    public static let cut = CommandAction("cut")
    /// Puts the selection on the clipboard (Edit ▸ Copy, Ctrl+C).
    public static let copy = CommandAction("copy")
    /// Inserts the clipboard's contents (Edit ▸ Paste, Ctrl+V).
    public static let paste = CommandAction("paste")
    /// Removes the selection without copying it (Edit ▸ Delete).
    public static let delete = CommandAction("delete")
    /// Selects everything (Edit ▸ Select All, Ctrl+A).
    public static let selectAll = CommandAction("selectAll")
    /// Undoes the last change (Edit ▸ Undo, Ctrl+Z).
    public static let undo = CommandAction("undo")
    /// Redoes the last undone change (Edit ▸ Redo, Ctrl+Shift+Z).
    public static let redo = CommandAction("redo")
    /// Closes the key window (File ▸ Close Window, Ctrl+W).
    public static let closeWindow = CommandAction("closeWindow")
    /// Enters or leaves full screen (View ▸ Full Screen, F11).
    public static let toggleFullScreen = CommandAction("toggleFullScreen")
    /// Quits the application (File ▸ Quit, Ctrl+Q).
    public static let quit = CommandAction("quit")
}
