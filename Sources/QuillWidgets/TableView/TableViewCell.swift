/// A row of a table (UIKit's `UITableViewCell`): your subviews go in `contentView`; an
/// accessory sits at the trailing edge; `backgroundView` and `selectedBackgroundView` fill the
/// cell behind the content, the latter while the cell is selected or highlighted.
@MainActor
open class TableViewCell: View {
    /// The identifier a table reuses the cell by.
    public var reuseIdentifier: String?
    /// Where the cell's content goes; it is resized with the cell and when an accessory shows.
    public let contentView = View()
    /// A view behind the content, or `nil`.
    public var backgroundView: View? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// A view behind the content while selected or highlighted, or `nil` (then
    /// `selectionStyle` decides).
    public var selectedBackgroundView: View? {
        didSet {
            replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            updateSelectionAppearance()
        }
    }
    /// A custom view at the trailing edge; replaces `accessoryType` when set.
    public var accessoryView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// A standard accessory drawn when there is no `accessoryView`.
    public var accessoryType: TableViewCellAccessoryType = .none {
        didSet {
            indicator.type = accessoryType
            setNeedsLayout()
        }
    }
    /// How selection shows without a `selectedBackgroundView`.
    public var selectionStyle: TableViewCellSelectionStyle = .default { didSet { updateSelectionAppearance() } }
    /// Whether the row is selected.
    public var isSelected = false { didSet { if isSelected != oldValue { updateSelectionAppearance() } } }
    /// Whether the row is pressed.
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { updateSelectionAppearance() } } }
    /// The height the cell was designed at (a template's row height).
    public var rowHeight: Double?

    private let indicator = AccessoryIndicatorView()
    private let defaultSelectionView = View()

    /// Creates a cell with a reuse identifier.
    public init(frame: Rect = Rect(x: 0, y: 0, width: 320, height: 44), reuseIdentifier: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: frame)
        backgroundColor = .white
        defaultSelectionView.isHidden = true
        defaultSelectionView.isUserInteractionEnabled = false
        addSubview(defaultSelectionView)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        addSubview(indicator)
        updateSelectionAppearance()
    }

    public convenience override init(frame: Rect) {
        self.init(frame: frame, reuseIdentifier: nil)
    }

    /// Called by a table before the cell is handed out again; resets selection.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    private func replace(_ old: View?, with new: View?, at index: Int) {
        old?.removeFromSuperview()
        if let new {
            new.frame = bounds
            new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(new, at: index)
        }
    }

    private func updateSelectionAppearance() {
        let selected = isSelected || isHighlighted
        if let selectedBackgroundView {
            selectedBackgroundView.isHidden = !selected
            backgroundView?.isHidden = selected
            defaultSelectionView.isHidden = true
        } else {
            defaultSelectionView.isHidden = !selected || selectionStyle == .none
            defaultSelectionView.backgroundColor = selectionStyle == .blue ? .systemBlue : Color(red8: 209, green8: 209, blue8: 214)
            backgroundView?.isHidden = false
        }
        setHighlightedDescendants(contentView, selected && selectionStyle != .none)
    }

    private func setHighlightedDescendants(_ view: View, _ highlighted: Bool) {
        for subview in view.subviews {
            (subview as? Label)?.isHighlighted = highlighted
            (subview as? ImageView)?.isHighlighted = highlighted
            setHighlightedDescendants(subview, highlighted)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        defaultSelectionView.frame = bounds
        var trailing = bounds.maxX
        let accessory: View? = accessoryView ?? (accessoryType == .none ? nil : indicator)
        indicator.isHidden = accessoryView != nil || accessoryType == .none
        if let accessory {
            let size = accessory === indicator ? indicator.sizeThatFits(bounds.size) : accessory.frame.size
            let x = bounds.maxX - 15 - size.width
            accessory.frame = Rect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            trailing = x - 5
        }
        contentView.frame = Rect(x: 0, y: 0, width: Swift.max(0, trailing), height: bounds.height)
    }

    open override var debugDetails: [String] {
        var details: [String] = []
        if let reuseIdentifier { details.append("reuseIdentifier = \"\(reuseIdentifier)\"") }
        if accessoryType != .none { details.append("accessoryType = \(accessoryType)") }
        if isSelected { details.append("selected") }
        return details
    }
}
