/// Lines up its arranged views in a row or a column (UIKit's `UIStackView`), using their
/// natural sizes (`intrinsicContentSize`, else `sizeThatFits`, else their frame). Hidden arranged
/// views take no room.
@MainActor
open class StackView: View {
    /// Row or column.
    public var axis: StackViewAxis = .horizontal { didSet { setNeedsLayout() } }
    /// Space between views.
    public var spacing = 8.0 { didSet { setNeedsLayout() } }
    /// Placement across the axis.
    public var alignment: StackViewAlignment = .fill { didSet { setNeedsLayout() } }
    /// Sharing of the length along the axis.
    public var distribution: StackViewDistribution = .fill { didSet { setNeedsLayout() } }
    /// The views it lines up, in order.
    public private(set) var arrangedSubviews: [View] = []
    /// The sizes views without a natural size had when they were arranged; the stack resizes
    /// them, so their frames cannot tell afterwards.
    private var arrangedSizes: [ObjectIdentifier: Size] = [:]

    /// Creates a stack of views.
    public convenience init(arrangedSubviews views: [View], axis: StackViewAxis = .horizontal) {
        self.init(frame: .zero)
        self.axis = axis
        for view in views { addArrangedSubview(view) }
    }

    /// Adds a view at the end.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view at a position.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, index), arrangedSubviews.count))
        arrangedSizes[ObjectIdentifier(view)] = view.frame.size
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging a view (it stays a subview, as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open override func willRemoveSubview(_ subview: View) {
        arrangedSubviews.removeAll { $0 === subview }
        setNeedsLayout()
    }


    /// Subviews a template gave the stack become its arranged views.
    open override func awakeFromNib() {
        super.awakeFromNib()
        for subview in subviews where !arrangedSubviews.contains(where: { $0 === subview }) { addArrangedSubview(subview) }
    }

    open override func subviewVisibilityDidChange(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { setNeedsLayout() }
    }

    private func naturalSize(_ view: View) -> Size {
        if let intrinsic = view.intrinsicContentSize { return intrinsic }
        return arrangedSizes[ObjectIdentifier(view)] ?? view.frame.size
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return }
        let horizontal = axis == .horizontal
        let length = horizontal ? bounds.width : bounds.height
        let breadth = horizontal ? bounds.height : bounds.width
        let sizes = visible.map(naturalSize)
        var lengths = sizes.map { horizontal ? $0.width : $0.height }
        let gaps = Double(visible.count - 1)
        var gap = spacing
        switch distribution {
        case .fillEqually:
            let each = Swift.max(0, (length - gaps * spacing) / Double(visible.count))
            lengths = lengths.map { _ in each }
        case .fill:
            let leftover = length - lengths.reduce(0, +) - gaps * spacing
            lengths[lengths.count - 1] = Swift.max(0, lengths[lengths.count - 1] + leftover)
        case .equalSpacing:
            if visible.count > 1 { gap = Swift.max(spacing, (length - lengths.reduce(0, +)) / gaps) }
        }
        var position = horizontal ? bounds.minX : bounds.minY
        for (index, view) in visible.enumerated() {
            let natural = horizontal ? sizes[index].height : sizes[index].width
            let across = alignment == .fill ? breadth : Swift.min(natural, breadth)
            let offset: Double
            switch alignment {
            case .fill, .leading: offset = 0
            case .center: offset = ((breadth - across) / 2).rounded()
            case .trailing: offset = breadth - across
            }
            view.frame = horizontal
                ? Rect(x: position, y: bounds.minY + offset, width: lengths[index], height: across)
                : Rect(x: bounds.minX + offset, y: position, width: across, height: lengths[index])
            position += lengths[index] + gap
        }
    }

    open override var intrinsicContentSize: Size? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return .zero }
        let sizes = visible.map(naturalSize)
        let gaps = spacing * Double(visible.count - 1)
        return axis == .horizontal
            ? Size(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
            : Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize ?? .zero }
}
