import Foundation
import QuillFoundation

/// Decides where a collection view's cells and supplementary views go (UIKit's
/// `UICollectionViewLayout`). Subclass it for a layout of your own: compute in `prepare()`,
/// answer `collectionViewContentSize` and `layoutAttributesForElements(in:)`; the collection
/// view asks again after `invalidateLayout()`.
@MainActor
open class CollectionViewLayout {
    /// The collection view the layout serves (set when it becomes its `collectionViewLayout`).
    public internal(set) weak var collectionView: CollectionView?
    /// Whether `prepare()` must run before the next question.
    public private(set) var needsPrepare = true

    /// Creates a layout.
    public init() {}

    /// Computes what the questions below will need; called before them after each
    /// invalidation. The default does nothing.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: Size { .zero }

    /// The elements whose frames meet `rect` (in content coordinates).
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] { [] }

    /// The attributes of an item's cell, or `nil` for an item the layout does not place.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view, or `nil` when there is none of that kind there.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// Whether the layout must be computed again when the visible rectangle becomes
    /// `newBounds` (scrolling changes the origin; resizing, the size). No by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// Whether the size a cell asked for (`preferred`) changes the layout; a layout that
    /// accepts it records it here. No by default.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
        withOriginalAttributes original: CollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// Marks the layout out of date: `prepare()` runs before the next question, and the
    /// collection view lays out again.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// The collection view reloaded its data (a layout forgets what it learned about items).
    func dataDidReload() {}

    /// Items moved in a batch update; `destination` gives an old index path's new one, or
    /// `nil` for a deleted item.
    func itemsDidMove(_ destination: (IndexPath) -> IndexPath?) {}

    /// Runs `prepare()` if the layout was invalidated since it last ran.
    public func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
