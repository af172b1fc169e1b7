/// The name of a menu, so a menu builder can find, replace or extend it (UIKit's
/// `UIMenu.Identifier`). The standard menus of a window's menu bar have the names below.
public struct MenuIdentifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The menu's name.
    public let rawValue: String
    /// Creates a menu name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a menu name from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The menu bar itself.
    public static let root: MenuIdentifier = "quill.root"
    /// File.
    public static let file: MenuIdentifier = "quill.file"
    /// Edit.
    public static let edit: MenuIdentifier = "quill.edit"
    /// View.
    public static let view: MenuIdentifier = "quill.view"
    /// Window.
    public static let window: MenuIdentifier = "quill.window"
    /// Help.
    public static let help: MenuIdentifier = "quill.help"
    /// Edit's Undo and Redo section.
    public static let undoRedo: MenuIdentifier = "quill.undoRedo"
    /// Edit's Cut, Copy, Paste, Delete and Select All section.
    public static let standardEdit: MenuIdentifier = "quill.standardEdit"
    /// File's Close Window section.
    public static let close: MenuIdentifier = "quill.close"
    /// View's Full Screen section.
    public static let fullScreen: MenuIdentifier = "quill.fullScreen"
    /// File's Quit section.
    public static let quit: MenuIdentifier = "quill.quit"
}
