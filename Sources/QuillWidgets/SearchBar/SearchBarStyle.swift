/// How a search bar draws its background (UIKit's `UISearchBar.Style`).
public enum SearchBarStyle: String, Hashable, Sendable, CaseIterable {
    /// A bar behind the field (prominent until a parent bar gives it one).
    case `default`
    /// A bar behind the field.
    case prominent
    /// The field alone, on whatever is behind the bar.
    case minimal
}
