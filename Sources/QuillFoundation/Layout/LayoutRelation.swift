/// How a constraint relates its two sides (UIKit's `NSLayoutConstraint.Relation`).
public enum LayoutRelation: String, Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
