import QuillFoundation
import QuillViews
/// A cell of a grid (in the spirit of AQGridView's cell, and `UICollectionViewCell` in .xib
/// files): content goes in `contentView`; `selectedBackgroundView` shows while selected.
@MainActor
open class GridViewCell: ContentCell {
    /// Creates a cell with a reuse identifier.
    public init(frame: Rect = Rect(x: 0, y: 0, width: 72, height: 72), reuseIdentifier: String? = nil) {
        super.init(frame: frame)
        self.reuseIdentifier = reuseIdentifier
    }

    public convenience override init(frame: Rect) {
        self.init(frame: frame, reuseIdentifier: nil)
    }

    /// The selected background shows while the cell is selected or pressed.
    override func updateSelectionAppearance() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// Activating a cell selects its item, as a click does (the grid's delegate hears it).
    open override func accessibilityActivate() -> Bool {
        var view = superview
        while let current = view, !(current is GridView) { view = current.superview }
        guard let grid = view as? GridView, let index = grid.indexForCell(self) else { return false }
        grid.userSelect(index)
        return true
    }
}
