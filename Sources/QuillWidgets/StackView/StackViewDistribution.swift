/// How a stack view shares its length among its views.
public enum StackViewDistribution: Hashable, Sendable {
    /// Natural sizes; the last view takes the leftover (or gives up the overflow).
    case fill
    /// Every view the same length.
    case fillEqually
    /// Natural sizes, with the leftover shared equally between the gaps.
    case equalSpacing
}
