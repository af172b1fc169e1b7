/// Where `scrollToItem(at:at:animated:)` puts an item (UIKit's
/// `UICollectionView.ScrollPosition`). Empty means "just visible", with the least scrolling.
public struct CollectionViewScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a position from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The item's top at the top of the visible area.
    public static let top = CollectionViewScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = CollectionViewScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible area.
    public static let bottom = CollectionViewScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = CollectionViewScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = CollectionViewScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = CollectionViewScrollPosition(rawValue: 1 << 5)
}
