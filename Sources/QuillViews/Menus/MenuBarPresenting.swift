/// A window's drawn menu bar, as the window sees it: F10 opens its first menu and Alt with a
/// letter the menu whose title starts with it, as in GTK and Qt. `MenuBar` (QuillWidgets) is
/// the one Quill draws; it registers itself as its window's `menuBar` when added.
@MainActor
public protocol MenuBarPresenting: AnyObject {
    /// Opens the menu at a position among those shown; returns whether one opened.
    func openMenu(at index: Int, byKeyboard: Bool) -> Bool
    /// Opens the first menu whose title starts with a letter; returns whether one opened.
    func openMenu(mnemonic: Character) -> Bool
}
