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
        subtreeNeedsLayoutFlag = true
        markAncestorsForLayout()
        window?.scheduleLayout()
    }

    /// Marks the view's ancestors as holding a view whose layout is pending, up to the first
    /// already marked.
    func markAncestorsForLayout() {
        var current = superview
        while let view = current, !view.subtreeNeedsLayoutFlag {
            view.subtreeNeedsLayoutFlag = true
            current = view.superview
        }
    }

    /// Whether `layoutSubviews()` will run before the next frame.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Runs pending layout now: Auto Layout for the view's tree (constraints updated, solved,
    /// frames set), then `layoutSubviews()` where it is pending, for this view and its
    /// subviews; again if that changed constraints or intrinsic sizes (see `LayoutPass`).
    public func layoutIfNeeded() {
        LayoutPass(root: self).run()
    }

    /// The tree's constraint engine, looked up again each round of a pass (laying out subviews
    /// can bring constraints into the tree: a table adding cells); `nil` while no constraint
    /// exists.
    var activeLayoutEngine: LayoutEngine? { LayoutEngine.constraintsExist ? rootLayoutEngineIfAny : nil }

    /// The layoutSubviews phase: `layoutSubviews()` where pending, this view first, then its
    /// subviews.
    func runLayoutSubviewsPhase() { layoutSubtreeIfNeeded() }

    private func layoutSubtreeIfNeeded() {
        // Cleared first: a view below that asks again while this one is walked marks it again.
        subtreeNeedsLayoutFlag = false
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSubviews()
        }
        // Only subtrees holding a pending layout (a scrolled table's frame walked every view on
        // screen to find its few).
        for subview in subviews where subview.subtreeNeedsLayoutFlag { subview.layoutSubtreeIfNeeded() }
    }

    /// Records the content now if it is stale.
    public func displayIfNeeded() {
        guard needsDisplayFlag || displayList == nil else { return }
        let context = GraphicsContext()
        draw(in: context)
        displayList = context.displayList
        needsDisplayFlag = false
    }

    /// Tells the window the view's pixels may have changed place or look; `contentChanged` is
    /// `false` when only its place, transform or opacity changed (a cached layer stays valid).
    func invalidateComposite(contentChanged: Bool = true) {
        window?.scheduleComposite(self, contentChanged: contentChanged)
    }

    /// Whether the view is composited from a cached layer now.
    var rasterizesContentNow: Bool { rasterizesContent || layerAnimationCount > 0 }
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
