import QuillFoundation
import QuillViews

/// A cell whose content goes in `contentView`, over a `backgroundView` and, while selected or
/// pressed, a `selectedBackgroundView` that fill it: the shared base of `TableViewCell` and
/// `GridViewCell`.
@MainActor
open class ContentCell: View, CollectionCell {
    /// The identifier a table or grid reuses the cell by.
    public var reuseIdentifier: String?
    /// What else happens when the user selects the cell's row or item, after the delegate
    /// hears of it (a storyboard segue the cell triggers).
    package var selectionAction: (@MainActor (ContentCell) -> Void)?
    /// Where the cell's content goes; it fills the cell (a table cell's makes room for the
    /// accessory and editing).
    public let contentView = View()
    /// A view behind the content, or `nil`.
    public var backgroundView: View? {
        didSet { replaceFillingSubview(oldValue, with: backgroundView, at: 0) }
    }
    /// A view behind the content while selected or pressed, or `nil`.
    public var selectedBackgroundView: View? {
        didSet {
            replaceFillingSubview(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            updateSelectionAppearance()
        }
    }
    /// Whether the cell's item is selected.
    public var isSelected = false { didSet { if isSelected != oldValue { updateSelectionAppearance() } } }
    /// Whether the cell is pressed.
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { updateSelectionAppearance() } } }

    /// Creates a cell with an empty content view filling it.
    public override init(frame: Rect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Creates the cell a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Shows the cell selected or not (`isSelected`, `isHighlighted`, the background views);
    /// subclasses say how.
    func updateSelectionAppearance() {}

    /// Called by a collection before the cell is handed out again: clears the selection.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// A cell is one element named by the labels in it ("Wi-Fi, Home"), a button that selects
    /// its item; a cell holding controls (a switch, a field) is a container whose controls are
    /// elements of their own.
    open override var defaultAccessibility: AccessibilityDescription {
        contentView.accessibilityCellDescription(isSelected: isSelected)
    }

    open override var debugDetails: [String] {
        reuseIdentifier.map { ["reuseIdentifier = \"\($0)\""] } ?? []
    }
}
