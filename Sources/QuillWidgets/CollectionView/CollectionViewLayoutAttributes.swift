import Foundation
import QuillFoundation

/// Where and how a layout places one element of a collection view: an item's cell or a
/// supplementary view (UIKit's `UICollectionViewLayoutAttributes`).
@MainActor
open class CollectionViewLayoutAttributes {
    /// The item or section the element belongs to (a section's header: item 0 of the section).
    public let indexPath: IndexPath
    /// Whether the element is a cell or a supplementary view.
    public let representedElementCategory: CollectionElementCategory
    /// The kind of supplementary view (`CollectionView.elementKindSectionHeader`, …), or `nil`
    /// for a cell.
    public let representedElementKind: String?
    /// The element's frame in the collection view's content.
    public var frame: Rect
    /// The element's opacity.
    public var alpha: Double = 1
    /// Whether the element is hidden.
    public var isHidden = false
    /// The element's stacking order: higher is in front.
    public var zIndex = 0
    /// Whether `frame`'s size is an estimate that the cell should be asked to correct
    /// (`CollectionViewCell.preferredLayoutAttributesFitting(_:)`): a flow layout with an
    /// `estimatedItemSize` sets it until an item is measured.
    public var isSizeEstimated = false

    /// The element's size.
    public var size: Size {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// Attributes for an item's cell.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// Attributes for a supplementary view of a kind.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        frame = .zero
    }

    /// A copy that can be changed without changing these.
    open func copy() -> CollectionViewLayoutAttributes {
        let copy = representedElementKind.map { CollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
            ?? CollectionViewLayoutAttributes(forCellWith: indexPath)
        copy.frame = frame
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.zIndex = zIndex
        copy.isSizeEstimated = isSizeEstimated
        return copy
    }
}
