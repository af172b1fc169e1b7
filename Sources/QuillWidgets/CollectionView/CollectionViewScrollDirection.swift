/// Which way a flow layout's content grows and scrolls (UIKit's
/// `UICollectionView.ScrollDirection`).
public enum CollectionViewScrollDirection: Hashable, Sendable {
    /// Items fill rows from the leading edge; rows stack downwards.
    case vertical
    /// Items fill columns from the top; columns stack towards the trailing edge.
    case horizontal
}
