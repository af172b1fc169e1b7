/// How a constraint relates its two sides (UIKit's `NSLayoutConstraint.Relation`).
public enum LayoutRelation: String, Sendable, Hashable, CustomStringConvertible {
    /// The first side is at most, exactly, or at least the second (`NSLayoutConstraint.Relation`'s
    /// cases of the same names).
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// The relation as an operator: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
