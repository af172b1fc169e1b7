import QuillFoundation
import QuillViews

/// A cell of a collection view or a grid (UIKit's `UICollectionViewCell`, also known as
/// `GridViewCell`): content goes in `contentView`; `selectedBackgroundView` shows while
/// selected or pressed.
@MainActor
open class CollectionViewCell: ContentCell {
    /// Creates a cell with a reuse identifier.
    public init(frame: Rect = Rect(x: 0, y: 0, width: 72, height: 72), reuseIdentifier: String? = nil) {
        super.init(frame: frame)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Creates the cell a template describes by name (see `View.init(coder:)`); the template
    /// gives its size and reuse identifier.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        bounds.size = Size(width: 72, height: 72)
    }

    /// Creates a cell; collection views make registered cell classes with it.
    public required convenience override init(frame: Rect) {
        self.init(frame: frame, reuseIdentifier: nil)
    }

    /// The selected background shows while the cell is selected or pressed.
    override func updateSelectionAppearance() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// The size the cell would like, given the layout's estimate in `attributes` (a flow
    /// layout with an `estimatedItemSize` asks when the cell is first shown): by the content
    /// view's constraints, as small as they allow (pin a width or height to fix one side). A
    /// cell without constraints keeps the estimate. Override it to size the cell otherwise.
    open func preferredLayoutAttributesFitting(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = attributes.copy()
        guard contentView.subtreeHasConstraints else { return preferred }
        let size = contentView.systemLayoutSizeFitting(
            attributes.size, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        preferred.size = Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
        return preferred
    }

    /// Activating a cell selects its item, as a click does (the collection's delegate hears it).
    open override func accessibilityActivate() -> Bool {
        var view = superview
        while let current = view, !(current is CellActivating) { view = current.superview }
        guard let collection = view as? CellActivating else { return false }
        return collection.activate(self)
    }
}
