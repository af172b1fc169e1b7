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
        arrangedSubviews.removeAll { $0 === view }
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
        var made: [LayoutConstraint] = []
        let horizontal = axis == .horizontal
        let container: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let startAttribute: LayoutAttribute = horizontal ? .leading : .top
        let endAttribute: LayoutAttribute = horizontal ? .trailing : .bottom
        let crossStart: LayoutAttribute = horizontal ? .top : .leading
        let crossEnd: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
        let length: LayoutAttribute = horizontal ? .width : .height
        let crossLength: LayoutAttribute = horizontal ? .height : .width
        let lengthAxis: LayoutAxis = horizontal ? .horizontal : .vertical
        let crossAxis: LayoutAxis = horizontal ? .vertical : .horizontal
        func make(
            _ a: any LayoutItem, _ aa: LayoutAttribute, _ relation: LayoutRelation, _ b: (any LayoutItem)?, _ ba: LayoutAttribute,
            multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
        ) {
            let c = LayoutConstraint(item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: ba, multiplier: multiplier, constant: constant, priority: priority)
            c.identifier = "stack"
            made.append(c)
        }

        // Natural sizes for views without intrinsic ones, held like intrinsic sizes.
        for view in views {
            for (isLength, axisOfSize) in [(true, lengthAxis), (false, crossAxis)] {
                let alongHorizontal = isLength ? horizontal : !horizontal
                let intrinsic = view.intrinsicContentSize.map { alongHorizontal ? $0.width : $0.height } ?? -1
                guard intrinsic < 0, let natural = naturalLength(of: view, horizontal: alongHorizontal) else { continue }
                let attribute = isLength ? length : crossLength
                make(view, attribute, .greaterThanOrEqual, nil, .notAnAttribute, constant: natural, priority: view.contentCompressionResistancePriority(for: axisOfSize))
                make(view, attribute, .lessThanOrEqual, nil, .notAnAttribute, constant: natural, priority: view.contentHuggingPriority(for: axisOfSize))
            }
        }

        // Along the axis: the ends, the gaps, the shares.
        make(views[0], startAttribute, .equal, container, startAttribute)
        make(container, endAttribute, .equal, views[views.count - 1], endAttribute)
        func gap(after view: View) -> Double { customSpacings[ObjectIdentifier(view)] ?? spacing }
        for i in 1..<views.count {
            let previous = views[i - 1], next = views[i]
            let space = gap(after: previous)
            let useBaselines = !horizontal && isBaselineRelativeArrangement
            let nextStart: LayoutAttribute = useBaselines ? .firstBaseline : startAttribute
            let previousEnd: LayoutAttribute = useBaselines ? .lastBaseline : endAttribute
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(next, nextStart, .equal, previous, previousEnd, constant: space)
            case .equalSpacing, .equalCentering:
                make(next, nextStart, .greaterThanOrEqual, previous, previousEnd, constant: space)
            }
        }
        switch distribution {
        case .fill:
            // Ties: among the views that hug least the first stretches (the others hug a
            // little harder the later they come); among those that resist least the last
            // shrinks first, then the one before it.
            let naturals = views.map { naturalLength(of: $0, horizontal: horizontal) }
            let hugging = views.map { $0.contentHuggingPriority(for: lengthAxis) }
            let compression = views.map { $0.contentCompressionResistancePriority(for: lengthAxis) }
            let step = 0.5 / Double(views.count)
            if let lowest = hugging.min() {
                let ties = views.indices.filter { hugging[$0] == lowest && naturals[$0] != nil }
                for (rank, i) in ties.enumerated() where rank > 0 {
                    make(views[i], length, .lessThanOrEqual, nil, .notAnAttribute, constant: naturals[i]!, priority: lowest + step * Double(rank))
                }
            }
            if let lowest = compression.min() {
                let ties = views.indices.filter { compression[$0] == lowest && naturals[$0] != nil }
                for (rank, i) in ties.reversed().enumerated() where rank > 0 {
                    make(views[i], length, .greaterThanOrEqual, nil, .notAnAttribute, constant: naturals[i]!, priority: lowest + step * Double(rank))
                }
            }
        case .fillEqually:
            for view in views.dropFirst() { make(view, length, .equal, views[0], length) }
        case .fillProportionally:
            let naturals = views.map { naturalLength(of: $0, horizontal: horizontal) ?? 0 }
            if let base = naturals.indices.first(where: { naturals[$0] > 0 }) {
                for i in views.indices where i != base && naturals[i] > 0 {
                    make(views[i], length, .equal, views[base], length, multiplier: naturals[i] / naturals[base], priority: LayoutPriority(999))
                }
            }
        case .equalSpacing, .equalCentering:
            // Guides between neighbours (their edges, or their centres) of equal length.
            let centred = distribution == .equalCentering
            let edgeStart: LayoutAttribute = centred ? (horizontal ? .centerX : .centerY) : endAttribute
            let edgeEnd: LayoutAttribute = centred ? (horizontal ? .centerX : .centerY) : startAttribute
            var first: LayoutGuide?
            for i in 1..<views.count {
                let guide = LayoutGuide(identifier: "stack spacer \(i)")
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                make(guide, startAttribute, .equal, views[i - 1], edgeStart)
                make(views[i], edgeEnd, .equal, guide, endAttribute)
                make(guide, crossLength, .equal, nil, .notAnAttribute)
                make(guide, crossStart, .equal, container, crossStart)
                if let first {
                    make(guide, length, .equal, first, length, priority: centred ? LayoutPriority(999) : .required)
                } else {
                    first = guide
                }
            }
        }

        // Across the axis.
        // Baselines mean nothing across a column: its views align leading edges.
        let crossAlignment = horizontal || (alignment != .firstBaseline && alignment != .lastBaseline) ? alignment : .leading
        for view in views {
            switch crossAlignment {
            case .fill, .leading:
                make(view, crossStart, .equal, container, crossStart)
                make(container, crossEnd, crossAlignment == .fill ? .equal : .greaterThanOrEqual, view, crossEnd)
            case .trailing:
                make(container, crossEnd, .equal, view, crossEnd)
                make(view, crossStart, .greaterThanOrEqual, container, crossStart)
            case .center:
                make(view, crossCenter, .equal, container, crossCenter)
                make(view, crossStart, .greaterThanOrEqual, container, crossStart)
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== views[0] { make(view, baseline, .equal, views[0], baseline) }
                make(view, crossStart, .greaterThanOrEqual, container, crossStart)
                make(container, crossEnd, .greaterThanOrEqual, view, crossEnd)
            }
        }
        if alignment != .fill {
            // Without a size of its own, the stack is as thick as its thickest view.
            make(self, crossLength, .equal, nil, .notAnAttribute, priority: LayoutPriority(49))
            if alignment == .firstBaseline || alignment == .lastBaseline {
                for view in views { make(view, crossStart, .equal, container, crossStart, priority: LayoutPriority(48)) }
            }
        }
        arrangementConstraints = made
        LayoutConstraint.activate(made)
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
