/// How a table cell shows that it is selected when it has no `selectedBackgroundView`.
public enum TableViewCellSelectionStyle: Hashable, Sendable, CaseIterable {
    case none
    case `default`
    case blue
    case gray
}
