import Foundation
import QuillFoundation
import QuillViews

/// A row of a table (UIKit's `UITableViewCell`): your subviews go in `contentView`; an
/// accessory sits at the trailing edge; `backgroundView` and `selectedBackgroundView` fill the
/// cell behind the content, the latter while the cell is selected or highlighted.
///
/// The standard styles give a `textLabel`, an optional `detailTextLabel` and an `imageView`.
/// In editing mode a delete control slides in at the leading edge, the accessory fades out and
/// the content view narrows, so its autoresizing subviews follow.
@MainActor
open class TableViewCell: ContentCell {
    /// The standard layout of the built-in labels and image.
    public let style: TableViewCellStyle
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
            if accessoryType != .none || indicatorView != nil { indicator.type = accessoryType }
            setNeedsLayout()
        }
    }
    /// How selection shows without a `selectedBackgroundView`.
    public var selectionStyle: TableViewCellSelectionStyle = .default { didSet { updateSelectionAppearance() } }
    /// The height the cell was designed at (a template's row height).
    public var rowHeight: Double?
    /// How many steps the content is indented.
    public var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// Points per indentation step.
    public var indentationWidth = 10.0 { didSet { setNeedsLayout() } }
    /// Space left of the separator line (and right of it, with `right`); the table's
    /// `separatorInset` unless set on the cell.
    public var separatorInset: EdgeInsets {
        get { customSeparatorInset ?? inheritedSeparatorInset }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var customSeparatorInset: EdgeInsets?
    /// The separator inset the table gives cells that set none.
    var inheritedSeparatorInset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// Whether the separator line at the bottom shows; a table turns it on for its rows (by
    /// its `separatorStyle`), a cell on its own has none.
    public var showsSeparator = false {
        didSet {
            if showsSeparator || separatorView != nil { separatorLine.isHidden = !showsSeparator }
        }
    }
    /// The separator's colour (the table sets this).
    public var separatorColor: Color = Color(red8: 200, green8: 199, blue8: 204) { didSet { separatorView?.backgroundColor = separatorColor } }

    /// Whether the cell is in editing mode.
    public private(set) var isEditing = false
    /// What the delete or insert control offers in editing mode (the table sets this).
    public var editingStyle: TableViewCellEditingStyle = .delete { didSet { editingControlView?.style = editingStyle } }
    /// Called when the editing control is clicked (the table sets this).
    public var editingControlAction: (@MainActor (TableViewCell) -> Void)?
    /// Called when the Delete button of the delete confirmation is clicked (the table sets this).
    public var deleteConfirmationAction: (@MainActor (TableViewCell) -> Void)?
    /// Whether the red Delete button shows at the trailing edge (after a click on the delete
    /// control in editing mode; only the button deletes, as in UIKit).
    public private(set) var showsDeleteConfirmation = false
    /// The Delete button of the confirmation, made the first time it shows.
    public private(set) var deleteConfirmationButton: Button?
    /// How far the Delete button has slid in: 0 hidden, 1 shown.
    private var deleteConfirmationProgress = 0.0 { didSet { if deleteConfirmationProgress != oldValue { setNeedsLayout() } } }

    // The cell's own parts are made the first time they show, so that a plain cell (a
    // template's, most often) is not four views heavier than what it shows.
    private var indicatorView: AccessoryIndicatorView?
    private var selectionView: View?
    private var separatorView: View?
    private var editingControlView: EditingControlView?
    private var reorderControlView: ReorderControlView?
    /// Whether the row shows the reorder grip in editing mode (besides `showsReorderControl`,
    /// the table turns it on for rows its data source says can move).
    var isReorderable = false { didSet { if isReorderable != oldValue { setNeedsLayout() } } }
    /// What else happens when the cell's detail button is clicked, after the delegate hears of
    /// it (a storyboard segue the accessory triggers).
    package var accessoryAction: (@MainActor (ContentCell) -> Void)?
    /// Whether an inset grouped table rounded this cell's corners (and should square them again).
    var isShapedByInsetGroup = false
    /// Whether editing mode shows a selection circle (several rows may be selected while
    /// editing) rather than the delete or insert control.
    var usesSelectionCircle = false {
        didSet {
            guard usesSelectionCircle != oldValue else { return }
            editingControlView?.showsSelectionCircle = usesSelectionCircle
            setNeedsLayout()
        }
    }
    /// Whether the cell shows the reorder grip at its trailing edge in editing mode (UIKit's
    /// `showsReorderControl`; rows the data source can move show it anyway).
    public var showsReorderControl = false { didSet { if showsReorderControl != oldValue { setNeedsLayout() } } }

    /// The standard accessory, just above the content.
    private var indicator: AccessoryIndicatorView {
        part(\.indicatorView) {
            let indicator = AccessoryIndicatorView()
            indicator.type = accessoryType
            insertSubview(indicator, aboveSubview: contentView)
            return indicator
        }
    }

    /// The default selection's colour: the back view but for the background views, where a
    /// cell made it first before they were inserted below it.
    private var defaultSelectionView: View {
        if let selectionView { return selectionView }
        let selection = View(frame: bounds)
        selection.isHidden = true
        selection.isUserInteractionEnabled = false
        insertSubview(selection, at: [backgroundView, selectedBackgroundView].count { $0?.superview === self })
        selectionView = selection
        return selection
    }

    /// The separator line, above everything but the editing control and the Delete button.
    private var separatorLine: View {
        part(\.separatorView) {
            let line = View()
            line.isUserInteractionEnabled = false
            line.isHidden = true
            line.backgroundColor = separatorColor
            addSubview(line)
            return line
        }
    }

    /// The delete or insert control of editing mode, at its place outside editing mode.
    private var editingControl: EditingControlView {
        part(\.editingControlView) {
            let control = EditingControlView()
            control.style = editingStyle
            control.showsSelectionCircle = usesSelectionCircle
            control.isChecked = isSelected
            control.alpha = 0
            control.addAction(for: .touchUpInside) { [weak self] _ in
                guard let self else { return }
                self.editingControlAction?(self)
            }
            control.frame = editingControlFrame(progress: 0)
            addSubview(control)
            return control
        }
    }

    /// The part stored at `stored`, made by `make` (which adds it where it goes) the first time
    /// it is asked for; the cell then lays out again.
    private func part<Part: View>(_ stored: ReferenceWritableKeyPath<TableViewCell, Part?>, make: () -> Part) -> Part {
        if let part = self[keyPath: stored] { return part }
        let part = make()
        self[keyPath: stored] = part
        setNeedsLayout()
        return part
    }

    private func editingControlFrame(progress: Double) -> Rect {
        mirroredForLayoutDirection(Rect(x: 38 * progress - 38 + 8, y: ((bounds.height - 22) / 2).rounded(), width: 22, height: 22), in: bounds)
    }
    /// Whether the layout makes room for the editing control: 1 in editing mode, 0 outside
    /// (in between only for layouts made part-way).
    public private(set) var editingProgress = 0.0 { didSet { if editingProgress != oldValue { setNeedsLayout() } } }
    private var builtInTextLabel: Label?
    private var builtInDetailLabel: Label?
    private var builtInImageView: ImageView?

    /// Creates a cell of a standard style with a reuse identifier.
    public required init(style: TableViewCellStyle = .default, reuseIdentifier: String? = nil, frame: Rect = Rect(x: 0, y: 0, width: 320, height: 44)) {
        self.style = style
        super.init(frame: frame)
        self.reuseIdentifier = reuseIdentifier
        commonInit()
    }

    /// Creates the cell a template describes by name (see `View.init(coder:)`): the default
    /// style, 320 by 44 points, until the template gives its style, size and reuse identifier.
    public required init?(coder: TemplateCoder) {
        style = .default
        super.init(coder: coder)
        bounds.size = Size(width: 320, height: 44)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        backgroundColor = .white
        // UIKit's since iOS 11: 11 points above and below the content, 16 at the sides.
        contentView.layoutMargins = TableViewCell.contentMargins
        updateSelectionAppearance()
    }

    /// The layout margins a cell's content view starts with: 11 points at the top and bottom and
    /// 16 at the sides, as UIKit's table cells have them since iOS 11.
    public static let contentMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)

    /// Creates a default-style cell with a reuse identifier.
    public convenience init(frame: Rect = Rect(x: 0, y: 0, width: 320, height: 44), reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier, frame: frame)
    }

    public convenience override init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil, frame: frame)
    }

    // MARK: Standard content

    /// The main label (created on first use, in the content view). Cells with a layout of their
    /// own override it (and `detailTextLabel`, `imageView`) to return their own views, so data
    /// sources fill any cell through these three.
    open var textLabel: Label {
        part(\.builtInTextLabel) {
            let label = Label()
            label.font = style == .value2 ? .boldSystemFont(ofSize: 15) : .systemFont(ofSize: 17)
            contentView.addSubview(label)
            return label
        }
    }

    /// The secondary label, for the subtitle, value1 and value2 styles; `nil` for `.default`.
    open var detailTextLabel: Label? {
        guard style != .default else { return nil }
        return part(\.builtInDetailLabel) {
            let label = Label()
            switch style {
            case .subtitle:
                label.font = .systemFont(ofSize: 12)
                label.textColor = .gray
            case .value1:
                label.font = .systemFont(ofSize: 17)
                label.textColor = .gray
                label.textAlignment = .right
            case .value2:
                label.font = .boldSystemFont(ofSize: 12)
                label.textColor = .systemBlue
                label.textAlignment = .right
            case .default:
                break
            }
            contentView.addSubview(label)
            return label
        }
    }

    /// The image at the leading edge (created on first use; not shown in the value2 style).
    open var imageView: ImageView {
        part(\.builtInImageView) {
            let view = ImageView()
            view.contentMode = .center
            contentView.addSubview(view)
            return view
        }
    }

    // MARK: Reuse and state

    /// Called by a table before the cell is handed out again: clears selection and editing.
    open override func prepareForReuse() {
        setShowsDeleteConfirmation(false, animated: false)
        super.prepareForReuse()
        alpha = 1
        transform = .identity
    }

    /// Enters or leaves editing mode, sliding the editing control in or out: the new layout is
    /// made inside `View.animate`, so the control, the content and the accessory move to it.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        if !editing { setShowsDeleteConfirmation(false, animated: animated) }
        let target = editing && (editingStyle != .none || usesSelectionCircle || isReorderable || showsReorderControl) ? 1.0 : 0.0
        // Made before the animation, so that it slides in from its place outside editing mode.
        if target > 0 { _ = editingControl }
        guard animated, editingProgress != target else {
            editingProgress = target
            return
        }
        View.animate(withDuration: 0.3, curve: .easeOut) {
            self.editingProgress = target
            self.layoutIfNeeded()
        }
    }

    /// Shows or hides the red Delete button at the trailing edge (the editing control turns to
    /// say so); the content makes room for it.
    open func setShowsDeleteConfirmation(_ shows: Bool, animated: Bool) {
        guard shows || deleteConfirmationButton != nil else { return }
        showsDeleteConfirmation = shows
        editingControl.isConfirming = shows
        let button = deleteConfirmationButton ?? makeDeleteConfirmationButton()
        let target = shows ? 1.0 : 0.0
        if shows { button.isHidden = false }
        guard animated, deleteConfirmationProgress != target else {
            deleteConfirmationProgress = target
            button.isHidden = !shows
            return
        }
        View.animate(withDuration: 0.25, curve: .easeOut, animations: {
            self.deleteConfirmationProgress = target
            self.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self else { return }
            button.isHidden = !self.showsDeleteConfirmation
        })
    }

    /// A full-height red rectangle at the trailing edge, as in UIKit (not a rounded bezel).
    private func makeDeleteConfirmationButton() -> Button {
        let button = Button(title: "Delete", style: .plain)
        button.backgroundColor = .systemRed
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(Color(white: 1, alpha: 0.7), for: .highlighted)
        button.titleFont = .boldSystemFont(ofSize: 15)
        button.isHidden = true
        button.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            self.deleteConfirmationAction?(self)
        }
        addSubview(button)
        deleteConfirmationButton = button
        layoutDeleteConfirmation()
        return button
    }

    private func layoutDeleteConfirmation() {
        guard let button = deleteConfirmationButton else { return }
        let width = (button.sizeThatFits(bounds.size).width + 28).rounded()
        button.frame = mirroredForLayoutDirection(
            Rect(x: bounds.maxX - width * deleteConfirmationProgress, y: 0, width: width, height: bounds.height), in: bounds)
    }

    /// The selected background, or the default selection's colour, shows while selected or
    /// pressed; labels and images in the content highlight.
    override func updateSelectionAppearance() {
        editingControlView?.isChecked = isSelected
        let selected = isSelected || isHighlighted
        if let selectedBackgroundView {
            selectedBackgroundView.isHidden = !selected
            backgroundView?.isHidden = selected
            selectionView?.isHidden = true
        } else {
            let shows = selected && selectionStyle != .none
            if shows || selectionView != nil {
                defaultSelectionView.isHidden = !shows
                defaultSelectionView.backgroundColor = selectionStyle == .blue ? .systemBlue : Color(red8: 209, green8: 209, blue8: 214)
            }
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

    /// Where a click hits the standard accessory's detail button, in the cell's coordinates.
    public var accessoryHitRect: Rect {
        guard accessoryView == nil, accessoryType == .detailButton || accessoryType == .detailDisclosureButton else { return .null }
        return indicator.frame.insetBy(dx: -6, dy: -6)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        selectionView?.frame = bounds
        let editingInset = 38.0 * editingProgress
        // Worked out left to right; mirrored in right-to-left layouts (accessory and delete
        // button on the left, indentation from the right).
        if let control = editingProgress > 0 && (editingStyle != .none || usesSelectionCircle) ? editingControl : editingControlView {
            control.frame = editingControlFrame(progress: editingProgress)
            control.alpha = editingStyle != .none || usesSelectionCircle ? editingProgress : 0
        }
        let reorderEnd = layoutReorderControl()
        var trailing = reorderEnd
        let accessory: View? = accessoryView ?? (accessoryType == .none ? nil : indicator)
        indicatorView?.isHidden = accessoryView != nil || accessoryType == .none
        if let accessory {
            let size = accessory === indicatorView ? indicator.sizeThatFits(bounds.size) : accessory.frame.size
            let x = bounds.maxX - 15 - size.width
            accessory.frame = mirroredForLayoutDirection(Rect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height), in: bounds)
            accessory.alpha = 1 - editingProgress
            // The accessory's room is given back to the content as editing slides in.
            trailing = Swift.min(reorderEnd, x - 5 + (bounds.maxX - x + 5) * editingProgress)
        }
        if let button = deleteConfirmationButton {
            layoutDeleteConfirmation()
            trailing = Swift.min(trailing, mirroredForLayoutDirection(button.frame, in: bounds).minX)
        }
        let leading = editingInset + Double(indentationLevel) * indentationWidth
        contentView.frame = mirroredForLayoutDirection(Rect(x: leading, y: 0, width: Swift.max(0, trailing - leading), height: bounds.height), in: bounds)
        layoutStandardContent()
        let onePixel = 1 / (window?.scale ?? 1)
        separatorView?.frame = mirroredForLayoutDirection(
            Rect(
                x: separatorInset.left + leading, y: bounds.height - onePixel,
                width: Swift.max(0, bounds.width - separatorInset.left - separatorInset.right - leading), height: onePixel),
            in: bounds)
        if let separatorView { bringSubviewToFront(separatorView) }
        if let editingControlView { bringSubviewToFront(editingControlView) }
        if let button = deleteConfirmationButton { bringSubviewToFront(button) }
    }

    /// Places the reorder grip (sliding in from the trailing edge with editing) and returns
    /// where the content must end to leave it room.
    private func layoutReorderControl() -> Double {
        let shows = isReorderable || showsReorderControl
        guard shows || reorderControlView != nil else { return bounds.maxX }
        let grip = reorderControlView ?? {
            let view = ReorderControlView(frame: .zero)
            addSubview(view)
            reorderControlView = view
            return view
        }()
        let progress = shows ? editingProgress : 0
        grip.frame = mirroredForLayoutDirection(Rect(x: bounds.maxX - 44 * progress, y: 0, width: 44, height: bounds.height), in: bounds)
        grip.alpha = progress
        grip.isHidden = progress == 0
        bringSubviewToFront(grip)
        return bounds.maxX - 44 * progress
    }

    /// Where a press grabs the row to move it, in the cell's coordinates (empty when the grip
    /// does not show).
    var reorderHitRect: Rect {
        guard let grip = reorderControlView, !grip.isHidden, editingProgress > 0.5 else { return .null }
        return grip.frame
    }

    /// Places the standard labels and image for the style.
    private func layoutStandardContent() {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if style == .value1 || style == .value2 {
            // The detail of value1 and the key of value2 align to their trailing side.
            builtInDetailLabel?.textAlignment = rightToLeft ? .left : .right
        }
        placeStandardContent()
        guard rightToLeft else { return }
        let area = contentView.bounds
        for view in [builtInImageView, builtInTextLabel, builtInDetailLabel] {
            if let view, view.superview === contentView { view.frame = mirroredForLayoutDirection(view.frame, in: area) }
        }
    }

    /// Places the standard labels and image as in a left-to-right layout.
    private func placeStandardContent() {
        let area = contentView.bounds
        var x = 15.0
        if let image = builtInImageView?.image, style != .value2 {
            let size = image.size
            builtInImageView?.frame = Rect(x: x, y: ((area.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x += size.width + 15
        }
        let right = area.width - 15
        guard let text = builtInTextLabel else { return }
        // Labels of several lines wrap at the width they have (default and subtitle styles).
        let wrapWidth = Swift.max(0, right - x)
        let textSize = text.sizeThatFits(Size(width: wrapWidth, height: 0))
        switch style {
        case .default:
            text.frame = Rect(x: x, y: ((area.height - textSize.height) / 2).rounded(), width: wrapWidth, height: textSize.height)
        case .subtitle:
            let detailSize = builtInDetailLabel?.sizeThatFits(Size(width: wrapWidth, height: 0)) ?? .zero
            let total = textSize.height + (detailSize.height > 0 ? detailSize.height + 2 : 0)
            let top = ((area.height - total) / 2).rounded()
            text.frame = Rect(x: x, y: top, width: Swift.max(0, right - x), height: textSize.height)
            builtInDetailLabel?.frame = Rect(x: x, y: top + textSize.height + 2, width: Swift.max(0, right - x), height: detailSize.height)
        case .value1:
            let detailSize = builtInDetailLabel?.sizeThatFits(.zero) ?? .zero
            let detailWidth = Swift.min(detailSize.width, Swift.max(0, right - x) / 2)
            builtInDetailLabel?.frame = Rect(x: right - detailWidth, y: ((area.height - detailSize.height) / 2).rounded(), width: detailWidth, height: detailSize.height)
            text.frame = Rect(x: x, y: ((area.height - textSize.height) / 2).rounded(), width: Swift.max(0, right - detailWidth - 8 - x), height: textSize.height)
        case .value2:
            let split = x + 76
            let detailSize = builtInDetailLabel?.sizeThatFits(.zero) ?? .zero
            builtInDetailLabel?.frame = Rect(x: x, y: ((area.height - detailSize.height) / 2).rounded(), width: split - x, height: detailSize.height)
            text.frame = Rect(x: split + 6, y: ((area.height - textSize.height) / 2).rounded(), width: Swift.max(0, right - split - 6), height: textSize.height)
        }
    }

    /// The height a cell of a built-in style needs at a width, for self-sizing rows whose
    /// content has no constraints: its labels (wrapped when they have several lines) with 11
    /// points above and below, and at least `minimum`.
    public func fittingHeightWithoutConstraints(width: Double, minimum: Double) -> Double {
        guard let text = builtInTextLabel, text.text?.isEmpty == false else { return minimum }
        var x = 15.0
        if let image = builtInImageView?.image, style != .value2 { x += image.size.width + 15 }
        let wrapWidth = Swift.max(1, contentView.bounds.width - 15 - x)
        var height = text.sizeThatFits(Size(width: wrapWidth, height: 0)).height
        if style == .subtitle, let detail = builtInDetailLabel, detail.text?.isEmpty == false {
            height += detail.sizeThatFits(Size(width: wrapWidth, height: 0)).height + 2
        }
        return Swift.max(minimum, (height + 22).rounded(.up))
    }

    /// Activating a cell selects its row, as a click does (the table's delegate hears it).
    open override func accessibilityActivate() -> Bool {
        var view = superview
        while let current = view, !(current is TableView) { view = current.superview }
        guard let table = view as? TableView, let indexPath = table.indexPath(for: self) else { return false }
        table.userSelect(indexPath)
        return true
    }

    open override var debugDetails: [String] {
        var details = super.debugDetails
        if accessoryType != .none { details.append("accessoryType = \(accessoryType)") }
        if isSelected { details.append("selected") }
        if isEditing { details.append("editing") }
        return details
    }
}
