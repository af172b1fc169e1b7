import QuillFoundation

extension View {
    /// The direction the view lays out in: its `semanticContentAttribute` applied to its
    /// superview's direction (for a view with no superview, the application's
    /// `userInterfaceLayoutDirection`). Leading and trailing constraints, stack views, cells,
    /// bars, text fields and `.natural` text alignment follow it.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var view = self
        while true {
            switch view.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: break
            }
            guard let parent = view.superview else { return view.context.userInterfaceLayoutDirection }
            view = parent
        }
    }

    /// The layout direction a view with `attribute` would use in an interface laid out in
    /// `direction` (UIKit's class method of the same name).
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute, relativeTo direction: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        attribute.layoutDirection(relativeTo: direction)
    }

    /// A rectangle worked out as if the layout ran left to right, mirrored inside `container`
    /// when the view lays out right to left (Qt's `visualRect`): widgets that place their
    /// subviews by frames compute leading positions once and pass them through this.
    public func mirroredForLayoutDirection(_ rect: Rect, in container: Rect) -> Rect {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return rect }
        var mirrored = rect
        mirrored.origin.x = container.minX + container.maxX - rect.maxX
        return mirrored
    }

    /// Tells the view and the subviews that follow it that their layout direction changed,
    /// when it differs from `before`.
    func layoutDirectionMayHaveChanged(from before: UserInterfaceLayoutDirection) {
        guard effectiveUserInterfaceLayoutDirection != before else { return }
        notifyLayoutDirectionChange()
    }

    /// Tells every view of the tree that its layout direction may have changed (the
    /// application's direction changed).
    func layoutDirectionChangedEverywhere() {
        notifyLayoutDirectionChange(onlyInheriting: false)
    }

    private func notifyLayoutDirectionChange(onlyInheriting: Bool = true) {
        effectiveUserInterfaceLayoutDirectionDidChange()
        for subview in subviews where !onlyInheriting || subview.semanticContentAttribute == .unspecified {
            subview.notifyLayoutDirectionChange(onlyInheriting: onlyInheriting)
        }
    }
}
