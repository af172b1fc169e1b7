import QuillFoundation

extension LayoutConstraint {
    /// How far Auto Layout's last solution is from satisfying the constraint, in points, before
    /// frames were rounded to whole pixels (0 when it holds); `nil` when it is not active in a
    /// laid-out tree or was left out for a conflict.
    public var solvedViolation: Double? {
        installedView?.rootLayoutEngineIfAny?.residual(of: self)
    }

    /// How far the current frames are from satisfying the constraint, in points (0 when they
    /// satisfy it), measured in the coordinates of the items' nearest common ancestor; `nil`
    /// when an item is gone or the items share no ancestor. Tools use it to check a layout.
    public var violation: Double? {
        guard let first = firstItem, let firstView = first.layoutOwner else { return nil }
        let common: View
        if let secondLink {
            guard let second = secondLink.item, let secondView = second.layoutOwner, let ancestor = View.nearestCommonAncestor(firstView, secondView) else { return nil }
            common = ancestor
        } else {
            common = firstView
        }
        let mirrored = isMirrored(firstView)
        guard let lhs = LayoutConstraint.currentValue(of: first, firstAttribute, in: common, mirrored: mirrored) else { return nil }
        var rhs = constant
        if let second = secondItem {
            guard let value = LayoutConstraint.currentValue(of: second, secondAttribute, in: common, mirrored: mirrored) else { return nil }
            rhs += value * multiplier
        }
        switch relation {
        case .equal: return abs(lhs - rhs)
        case .lessThanOrEqual: return Swift.max(0, lhs - rhs)
        case .greaterThanOrEqual: return Swift.max(0, rhs - lhs)
        }
    }

    /// Whether the constraint is read mirrored: it uses leading or trailing and its first item
    /// is laid out right to left.
    func isMirrored(_ firstView: View) -> Bool {
        usesDirectionalAttributes && firstView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Whether it uses leading or trailing: it is then read mirrored in a right-to-left layout.
    var usesDirectionalAttributes: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }

    /// The value an attribute of an item has now, in `common`'s coordinates (sizes are sizes);
    /// negated horizontal positions, leading as the right edge, when `mirrored`.
    static func currentValue(of item: any LayoutItem, _ attribute: LayoutAttribute, in common: View, mirrored: Bool) -> Double? {
        guard mirrored, attribute.isHorizontalPosition else { return currentValue(of: item, attribute, in: common) }
        return currentValue(of: item, attribute.mirroredEdge, in: common).map { -$0 }
    }

    /// The value an attribute of an item has now, in `common`'s coordinates (sizes are sizes).
    static func currentValue(of item: any LayoutItem, _ attribute: LayoutAttribute, in common: View) -> Double? {
        guard let owner = item.layoutOwner else { return nil }
        var rect: Rect
        var margins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        if let view = item as? View {
            // Edges, centres and sizes are the alignment rectangle's; margins and baselines are
            // measured from the frame.
            let local = attribute.isMeasuredFromFrame ? view.bounds : view.alignmentRect(forFrame: view.bounds)
            rect = view === common ? local : view.convert(local, to: common)
            margins = view.effectiveLayoutMargins
        } else if let guide = item as? LayoutGuide {
            let frame = guide.layoutFrame
            rect = owner === common ? frame : owner.convert(frame, to: common)
        } else {
            return nil
        }
        if attribute == .width || attribute == .height, let view = item as? View {
            // Sizes are the view's own, whatever its ancestors' transforms.
            rect.size = view.alignmentRect(forFrame: view.bounds).size
        }
        switch attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        case .leftMargin, .leadingMargin: return rect.minX + margins.left
        case .rightMargin, .trailingMargin: return rect.maxX - margins.right
        case .topMargin: return rect.minY + margins.top
        case .bottomMargin: return rect.maxY - margins.bottom
        case .centerXWithinMargins: return rect.midX + (margins.left - margins.right) / 2
        case .centerYWithinMargins: return rect.midY + (margins.top - margins.bottom) / 2
        case .firstBaseline: return rect.minY + ((item as? View)?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline: return rect.maxY - ((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
        case .notAnAttribute: return 0
        }
    }
}
