/// How a menu shows inside its parent (UIKit's `UIMenu.Options`).
public struct MenuOptions: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: Int
    /// Creates options from their bits (`OptionSet`).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The children show in the parent, between separators, instead of as a submenu.
    public static let displayInline = MenuOptions(rawValue: 1 << 0)
    /// The submenu's title is drawn in red.
    public static let destructive = MenuOptions(rawValue: 1 << 1)
    /// Choosing one of the children's actions turns it on and the others off.
    public static let singleSelection = MenuOptions(rawValue: 1 << 2)
}
