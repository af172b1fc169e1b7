import QuillFoundation
import QuillViews

/// The constraints that arrange a stack view's visible views, made in four steps: natural
/// sizes held like intrinsic ones, the ends and gaps along the axis, the distribution of
/// lengths, and the alignment across the axis. Spacer guides (equal spacing and centring) are
/// added to the stack as they are made; the constraints are activated by the stack.
@MainActor
struct StackArrangement {
    let stack: StackView
    let views: [View]
    /// The space after a view (its custom spacing, or the stack's).
    let gap: (View) -> Double
    /// A view's natural length along an axis (`true`: horizontal), if it has one.
    let naturalLength: (View, Bool) -> Double?
    private(set) var constraints: [LayoutConstraint] = []
    private(set) var guides: [LayoutGuide] = []

    private var horizontal: Bool { stack.axis == .horizontal }
    private var container: any LayoutItem { stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack }
    private var startAttribute: LayoutAttribute { horizontal ? .leading : .top }
    private var endAttribute: LayoutAttribute { horizontal ? .trailing : .bottom }
    private var crossStart: LayoutAttribute { horizontal ? .top : .leading }
    private var crossEnd: LayoutAttribute { horizontal ? .bottom : .trailing }
    private var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }
    private var length: LayoutAttribute { horizontal ? .width : .height }
    private var crossLength: LayoutAttribute { horizontal ? .height : .width }
    private var lengthAxis: LayoutAxis { horizontal ? .horizontal : .vertical }
    private var crossAxis: LayoutAxis { horizontal ? .vertical : .horizontal }

    init(stack: StackView, views: [View], gap: @escaping (View) -> Double, naturalLength: @escaping (View, Bool) -> Double?) {
        self.stack = stack
        self.views = views
        self.gap = gap
        self.naturalLength = naturalLength
    }

    private mutating func make(
        _ a: any LayoutItem, _ aa: LayoutAttribute, _ relation: LayoutRelation, _ b: (any LayoutItem)?, _ ba: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        let c = LayoutConstraint(item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: ba, multiplier: multiplier, constant: constant, priority: priority)
        c.identifier = "stack"
        constraints.append(c)
    }

    /// Natural sizes for views without intrinsic ones, held like intrinsic sizes.
    mutating func holdNaturalSizes() {
        for view in views {
            for (isLength, axisOfSize) in [(true, lengthAxis), (false, crossAxis)] {
                let alongHorizontal = isLength ? horizontal : !horizontal
                let intrinsic = view.intrinsicContentSize.map { alongHorizontal ? $0.width : $0.height } ?? -1
                guard intrinsic < 0, let natural = naturalLength(view, alongHorizontal) else { continue }
                let attribute = isLength ? length : crossLength
                make(view, attribute, .greaterThanOrEqual, nil, .notAnAttribute, constant: natural, priority: view.contentCompressionResistancePriority(for: axisOfSize))
                make(view, attribute, .lessThanOrEqual, nil, .notAnAttribute, constant: natural, priority: view.contentHuggingPriority(for: axisOfSize))
            }
        }
    }

    /// Along the axis: the ends and the gaps between neighbours (baselines in a
    /// baseline-relative column; at least the gap when spacing is distributed).
    mutating func placeAlongTheAxis() {
        make(views[0], startAttribute, .equal, container, startAttribute)
        make(container, endAttribute, .equal, views[views.count - 1], endAttribute)
        for i in 1..<views.count {
            let previous = views[i - 1], next = views[i]
            let space = gap(previous)
            let useBaselines = !horizontal && stack.isBaselineRelativeArrangement
            let nextStart: LayoutAttribute = useBaselines ? .firstBaseline : startAttribute
            let previousEnd: LayoutAttribute = useBaselines ? .lastBaseline : endAttribute
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(next, nextStart, .equal, previous, previousEnd, constant: space)
            case .equalSpacing, .equalCentering:
                make(next, nextStart, .greaterThanOrEqual, previous, previousEnd, constant: space)
            }
        }
    }

    /// The shares of the length, by distribution.
    mutating func distribute() {
        switch stack.distribution {
        case .fill:
            breakFillTies()
        case .fillEqually:
            for view in views.dropFirst() { make(view, length, .equal, views[0], length) }
        case .fillProportionally:
            let naturals = views.map { naturalLength($0, horizontal) ?? 0 }
            if let base = naturals.indices.first(where: { naturals[$0] > 0 }) {
                for i in views.indices where i != base && naturals[i] > 0 {
                    make(views[i], length, .equal, views[base], length, multiplier: naturals[i] / naturals[base], priority: LayoutPriority(999))
                }
            }
        case .equalSpacing, .equalCentering:
            addEqualSpacers(centred: stack.distribution == .equalCentering)
        }
    }

    /// Ties: among the views that hug least the first stretches (the others hug a little harder
    /// the later they come); among those that resist least the last shrinks first, then the one
    /// before it.
    private mutating func breakFillTies() {
        let naturals = views.map { naturalLength($0, horizontal) }
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
    }

    /// Guides between neighbours (their edges, or their centres) of equal length.
    private mutating func addEqualSpacers(centred: Bool) {
        let edgeStart: LayoutAttribute = centred ? (horizontal ? .centerX : .centerY) : endAttribute
        let edgeEnd: LayoutAttribute = centred ? (horizontal ? .centerX : .centerY) : startAttribute
        var first: LayoutGuide?
        for i in 1..<views.count {
            let guide = LayoutGuide(identifier: "stack spacer \\(i)")
            stack.addLayoutGuide(guide)
            guides.append(guide)
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

    /// Across the axis: each view aligned in the container; without a size of its own, the
    /// stack is as thick as its thickest view.
    mutating func alignAcrossTheAxis() {
        let alignment = stack.alignment
        // Baselines mean nothing across a column: its views align leading edges.
        let crossAlignment = horizontal || (alignment != .firstBaseline && alignment != .lastBaseline) ? alignment : .leading
        for view in views { align(view, crossAlignment) }
        if alignment != .fill {
            make(stack, crossLength, .equal, nil, .notAnAttribute, priority: LayoutPriority(49))
            if alignment == .firstBaseline || alignment == .lastBaseline {
                for view in views { make(view, crossStart, .equal, container, crossStart, priority: LayoutPriority(48)) }
            }
        }
    }

    private mutating func align(_ view: View, _ crossAlignment: StackViewAlignment) {
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
            let baseline: LayoutAttribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if view !== views[0] { make(view, baseline, .equal, views[0], baseline) }
            make(view, crossStart, .greaterThanOrEqual, container, crossStart)
            make(container, crossEnd, .greaterThanOrEqual, view, crossEnd)
        }
    }
}
