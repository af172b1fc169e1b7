import QuillFoundation
import QuillViews
/// Lines up its arranged views in a row or a column with Auto Layout (UIKit's `UIStackView`):
/// it makes and keeps the constraints that place them, following `axis`, `distribution`,
/// `alignment`, `spacing` (and per-view custom spacing), its layout margins when
/// `isLayoutMarginsRelativeArrangement`, and their natural sizes (`intrinsicContentSize`, or the
/// frame a view had when it was arranged, held with its hugging and compression resistance
/// priorities). Hidden arranged views take no room and no spacing.
///
///     let row = StackView(arrangedSubviews: [icon, title, toggle])
///     row.spacing = 12
///     row.alignment = .center
///
/// The stack itself can be placed by its frame or by constraints; without size constraints it
/// takes the size of its arranged views.
@MainActor
open class StackView: View {
    /// Row or column.
    public var axis: StackViewAxis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    /// Space between adjacent views (at least this much with the equal-spacing distributions).
    public var spacing = 8.0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    /// Placement across the axis.
    public var alignment: StackViewAlignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// Sharing of the length along the axis.
    public var distribution: StackViewDistribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    /// Whether the views are placed inside the stack's layout margins rather than its bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }
    /// Vertical stacks: whether spacing runs from one view's last baseline to the next one's
    /// first baseline rather than between their edges.
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } }
    }
    /// The views it lines up, in order.
    public private(set) var arrangedSubviews: [View] = []

    /// For `setCustomSpacing(_:after:)`: go back to the stack's `spacing`.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// For `setCustomSpacing(_:after:)`: the standard space between views.
    public static let spacingUseSystem = -Double.greatestFiniteMagnitude

    /// Natural sizes of arranged views without an intrinsic size: their frames when arranged.
    private var arrangedSizes: [ObjectIdentifier: Size] = [:]
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints and guides the stack made, replaced whenever the arrangement changes.
    private var arrangementConstraints: [LayoutConstraint] = []
    private var spacerGuides: [LayoutGuide] = []

    /// Creates a stack of views.
    public convenience init(arrangedSubviews views: [View], axis: StackViewAxis = .horizontal) {
        self.init(frame: .zero)
        self.axis = axis
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged views

    /// Adds a view at the end (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view at a position (and as a subview).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        // Only a subview can be arranged already: a new view is appended without a search
        // (building a stack of n views was n² comparisons).
        if view.superview === self { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, index), arrangedSubviews.count))
        if arrangedSizes[ObjectIdentifier(view)] == nil { arrangedSizes[ObjectIdentifier(view)] = view.frame.size }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Stops arranging a view (it stays a subview, as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        forget(view)
        arrangementChanged()
    }

    private func forget(_ view: View) {
        arrangedSizes[ObjectIdentifier(view)] = nil
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// Sets the space after one arranged view (`spacingUseDefault` goes back to `spacing`,
    /// `spacingUseSystem` is the standard space).
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        if spacing == StackView.spacingUseDefault {
            customSpacings[ObjectIdentifier(view)] = nil
        } else {
            customSpacings[ObjectIdentifier(view)] = spacing == StackView.spacingUseSystem ? LayoutConstants.systemSpacing : spacing
        }
        arrangementChanged()
    }

    /// The space after an arranged view (`spacingUseDefault` when it uses `spacing`).
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            forget(subview)
            arrangementChanged()
        }
    }

    /// Subviews a template gave the stack become its arranged views.
    open override func awakeFromNib() {
        super.awakeFromNib()
        for subview in subviews where !arrangedSubviews.contains(where: { $0 === subview }) { addArrangedSubview(subview) }
    }

    open override func subviewVisibilityDidChange(_ subview: View) {
        super.subviewVisibilityDidChange(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementChanged() }
    }

    private func arrangementChanged() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    // MARK: Constraints

    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    /// The natural length of a view along an axis: its intrinsic size, else the frame it had
    /// when it was arranged, else none.
    private func naturalLength(of view: View, horizontal: Bool) -> Double? {
        if let intrinsic = view.intrinsicContentSize {
            let value = horizontal ? intrinsic.width : intrinsic.height
            if value >= 0 { return value }
        }
        guard let size = arrangedSizes[ObjectIdentifier(view)] else { return nil }
        let value = horizontal ? size.width : size.height
        return value > 0 ? value : nil
    }

    private func rebuildArrangement() {
        LayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints.removeAll()
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides.removeAll()
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        var arrangement = StackArrangement(
            stack: self, views: views, gap: { [customSpacings, spacing] in customSpacings[ObjectIdentifier($0)] ?? spacing },
            naturalLength: { [unowned self] in naturalLength(of: $0, horizontal: $1) })
        arrangement.holdNaturalSizes()
        arrangement.placeAlongTheAxis()
        arrangement.distribute()
        arrangement.alignAcrossTheAxis()
        spacerGuides = arrangement.guides
        arrangementConstraints = arrangement.constraints
        LayoutConstraint.activate(arrangement.constraints)
    }

    // MARK: Sizes

    /// The size the arranged views need (their natural sizes and the spacing), measured by
    /// Auto Layout.
    open override func sizeThatFits(_ size: Size) -> Size {
        updateConstraintsIfNeeded()
        if needsUpdateConstraints() { rebuildArrangement() }
        return systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    }
}
