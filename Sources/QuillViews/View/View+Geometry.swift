import QuillFoundation

extension View {
    /// Maps points in the view's bounds to its superview's coordinates (frame, bounds origin
    /// and transform about the centre).
    public var transformToSuperview: Transform {
        Transform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(Transform(translationX: center.x, y: center.y))
    }

    /// A point in the superview's coordinates in the view's own, or `nil` when the view's
    /// transform cannot be inverted. The same value as applying the inverse of
    /// `transformToSuperview`, without making it when the view is not transformed (hit tests
    /// convert a point this way for every view they pass).
    func pointFromSuperview(_ point: Point) -> Point? {
        let transform = self.transform
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1, transform.tx == 0, transform.ty == 0 {
            // The inverse of a translation by (t, u) translates by exactly (-t, -u).
            let center = self.center, bounds = self.bounds
            return Point(x: point.x - (center.x - bounds.midX), y: point.y - (center.y - bounds.midY))
        }
        guard let inverse = transformToSuperview.inverted() else { return nil }
        return point.applying(inverse)
    }

    /// Maps points in the view's bounds to its window's coordinates.
    public var transformToWindow: Transform {
        var t = Transform.identity
        var current: View? = self
        while let view = current, !(view is Window) {
            t = t.concatenating(view.transformToSuperview)
            current = view.superview
        }
        return t
    }

    /// Converts a point from this view's coordinates to another view's (`nil`: the window's).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = point.applying(transformToWindow)
        guard let view, let inverse = view.transformToWindow.inverted() else { return inWindow }
        return inWindow.applying(inverse)
    }

    /// Converts a point from another view's coordinates (`nil`: the window's) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inWindow = view.map { point.applying($0.transformToWindow) } ?? point
        guard let inverse = transformToWindow.inverted() else { return inWindow }
        return inWindow.applying(inverse)
    }

    /// Converts a rectangle from this view's coordinates to another view's (bounding box).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        var t = transformToWindow
        if let view, let inverse = view.transformToWindow.inverted() { t = t.concatenating(inverse) }
        return rect.applying(t)
    }

    /// Converts a rectangle from another view's coordinates (`nil`: the window's) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        var t = view?.transformToWindow ?? .identity
        if let inverse = transformToWindow.inverted() { t = t.concatenating(inverse) }
        return rect.applying(t)
    }

    /// Resizes the view to `sizeThatFits` its current size, keeping its top-left corner.
    public func sizeToFit() {
        let origin = frame.origin
        let size = sizeThatFits(bounds.size)
        frame = Rect(origin: origin, size: size)
    }

    /// Called when only the bounds' origin changed: the content scrolled. The window moves the
    /// pixels already drawn when it can (`ScrolledContentMover`) instead of redrawing them.
    func boundsOriginDidChange(from oldOrigin: Point) {
        subtreeExtentMayHaveChanged()
        if let engine = layoutStorage?.placingEngine { engine.translatedFrameChanged(self) }
        window?.scheduleScroll(self, from: oldOrigin)
    }

    /// Called whenever center, bounds (other than a scroll) or transform change.
    func geometryDidChange(sizeChangedFrom oldSize: Size?) {
        subtreeExtentMayHaveChanged()
        if let engine = layoutStorage?.placingEngine { engine.translatedFrameChanged(self) }
        if let oldSize {
            if autoresizesSubviews {
                // Views placed by constraints are not autoresized: the engine places them.
                for subview in subviews where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
                    subview.frame = AutoresizingCalculator.frame(
                        subview.frame, mask: subview.autoresizingMask, oldSize: oldSize, newSize: bounds.size)
                }
            }
            setNeedsLayout()
            setNeedsDisplay()
        }
        // Moving or transforming a view leaves its own content as it was.
        invalidateComposite(contentChanged: oldSize != nil)
    }

    /// Whether the whole subtree lies inside the bounds: every subview's frame, and the
    /// subviews of every subview that does not clip, recursively. The compositor then passes
    /// over a subtree whose view misses a redrawn region without walking it (a table or grid
    /// cell, when a scroll redraws a strip elsewhere). Worked out when asked and kept until
    /// something below may have moved; conservative (hidden subviews count, a frame that is
    /// not a number is outside).
    var subtreeStaysInBounds: Bool {
        if let answer = subtreeStaysInBoundsAnswer { return answer }
        let bounds = self.bounds
        let outside = subviews.firstUnretained { subview in
            let frame = subview.bounds.applying(subview.transformToSuperview)
            let inside = frame.minX >= bounds.minX && frame.minY >= bounds.minY && frame.maxX <= bounds.maxX && frame.maxY <= bounds.maxY
            return !inside || (!subview.clipsToBounds && !subview.subtreeStaysInBounds)
        }
        subtreeStaysInBoundsAnswer = outside == nil
        return outside == nil
    }

    /// Notes that a subview's box (`SubviewBox`) may be out of date: it is made again when the
    /// boxes are next used; past a few, all of them are.
    func subviewBoxMayHaveChanged(_ subview: View) {
        guard subviewBoxes != nil else { return }
        if subviewsWithStaleBoxes.count >= 16 {
            forgetSubviewBoxes()
        } else {
            subviewsWithStaleBoxes.append(Unmanaged.passUnretained(subview).toOpaque())
        }
    }

    /// Forgets the boxes of the subviews (their order changed): made again when next used.
    func forgetSubviewBoxes() {
        subviewBoxes = nil
        if !subviewsWithStaleBoxes.isEmpty { subviewsWithStaleBoxes.removeAll() }
    }

    /// The boxes of the subviews, in order, brought up to date (see `SubviewBox`).
    func currentSubviewBoxes() -> [SubviewBox] {
        guard var boxes = subviewBoxes, boxes.count == subviews.count else {
            var made: [SubviewBox] = []
            made.reserveCapacity(subviews.count)
            subviews.forEachUnretained { made.append(SubviewBox(of: $0)) }
            subviewBoxes = made
            subviewsWithStaleBoxes.removeAll()
            return made
        }
        if !subviewsWithStaleBoxes.isEmpty {
            // Let go of the kept array first, so it is changed in place, not copied.
            subviewBoxes = nil
            for address in subviewsWithStaleBoxes {
                if let index = subviews.indexUnretained(ofAddress: address) { boxes[index] = SubviewBox(of: subviews[index]) }
            }
            subviewsWithStaleBoxes.removeAll(keepingCapacity: true)
            subviewBoxes = boxes
        }
        return boxes
    }

    /// Forgets the kept `subtreeStaysInBounds` of this view and of every ancestor, after a
    /// change that may move part of this subtree relative to them: the view's frame or
    /// transform, its bounds (a scroll moves its subviews), its subviews, its clip.
    func subtreeExtentMayHaveChanged() {
        var current: View? = self
        while let view = current {
            view.subtreeStaysInBoundsAnswer = nil
            // The superview's box of this view says whether its subtree stays inside it.
            let parent = view.superview
            parent?.subviewBoxMayHaveChanged(view)
            current = parent
        }
    }
}
