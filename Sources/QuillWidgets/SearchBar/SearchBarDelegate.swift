/// Hears what the user does in a search bar (UIKit's `UISearchBarDelegate`). Every method has
/// a default.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// Whether the bar's field may take focus. Default `true`.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// The field took focus.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// The field lost focus.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// The user changed the text (typing, pasting, clearing).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The user pressed Return in the field.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The user clicked Cancel (or pressed Escape in the field).
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Allows editing.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing by default.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Does nothing by default.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Does nothing by default.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Does nothing by default.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing by default.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}
