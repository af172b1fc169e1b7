/// How a table cell shows that it is selected when it has no `selectedBackgroundView`.
public enum TableViewCellSelectionStyle: Hashable, Sendable, CaseIterable {
    /// The cell does not change when selected.
    case none
    /// The system's light grey selection colour (UIKit's default).
    case `default`
    /// The system blue selection colour.
    case blue
    /// The grey selection colour.
    case gray
}
