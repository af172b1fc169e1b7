import QuillFoundation

extension View {
    /// Adds a view on top of the other subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index in the subviews (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        let oldSuperview = view.superview
        if oldSuperview === self {
            let old = subviews.firstIndex { $0 === view }!
            subviews.remove(at: old)
            subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
            forgetSubviewBoxes()
            view.invalidateComposite()
            return
        }
        // Only a view with subviews can be an ancestor (the common case, a new view, is not).
        if !view.subviews.isEmpty {
            precondition(!isDescendant(of: view), "adding \(view.className) would create a cycle in the view tree")
        }
        let newWindow = window ?? (self as? Window)
        // A view that sets its own direction keeps it wherever it goes.
        let inheritsDirection = view.semanticContentAttribute == .unspecified
        let direction = inheritsDirection ? view.effectiveUserInterfaceLayoutDirection : .leftToRight
        view.willMove(toSuperview: self)
        if view.window !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        let oldWindow = view.window
        if let oldWindow, oldSuperview != nil {
            // Leaving its window: where it was drawn there is redrawn, and its places forgotten
            // (as `removeFromSuperview` does).
            if oldWindow !== newWindow { oldWindow.damageLastDrawn(view) }
            // Scheduled while its old superview is its own: the layers cached above it there,
            // which hold its pixels, are dropped and redrawn.
            view.invalidateComposite()
        }
        view.leaveLayoutTree()
        if oldSuperview != nil { view.detachFromSuperview() }
        let place = Swift.min(Swift.max(0, index), subviews.count)
        subviews.insert(view, at: place)
        // (Optional chaining makes no box while there are none.)
        subviewBoxes?.insert(SubviewBox(of: view), at: place)
        view.superview = self
        // Its places are stored less what its new ancestors owe their subtrees (nothing is
        // owed outside a window: a subtree leaving one forgets its places and shifts).
        if newWindow != nil {
            let owed = view.ancestorsPlacesShift
            if owed != .zero { view.rebasePlaces(by: -owed) }
        }
        subtreeExtentMayHaveChanged()
        if oldWindow !== newWindow { view.setWindow(newWindow) }
        // A subtree with layout pending marks its new ancestors, so their walk reaches it.
        if view.subtreeNeedsLayoutFlag {
            view.markAncestorsForLayout()
        }
        view.joinLayoutTree()
        if inheritsDirection { view.layoutDirectionMayHaveChanged(from: direction) }
        if newWindow != nil { view.invalidateComposite() }
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        didAddSubview(view)
    }

    /// Inserts a view just above another subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = (view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < i) ? 0 : 1
        insertSubview(view, at: i + adjust)
    }

    /// Inserts a view just below another subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let adjust = (view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < i) ? -1 : 0
        insertSubview(view, at: i + adjust)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps two subviews' places in the stacking order.
    public func exchangeSubview(at first: Int, withSubviewAt second: Int) {
        guard subviews.indices.contains(first), subviews.indices.contains(second) else { return }
        subviews.swapAt(first, second)
        forgetSubviewBoxes()
        subviews[first].invalidateComposite()
        subviews[second].invalidateComposite()
    }

    /// Removes the view from its superview and window.
    public func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        let direction = effectiveUserInterfaceLayoutDirection
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        superview.willRemoveSubview(self)
        // Where it was drawn is stale now: damaged at once, so pixels moved by a scroll in the
        // same frame take the damage with them (see `ScrolledContentMover`).
        oldWindow?.damageLastDrawn(self)
        invalidateComposite()
        leaveLayoutTree()
        detachFromSuperview()
        setWindow(nil)
        joinLayoutTree()
        layoutDirectionMayHaveChanged(from: direction)
        didMoveToSuperview()
        if oldWindow != nil { propagateDidMoveToWindow() }
    }

    /// Whether the view is `other` or inside it.
    public func isDescendant(of other: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === other { return true }
            current = view.superview
        }
        return false
    }

    /// The view with a tag: the receiver itself first, then its descendants depth-first in
    /// subview order (UIKit's order). `nil` when none has it.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The first view, depth-first from the receiver, with a restoration identifier.
    public func viewWithRestorationIdentifier(_ identifier: String) -> View? {
        if restorationIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.viewWithRestorationIdentifier(identifier) { return found }
        }
        return nil
    }

    private func detachFromSuperview() {
        guard let old = superview else { return }
        // What its old ancestors owed its subtree's places is theirs no more: added to them.
        if window != nil {
            let owed = ancestorsPlacesShift
            if owed != .zero { rebasePlaces(by: owed) }
        }
        if let index = old.subviews.indexUnretained(of: self) {
            old.subviews.remove(at: index)
            old.subviewBoxes?.remove(at: index)
        }
        superview = nil
        old.subtreeExtentMayHaveChanged()
    }

    private func setWindow(_ newWindow: Window?) {
        if window === newWindow { return }
        if let old = window, old.firstResponder === self { _ = old.makeFirstResponder(nil) }
        window = newWindow
        layerCache = nil
        if newWindow != nil {
            needsDisplayFlag = true
            needsLayoutFlag = true
            subtreeNeedsLayoutFlag = true
            newWindow?.scheduleDisplay(self)
            newWindow?.scheduleLayout()
        }
        for subview in subviews { subview.setWindow(newWindow) }
    }

    private func propagateWillMove(toWindow newWindow: Window?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.propagateDidMoveToWindow() }
    }
}
