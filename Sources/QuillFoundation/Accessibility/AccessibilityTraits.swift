/// What an accessibility element is and how it behaves, as a screen reader announces it
/// (UIKit's `UIAccessibilityTraits`). Traits combine: a selected toggle button is
/// `[.toggleButton, .selected]`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The trait bits, in Quill's own numbering (bit 0 `button` … bit 13 `summaryElement`), not
    /// UIKit's raw values.
    public let rawValue: UInt64

    /// Creates traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Activating it does something (a button).
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// It opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// It heads a section of content.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// It is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// It is a picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// It is selected (a chosen row, segment or tab).
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// It is text that does not change (a label).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Its value is changed by increments (a slider, a picker wheel).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 7)
    /// It cannot be used now (a disabled control).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// It switches between on and off (a switch).
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 9)
    /// It takes typed text.
    public static let textEntry = AccessibilityTraits(rawValue: 1 << 10)
    /// Its value changes often on its own (a progress bar, a clock).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
    /// It is a tab bar or segmented choice.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 12)
    /// It summarizes the screen when it appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 13)
    /// It is a menu: a list of items shown over the window (a context menu, a menu bar's menu).
    public static let menu = AccessibilityTraits(rawValue: 1 << 14)
    /// It is an item of a menu; with `selected`, one with a check mark.
    public static let menuItem = AccessibilityTraits(rawValue: 1 << 15)
    /// It is a menu bar: the row of menu titles at the top of a window.
    public static let menuBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Every named trait with its name, in a fixed order (descriptions, templates).
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("header", .header), ("searchField", .searchField), ("image", .image),
        ("selected", .selected), ("staticText", .staticText), ("adjustable", .adjustable), ("notEnabled", .notEnabled),
        ("toggleButton", .toggleButton), ("textEntry", .textEntry), ("updatesFrequently", .updatesFrequently),
        ("tabBar", .tabBar), ("summaryElement", .summaryElement), ("menu", .menu), ("menuItem", .menuItem), ("menuBar", .menuBar),
    ]

    /// The names of the traits it holds in `named` order, comma-separated (`toggleButton,
    /// selected`), or `none` when it holds none of them.
    public var description: String {
        let names = AccessibilityTraits.named.filter { contains($0.trait) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
