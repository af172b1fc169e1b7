import QuillFoundation
import QuillGraphics

extension View {
    /// Marks the content as changed: `draw(in:)` runs again before the next frame and the
    /// view's area is redrawn.
    public func setNeedsDisplay() {
        needsDisplayFlag = true
        window?.scheduleDisplay(self)
    }

    /// Whether `draw(in:)` will run before the next frame.
    public var needsDisplay: Bool { needsDisplayFlag }

    /// Marks the layout as stale: `layoutSubviews()` runs before the next frame.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        window?.scheduleLayout()
    }

    /// Whether `layoutSubviews()` will run before the next frame.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Runs pending layout now, for this view and its subviews.
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Records the content now if it is stale.
    public func displayIfNeeded() {
        guard needsDisplayFlag || displayList == nil else { return }
        let context = GraphicsContext()
        draw(in: context)
        displayList = context.displayList
        needsDisplayFlag = false
    }

    /// Tells the window the view's pixels may have changed place or look.
    func invalidateComposite() {
        window?.scheduleComposite(self)
    }
}

extension View {
    /// Whether the view and all its ancestors are shown.
    public var isVisibleInTree: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden || view.alpha <= 0 { return false }
            current = view.superview
        }
        return true
    }
}
