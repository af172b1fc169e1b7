import Foundation
import QuillFoundation

/// Lets a collection view's delegate size a flow layout's items, spacing and supplementary
/// views per item or section (UIKit's `UICollectionViewDelegateFlowLayout`). Every method has
/// a default: the layout's own property.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// An item's size.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> Size
    /// The space around a section's items.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// The least space between a section's lines.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double
    /// The least space between items on a line.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double
    /// A section header's size (only its height counts when scrolling vertically, its width
    /// when horizontally); zero for none.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> Size
    /// A section footer's size; zero for none.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> Size
}

extension CollectionViewDelegateFlowLayout {
    /// The layout's `estimatedItemSize` when it has one, else its `itemSize`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> Size {
        layout.defaultItemSize
    }
    /// The layout's `sectionInset`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, insetForSectionAt section: Int) -> EdgeInsets {
        layout.sectionInset
    }
    /// The layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double {
        layout.minimumLineSpacing
    }
    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double {
        layout.minimumInteritemSpacing
    }
    /// The layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForHeaderInSection section: Int) -> Size {
        layout.headerReferenceSize
    }
    /// The layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewFlowLayout, referenceSizeForFooterInSection section: Int) -> Size {
        layout.footerReferenceSize
    }
}
