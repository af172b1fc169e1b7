import QuillFoundation
import QuillViews
/// A cell of a grid (in the spirit of AQGridView's cell, and `UICollectionViewCell` in .xib
/// files): content goes in `contentView`; `selectedBackgroundView` shows while selected.
@MainActor
open class GridViewCell: View, CollectionCell {
    /// The identifier a grid reuses the cell by.
    public var reuseIdentifier: String?
    /// Where the cell's content goes; it fills the cell.
    public let contentView = View()
    /// A view behind the content, or `nil`.
    public var backgroundView: View? {
        didSet { replaceFillingSubview(oldValue, with: backgroundView, at: 0) }
    }
    /// A view behind the content while selected, or `nil`.
    public var selectedBackgroundView: View? {
        didSet {
            replaceFillingSubview(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            selectedBackgroundView?.isHidden = !isSelected
        }
    }
    /// Whether the cell is selected.
    public var isSelected = false { didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) } }
    /// Whether the cell is pressed.
    public var isHighlighted = false { didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) } }

    /// Creates a cell with a reuse identifier.
    public init(frame: Rect = Rect(x: 0, y: 0, width: 72, height: 72), reuseIdentifier: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public convenience override init(frame: Rect) {
        self.init(frame: frame, reuseIdentifier: nil)
    }

    /// Called by a grid before the cell is handed out again.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// A cell is one element named by the labels in it, a button that selects its item; a
    /// cell holding controls is a container whose controls are elements of their own.
    open override var defaultAccessibility: AccessibilityDescription {
        contentView.accessibilityCellDescription(isSelected: isSelected)
    }

    /// Activating a cell selects its item, as a click does (the grid's delegate hears it).
    open override func accessibilityActivate() -> Bool {
        var view = superview
        while let current = view, !(current is GridView) { view = current.superview }
        guard let grid = view as? GridView, let index = grid.indexForCell(self) else { return false }
        grid.userSelect(index)
        return true
    }

    open override var debugDetails: [String] {
        reuseIdentifier.map { ["reuseIdentifier = \"\($0)\""] } ?? []
    }
}
