/// How a stack view shares its length among its arranged views (UIKit's
/// `UIStackView.Distribution`).
public enum StackViewDistribution: Hashable, Sendable {
    /// The views fill the stack: those that hug least stretch and those that resist least
    /// shrink; on a tie, the first view stretches and the last one shrinks.
    case fill
    /// Every view the same length.
    case fillEqually
    /// Lengths in proportion to the views' natural lengths.
    case fillProportionally
    /// Natural lengths, with equal gaps (at least `spacing`) between the views.
    case equalSpacing
    /// Natural lengths, with the views' centres equally far apart (gaps at least `spacing`).
    case equalCentering
}
