import QuillFoundation

extension View: LayoutItem {
    /// The view itself: its constraints are in its own coordinates.
    public var layoutOwner: View? { self }

    /// The view's class and, when it has them, its accessibility or restoration identifier or
    /// tag: how constraint messages name it.
    public var layoutDescription: String {
        var text = className
        if let id = accessibilityIdentifier ?? restorationIdentifier {
            text += "('\(id)')"
        } else if tag != 0 {
            text += "(tag \(tag))"
        }
        return text
    }
}

extension View {
    /// How constraints and engines refer to the view without keeping it alive (made on first
    /// use; the view's `deinit` clears it).
    var layoutItemLink: LayoutItemLink {
        if let ownLayoutItemLink { return ownLayoutItemLink }
        let link = LayoutItemLink(view: self)
        ownLayoutItemLink = link
        return link
    }

    var ensureLayoutStorage: ViewLayoutStorage {
        if let layoutStorage { return layoutStorage }
        let storage = ViewLayoutStorage()
        layoutStorage = storage
        return storage
    }

    // MARK: Anchors (the edges, centres and sizes are every layout item's: LayoutItem+Anchors)

    /// The baseline of the first line of text (the top for views without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text (the bottom for views without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    // MARK: Constraints

    /// The constraints installed on the view (activated constraints whose nearest common
    /// ancestor is this view).
    public var constraints: [LayoutConstraint] { layoutStorage?.installedConstraints ?? [] }

    /// Activates a constraint (UIKit's `addConstraint(_:)`; it is installed where it belongs).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    /// Activates constraints.
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }

    /// Whether the view's frame and autoresizing mask are turned into constraints (true, the
    /// default for views made in code): constraints may refer to the view but do not move it.
    /// Set it to `false` to place the view with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set { updateLayoutSetting(\.translatesAutoresizingMaskIntoConstraints, to: newValue, from: translatesAutoresizingMaskIntoConstraints) }
    }

    // MARK: Margins and guides

    /// The space the margin attributes and `layoutMarginsGuide` keep from the edges (8 points).
    public var layoutMargins: EdgeInsets {
        get {
            guard let storage = layoutStorage else { return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
            return storage.directionalLayoutMargins?.edgeInsets(in: effectiveUserInterfaceLayoutDirection) ?? storage.layoutMargins
        }
        set {
            layoutStorage?.directionalLayoutMargins = nil
            updateLayoutSetting(\.layoutMargins, to: newValue, from: layoutMargins)
        }
    }

    /// Whether the view's margins grow to keep its content inside its superview's margins where
    /// the view reaches into them (UIKit's `preservesSuperviewLayoutMargins`; false by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set { updateLayoutSetting(\.preservesSuperviewLayoutMargins, to: newValue, from: preservesSuperviewLayoutMargins) }
    }

    /// Whether the margins are measured from the safe area rather than from the bounds: where
    /// a bar or the window's edge covers part of the view (`safeAreaInsets`), the margin on that
    /// side is the inset plus `layoutMargins` (UIKit's `insetsLayoutMarginsFromSafeArea`; true
    /// by default). A view controller's root view under a 20-point status bar, with margins of
    /// 0 at the top, has its top margin at 20.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set { updateLayoutSetting(\.insetsLayoutMarginsFromSafeArea, to: newValue, from: insetsLayoutMarginsFromSafeArea) }
    }

    /// Stores a layout setting of the view when it differs from the one in effect, `current`,
    /// and tells the engine the view changed.
    private func updateLayoutSetting<Value: Equatable>(
        _ setting: ReferenceWritableKeyPath<ViewLayoutStorage, Value>, to newValue: Value, from current: Value
    ) {
        guard newValue != current else { return }
        ensureLayoutStorage[keyPath: setting] = newValue
        rootLayoutEngineIfAny?.itemChanged(self)
    }

    /// The margins Auto Layout uses: `layoutMargins`, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea` is set, and grown to the superview's margins where the
    /// view's frame reaches into them when `preservesSuperviewLayoutMargins` is set.
    var effectiveLayoutMargins: EdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            m = EdgeInsets(top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom, right: m.right + safe.right)
        }
        guard preservesSuperviewLayoutMargins, let superview else { return m }
        let outer = superview.effectiveLayoutMargins
        let f = frame
        let size = superview.bounds.size
        m.left = Swift.max(m.left, outer.left - f.minX)
        m.top = Swift.max(m.top, outer.top - f.minY)
        m.right = Swift.max(m.right, outer.right - (size.width - f.maxX))
        m.bottom = Swift.max(m.bottom, outer.bottom - (size.height - f.maxY))
        return m
    }

    /// The layout margins with leading and trailing: left and right in left-to-right layouts,
    /// right and left in right-to-left ones. Once set, `layoutMargins` follows them when the
    /// layout direction changes (until `layoutMargins` is set again).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutStorage?.directionalLayoutMargins ?? DirectionalEdgeInsets(layoutMargins, in: effectiveUserInterfaceLayoutDirection) }
        set {
            layoutMargins = newValue.edgeInsets(in: effectiveUserInterfaceLayoutDirection)
            ensureLayoutStorage.directionalLayoutMargins = newValue
        }
    }

    /// The bounds inset by `layoutMargins`, as a guide.
    public var layoutMarginsGuide: LayoutGuide { ownGuide(.margins) }

    /// The margins guide narrowed to a comfortable line length for text, centred: as wide as
    /// `layoutMarginsGuide` up to 672 points (UIKit's width at the default text size), with the
    /// margins guide's top and bottom (UIKit's `readableContentGuide`).
    public var readableContentGuide: LayoutGuide { ownGuide(.readableContent) }

    /// The strip at the bottom of the view that an on-screen keyboard would cover (UIKit's
    /// `keyboardLayoutGuide`). Quill's desktop windows show no on-screen keyboard, so the guide
    /// is what UIKit's is while the keyboard is hidden: the whole width, below the safe area
    /// (zero high where the view has no bottom safe area inset). Pinning content's bottom to its
    /// top keeps it clear of the home indicator on a simulated phone.
    public var keyboardLayoutGuide: LayoutGuide { ownGuide(.keyboard) }

    /// The view's own guide of a kind: made on first use, then the same object.
    private func ownGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
        let storage = ensureLayoutStorage
        if let guide = storage.ownGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = LayoutGuide(kind: kind, owner: self)
        storage.ownGuides.append(guide)
        return guide
    }

    /// The part of the view not covered by bars or the window's edges: on a desktop, the bounds.
    /// Insets the view adds to its safe area for its subtree (a title bar drawn over content, or
    /// a tool simulating a phone's status bar); zero by default.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { layoutStorage?.additionalSafeAreaInsets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        set {
            guard newValue != additionalSafeAreaInsets else { return }
            ensureLayoutStorage.additionalSafeAreaInsets = newValue
            rootLayoutEngineIfAny?.safeAreaChanged(in: self)
        }
    }

    /// The part of the view's edges covered by its ancestors' safe area insets (and its own
    /// `additionalSafeAreaInsets`): the inset of `safeAreaLayoutGuide`. Quill's windows cover
    /// nothing, so this is zero unless insets are added.
    public var safeAreaInsets: EdgeInsets {
        var insets = additionalSafeAreaInsets
        guard let superview else { return insets }
        let outer = superview.safeAreaInsets
        let f = frame
        let size = superview.bounds.size
        insets.top += Swift.max(0, outer.top - f.minY)
        insets.left += Swift.max(0, outer.left - f.minX)
        insets.bottom += Swift.max(0, outer.bottom - (size.height - f.maxY))
        insets.right += Swift.max(0, outer.right - (size.width - f.maxX))
        return insets
    }

    /// The bounds inset by `safeAreaInsets`, as a guide; created on first use and then the same
    /// object (UIKit's `safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide { ownGuide(.safeArea) }

    /// The guides added to the view.
    public var layoutGuides: [LayoutGuide] { layoutStorage?.layoutGuides ?? [] }

    /// Makes a guide of this view's own that is placed by constraints (not one of the inset
    /// guides), named by the property that offers it, with constraints pinning it as `pin`
    /// says; the caller keeps it.
    package func makeOwnGuide(named property: String, pin: (LayoutGuide) -> [LayoutConstraint]) -> LayoutGuide {
        let guide = LayoutGuide(identifier: property)
        guide.ownPropertyName = property
        addLayoutGuide(guide)
        LayoutConstraint.activate(pin(guide))
        return guide
    }

    /// Adds a guide; constraints can then place it in this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        ensureLayoutStorage.layoutGuides.append(guide)
    }

    /// Removes a guide and deactivates the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let storage = layoutStorage, storage.layoutGuides.contains(where: { $0 === guide }) else { return }
        rootLayoutEngineIfAny?.itemRemoved(guide)
        var current: View? = self
        while let view = current {
            for constraint in view.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
            current = view.superview
        }
        storage.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: Content size priorities

    /// How strongly the view resists growing beyond its intrinsic size along an axis (250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? (layoutStorage?.huggingHorizontal ?? .defaultLow) : (layoutStorage?.huggingVertical ?? .defaultLow)
    }

    /// Sets the content hugging priority along an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { ensureLayoutStorage.huggingHorizontal = priority } else { ensureLayoutStorage.huggingVertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size along an axis (750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal
            ? (layoutStorage?.compressionHorizontal ?? .defaultHigh) : (layoutStorage?.compressionVertical ?? .defaultHigh)
    }

    /// Sets the compression resistance priority along an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { ensureLayoutStorage.compressionHorizontal = priority } else { ensureLayoutStorage.compressionVertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// A content size Auto Layout uses instead of `intrinsicContentSize`, as Interface Builder
    /// does at design time (a placeholder intrinsic size, or the size an `@IBDesignable` view's
    /// code reported): set only by design-time tools (`quill layout`), never by a running app,
    /// whose views measure their content as UIKit's do. A component of `noIntrinsicMetric`
    /// means none along that axis.
    package var designIntrinsicContentSize: Size? {
        get { layoutStorage?.designIntrinsicContentSize }
        set {
            ensureLayoutStorage.designIntrinsicContentSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed (a label's text, a button's title).
    public func invalidateIntrinsicContentSize() {
        layoutStorage?.placingEngine?.intrinsicSizeChanged(self)
    }

    // MARK: Updating constraints

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        ensureLayoutStorage.needsUpdateConstraints = true
        LayoutEngine.constraintsExist = true
        rootView.ensureLayoutEngine().needsConstraintUpdate(self)
    }

    /// Whether `updateConstraints()` will run before the next layout pass.
    public func needsUpdateConstraints() -> Bool { layoutStorage?.needsUpdateConstraints ?? false }

    /// Runs pending `updateConstraints()` in this view's tree now (subviews first).
    public func updateConstraintsIfNeeded() {
        rootLayoutEngineIfAny?.updateConstraintsIfNeeded()
    }

    // MARK: Tree

    /// How many superviews the view has.
    var layoutDepth: Int {
        var depth = 0
        var current = superview
        while let view = current {
            depth += 1
            current = view.superview
        }
        return depth
    }

    /// The guides the engine may hold variables for (those added to the view, and its own).
    var layoutGuidesForEngine: [LayoutGuide] {
        guard let storage = layoutStorage else { return [] }
        return storage.layoutGuides + storage.ownGuides
    }

    /// The topmost view of the tree (the window, for a view in one).
    public var rootView: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// The layout engine of this view's tree, if the tree uses Auto Layout.
    var rootLayoutEngineIfAny: LayoutEngine? { rootView.layoutStorage?.engine }

    /// The layout engine of this tree, made if it has none (the view is a root).
    func ensureLayoutEngine() -> LayoutEngine {
        let storage = ensureLayoutStorage
        if let engine = storage.engine { return engine }
        let engine = LayoutEngine(root: self)
        storage.engine = engine
        return engine
    }

    /// The nearest view that contains both (one of them when it contains the other).
    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        if a === b { return a }
        // The usual cases first: siblings, and a view with its superview.
        let aParent = a.superview, bParent = b.superview
        if aParent === b { return b }
        if bParent === a { return a }
        if let aParent, aParent === bParent { return aParent }
        var ancestors: Set<ObjectIdentifier> = []
        var current: View? = a
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = b
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// Installs an active constraint on this view.
    func install(_ constraint: LayoutConstraint) {
        ensureLayoutStorage.installedConstraints.append(constraint)
        constraint.installedView = self
        constraint.activationOrder = LayoutEngine.nextActivationOrder()
        LayoutEngine.constraintsExist = true
        rootView.ensureLayoutEngine().constraintAdded(constraint)
    }

    /// Before the view leaves its superview (or, as a root, joins another tree): the old tree's
    /// engine lets go of its subtree.
    func leaveLayoutTree() {
        guard LayoutEngine.constraintsExist else { return }
        if superview != nil {
            rootLayoutEngineIfAny?.subtreeRemoved(self)
        } else if let storage = layoutStorage, let engine = storage.engine {
            // The views it placed keep no record of it (`placingRecord` holds the record, and
            // through it the record's constraints, until another engine places the view).
            engine.forgetPlacingViews()
            storage.engine = nil
        }
    }

    /// After the view joined a tree (or became a root): that tree's engine takes its subtree's
    /// constraints.
    func joinLayoutTree() {
        guard LayoutEngine.constraintsExist, subtreeHasLayoutWork else { return }
        rootView.ensureLayoutEngine().subtreeAdded(self)
    }

    /// Whether the view or one inside it has constraints or is waiting for `updateConstraints()`.
    private var subtreeHasLayoutWork: Bool {
        if let storage = layoutStorage, !storage.installedConstraints.isEmpty || storage.needsUpdateConstraints { return true }
        return subviews.contains { $0.subtreeHasLayoutWork }
    }

    /// Whether the view or a view inside it holds an active constraint.
    public var subtreeHasConstraints: Bool {
        if let storage = layoutStorage, !storage.installedConstraints.isEmpty { return true }
        return subviews.contains { $0.subtreeHasConstraints }
    }

    /// Removes an installed constraint.
    func uninstall(_ constraint: LayoutConstraint) {
        layoutStorage?.installedConstraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        rootLayoutEngineIfAny?.constraintRemoved(constraint)
    }
}

extension Array {
    /// The elements ordered by the layout depth of their views, superviews first (or deepest
    /// first), elements of equal depth in their order here. Each depth is taken once, and the
    /// sort compares plain numbers with the tuples' own `<`: a comparator closure written in
    /// main-actor code checks the executor on every call (a third of a resize's layout).
    @MainActor
    func sortedByLayoutDepth(deepestFirst: Bool = false, of view: (Element) -> View) -> [Element] {
        indices.map { (deepestFirst ? -view(self[$0]).layoutDepth : view(self[$0]).layoutDepth, $0) }.sorted(by: <).map { self[$0.1] }
    }
}

extension View {
    /// The rectangle Auto Layout aligns for a frame: `frame` inset by `alignmentRectInsets`.
    public func alignmentRect(forFrame frame: Rect) -> Rect { frame.inset(by: alignmentRectInsets) }

    /// The frame whose alignment rectangle is `alignmentRect`.
    public func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
        let a = alignmentRectInsets
        return Rect(
            x: alignmentRect.minX - a.left, y: alignmentRect.minY - a.top,
            width: alignmentRect.width + a.left + a.right, height: alignmentRect.height + a.top + a.bottom)
    }

    /// Whether the view's alignment rectangle differs from its frame.
    var hasAlignmentInsets: Bool { alignmentRectInsets != EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}
