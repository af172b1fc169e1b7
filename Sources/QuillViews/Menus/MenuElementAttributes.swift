/// How a menu element shows and behaves (UIKit's `UIMenuElement.Attributes`).
public struct MenuElementAttributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits.
    public let rawValue: Int
    /// Creates attributes from their bits (`OptionSet`).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shown dimmed; it cannot be chosen.
    public static let disabled = MenuElementAttributes(rawValue: 1 << 0)
    /// Drawn in red: it destroys data (Delete).
    public static let destructive = MenuElementAttributes(rawValue: 1 << 1)
    /// Not shown in menus; its key command still works.
    public static let hidden = MenuElementAttributes(rawValue: 1 << 2)
    /// Choosing it leaves the menu open (a toggle among several).
    public static let keepsMenuPresented = MenuElementAttributes(rawValue: 1 << 3)
}
